CREATE TABLE `shop_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`retired_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_slugs_shop_idx` ON `shop_slugs` (`shop_id`);--> statement-breakpoint
-- The shop has one name (docs/decisions/058): a widget display name the shop set, or else the owner's profile
-- business name, becomes the shop's name (its slug stays: the next rename moves it).
UPDATE `shops` SET `name` = (SELECT trim(`business_name`) FROM `users` WHERE `users`.`shop_id` = `shops`.`id` AND `users`.`role` = 'owner')
  WHERE EXISTS (SELECT 1 FROM `users` WHERE `users`.`shop_id` = `shops`.`id` AND `users`.`role` = 'owner' AND trim(coalesce(`business_name`, '')) <> '');--> statement-breakpoint
UPDATE `shops` SET `name` = (SELECT trim(`display_name`) FROM `widget_settings` WHERE `widget_settings`.`shop_id` = `shops`.`id`)
  WHERE EXISTS (SELECT 1 FROM `widget_settings` WHERE `widget_settings`.`shop_id` = `shops`.`id` AND trim(coalesce(`display_name`, '')) <> '');--> statement-breakpoint
UPDATE `users` SET `business_name` = (SELECT `name` FROM `shops` WHERE `shops`.`id` = `users`.`shop_id`) WHERE `role` = 'owner';--> statement-breakpoint
ALTER TABLE `widget_settings` DROP COLUMN `display_name`;