CREATE TABLE `film_rolls` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`film_id` text,
	`film_key` text NOT NULL,
	`film_name` text NOT NULL,
	`film_code` text,
	`brand` text DEFAULT '' NOT NULL,
	`batch` text NOT NULL,
	`width_mm` integer NOT NULL,
	`length_mm` integer NOT NULL,
	`used_mm` integer DEFAULT 0 NOT NULL,
	`reserved_mm` integer DEFAULT 0 NOT NULL,
	`lost_mm` integer DEFAULT 0 NOT NULL,
	`cost_minor` integer,
	`currency` text NOT NULL,
	`supplier` text DEFAULT '' NOT NULL,
	`received_on` text NOT NULL,
	`counted_mm` integer,
	`counted_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `film_rolls_shop_film_idx` ON `film_rolls` (`shop_id`,`film_key`,`received_on`);--> statement-breakpoint
CREATE TABLE `film_stock_alerts` (
	`shop_id` text NOT NULL,
	`film_key` text NOT NULL,
	`threshold_mm` integer NOT NULL,
	`alerted` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `film_key`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `roll_reservations` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`roll_id` text NOT NULL,
	`length_mm` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`roll_id`) REFERENCES `film_rolls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `roll_reservations_roll_idx` ON `roll_reservations` (`roll_id`);--> statement-breakpoint
CREATE TABLE `roll_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`roll_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`used_mm` integer NOT NULL,
	`user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`roll_id`) REFERENCES `film_rolls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roll_uses_roll_booking_uq` ON `roll_uses` (`roll_id`,`booking_id`);--> statement-breakpoint
CREATE INDEX `roll_uses_booking_idx` ON `roll_uses` (`booking_id`);