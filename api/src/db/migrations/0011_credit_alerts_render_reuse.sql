CREATE TABLE `credit_alerts` (
	`shop_id` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `kind`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `shops` ADD `low_credit_threshold` integer;--> statement-breakpoint
ALTER TABLE `pending_renders` ADD `reuse_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `pending_renders_reuse_uq` ON `pending_renders` (`shop_id`,`reuse_key`);--> statement-breakpoint
ALTER TABLE `renders` ADD `reused_from` text;--> statement-breakpoint
ALTER TABLE `renders` ADD `charged_at` integer;--> statement-breakpoint
UPDATE `renders` SET `charged_at` = `created_at`;