CREATE TABLE `notify_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`audience` text NOT NULL,
	`event` text NOT NULL,
	`channel` text NOT NULL,
	`booking_id` text,
	`lead_id` text,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`due_at` integer NOT NULL,
	`sent_to` text,
	`detail` text,
	`owner` text,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notify_jobs_dedupe_key_unique` ON `notify_jobs` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notify_jobs_due_idx` ON `notify_jobs` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `notify_jobs_booking_idx` ON `notify_jobs` (`booking_id`);--> statement-breakpoint
CREATE TABLE `notify_settings` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
