CREATE TABLE `pending_renders` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`image_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pending_renders_created_idx` ON `pending_renders` (`created_at`);