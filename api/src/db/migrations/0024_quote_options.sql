CREATE TABLE `quote_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`option_id` text NOT NULL,
	`shop_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit_amount` integer NOT NULL,
	`tax_rate` integer NOT NULL,
	FOREIGN KEY (`option_id`) REFERENCES `quote_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_lines_position_uq` ON `quote_lines` (`option_id`,`position`);--> statement-breakpoint
CREATE TABLE `quote_options` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`shop_id` text NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`film` text DEFAULT '' NOT NULL,
	`zones` text NOT NULL,
	`render_id` text,
	`discount_kind` text,
	`discount_value` integer,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `quotes`(`booking_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`render_id`) REFERENCES `renders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_options_position_uq` ON `quote_options` (`booking_id`,`position`);--> statement-breakpoint
CREATE INDEX `quote_options_render_idx` ON `quote_options` (`render_id`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`currency` text NOT NULL,
	`prices_include_tax` integer DEFAULT false NOT NULL,
	`accepted_option_id` text,
	`accepted_name` text,
	`accepted_at` integer,
	`accepted_address` text,
	`accepted_user_agent` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quotes_shop_idx` ON `quotes` (`shop_id`);