CREATE TABLE `calendar_feeds` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`show_names` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_uq` ON `calendar_feeds` (`token`);--> statement-breakpoint
CREATE TABLE `tracking_links` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracking_links_token_uq` ON `tracking_links` (`token`);--> statement-breakpoint
CREATE INDEX `tracking_links_shop_idx` ON `tracking_links` (`shop_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `ready_at` integer;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `shops` ADD `time_zone` text DEFAULT 'America/New_York' NOT NULL;