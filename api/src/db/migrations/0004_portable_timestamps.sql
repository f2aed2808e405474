PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_shops` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`account_type` text DEFAULT 'free' NOT NULL,
	`plan_key` text,
	`addon_key` text,
	`addon_activated_at` integer,
	`credit_balance` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_shops`("id", "name", "slug", "account_type", "plan_key", "addon_key", "addon_activated_at", "credit_balance", "created_at") SELECT "id", "name", "slug", "account_type", "plan_key", "addon_key", "addon_activated_at", "credit_balance", "created_at" FROM `shops`;--> statement-breakpoint
DROP TABLE `shops`;--> statement-breakpoint
ALTER TABLE `__new_shops` RENAME TO `shops`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `shops_slug_unique` ON `shops` (`slug`);--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`parent_id` text,
	`role` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_verified_at` integer,
	`phone_number` text,
	`country` text,
	`city` text,
	`business_name` text,
	`business_address` text,
	`avatar` text,
	`login_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "shop_id", "parent_id", "role", "first_name", "last_name", "email", "password_hash", "email_verified_at", "phone_number", "country", "city", "business_name", "business_address", "avatar", "login_count", "created_at", "updated_at") SELECT "id", "shop_id", "parent_id", "role", "first_name", "last_name", "email", "password_hash", "email_verified_at", "phone_number", "country", "city", "business_name", "business_address", "avatar", "login_count", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_shop_idx` ON `users` (`shop_id`);--> statement-breakpoint
CREATE TABLE `__new_films` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text,
	`brand_id` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`hex` text NOT NULL,
	`finish` text NOT NULL,
	`secondary_hex` text,
	`description` text,
	`source` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_films`("id", "shop_id", "brand_id", "code", "name", "hex", "finish", "secondary_hex", "description", "source", "created_at") SELECT "id", "shop_id", "brand_id", "code", "name", "hex", "finish", "secondary_hex", "description", "source", "created_at" FROM `films`;--> statement-breakpoint
DROP TABLE `films`;--> statement-breakpoint
ALTER TABLE `__new_films` RENAME TO `films`;--> statement-breakpoint
CREATE INDEX `films_brand_idx` ON `films` (`brand_id`,`shop_id`);--> statement-breakpoint
CREATE INDEX `films_shop_idx` ON `films` (`shop_id`);