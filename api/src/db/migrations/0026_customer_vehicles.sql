CREATE TABLE `customer_vehicles` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`customer_key` text NOT NULL,
	`year` integer,
	`make` text DEFAULT '' NOT NULL,
	`model` text DEFAULT '' NOT NULL,
	`from_catalogue` integer DEFAULT false NOT NULL,
	`colour` text DEFAULT '' NOT NULL,
	`vin` text DEFAULT '' NOT NULL,
	`plate` text DEFAULT '' NOT NULL,
	`plate_key` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `customer_vehicles_customer_idx` ON `customer_vehicles` (`shop_id`,`customer_key`);--> statement-breakpoint
CREATE INDEX `customer_vehicles_plate_idx` ON `customer_vehicles` (`shop_id`,`plate_key`);--> statement-breakpoint
CREATE INDEX `customer_vehicles_vin_idx` ON `customer_vehicles` (`shop_id`,`vin`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `customer_vehicle_id` text;--> statement-breakpoint
CREATE INDEX `bookings_customer_vehicle_idx` ON `bookings` (`shop_id`,`customer_vehicle_id`);