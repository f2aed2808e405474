ALTER TABLE `pending_renders` ADD `owner` text;--> statement-breakpoint
ALTER TABLE `pending_renders` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `pending_renders_lease_idx` ON `pending_renders` (`lease_until`);--> statement-breakpoint
ALTER TABLE `shop_subscriptions` ADD `last_event_at` integer;