CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`last_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`hits` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `pending_renders` ADD `widget_key_id` text;--> statement-breakpoint
ALTER TABLE `pending_renders` ADD `visitor_id` text;--> statement-breakpoint
ALTER TABLE `pending_renders` ADD `ip_hash` text;