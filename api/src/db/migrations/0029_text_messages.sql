CREATE TABLE `shop_text_numbers` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`phone_number` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_text_numbers_phone_number_unique` ON `shop_text_numbers` (`phone_number`);--> statement-breakpoint
CREATE TABLE `text_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`direction` text NOT NULL,
	`phone` text NOT NULL,
	`sender` text,
	`body` text NOT NULL,
	`tag` text NOT NULL,
	`customer_id` text,
	`booking_id` text,
	`sent_by_user_id` text,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`provider_message_id` text,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `text_messages_thread_idx` ON `text_messages` (`shop_id`,`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `text_messages_shop_idx` ON `text_messages` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `text_messages_provider_id_idx` ON `text_messages` (`provider_message_id`);--> statement-breakpoint
CREATE TABLE `text_opt_outs` (
	`shop_id` text NOT NULL,
	`phone` text NOT NULL,
	`keyword` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `phone`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `shops` ADD `country` text DEFAULT 'US' NOT NULL;