CREATE TABLE `widget_booking_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`lead_id` text NOT NULL,
	`mode` text NOT NULL,
	`status` text NOT NULL,
	`film_id` text NOT NULL,
	`zones` text NOT NULL,
	`requested_day` text,
	`booking_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `widget_booking_requests_lead_uq` ON `widget_booking_requests` (`lead_id`);--> statement-breakpoint
CREATE TABLE `widget_booking_settings` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`mode` text DEFAULT 'quote_first' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `invoice_settings` ADD `footer` text DEFAULT '' NOT NULL;