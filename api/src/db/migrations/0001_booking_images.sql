CREATE TABLE `booking_images` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`storage_key` text NOT NULL,
	`mime` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_images_booking_idx` ON `booking_images` (`booking_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `booking_images_shop_idx` ON `booking_images` (`shop_id`);