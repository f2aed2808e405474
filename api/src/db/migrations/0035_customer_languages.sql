CREATE TABLE `customer_languages` (
	`shop_id` text NOT NULL,
	`customer_key` text NOT NULL,
	`locale` text NOT NULL,
	`source` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_languages_key_uq` ON `customer_languages` (`shop_id`,`customer_key`);