CREATE TABLE `warranties` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`public_id` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`film_id` text,
	`brand_name` text DEFAULT '' NOT NULL,
	`film_name` text NOT NULL,
	`film_code` text DEFAULT '' NOT NULL,
	`finish` text,
	`batch` text NOT NULL,
	`zones` text NOT NULL,
	`install_date` text NOT NULL,
	`installer` text NOT NULL,
	`vin` text,
	`vehicle` text NOT NULL,
	`render_id` text,
	`manufacturer_years` integer,
	`manufacturer_horizontal_years` integer,
	`manufacturer_source` text,
	`workmanship_years` integer NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`voided_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`render_id`) REFERENCES `renders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warranties_public_id_uq` ON `warranties` (`public_id`);--> statement-breakpoint
CREATE INDEX `warranties_booking_idx` ON `warranties` (`booking_id`);--> statement-breakpoint
CREATE INDEX `warranties_shop_idx` ON `warranties` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `warranties_render_idx` ON `warranties` (`render_id`);--> statement-breakpoint
CREATE TABLE `warranty_claim_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`claim_id` text NOT NULL,
	`storage_key` text NOT NULL,
	`mime` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `warranty_claims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `warranty_claim_photos_claim_idx` ON `warranty_claim_photos` (`claim_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `warranty_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`warranty_id` text NOT NULL,
	`claim_date` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`warranty_id`) REFERENCES `warranties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `warranty_claims_warranty_idx` ON `warranty_claims` (`warranty_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `warranty_owners` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`warranty_id` text NOT NULL,
	`name` text NOT NULL,
	`contact` text DEFAULT '' NOT NULL,
	`since` integer NOT NULL,
	`created_by` text,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`warranty_id`) REFERENCES `warranties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `warranty_owners_warranty_idx` ON `warranty_owners` (`warranty_id`,`since`);--> statement-breakpoint
CREATE TABLE `warranty_settings` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`workmanship_years` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
