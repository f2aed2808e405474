ALTER TABLE `widget_settings` ADD `public_daily_credits` integer;--> statement-breakpoint
ALTER TABLE `widget_settings` ADD `share_link_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `held_at` integer;--> statement-breakpoint
CREATE INDEX `renders_shop_created_idx` ON `renders` (`shop_id`,`created_at`);