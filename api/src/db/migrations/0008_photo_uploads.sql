CREATE TABLE `photo_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`kind` text NOT NULL,
	`source` text NOT NULL,
	`user_id` text,
	`visitor_id` text,
	`ip_hash` text,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_jobs_shop_idx` ON `photo_jobs` (`shop_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `photo_jobs_visitor_idx` ON `photo_jobs` (`visitor_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `photo_jobs_ip_idx` ON `photo_jobs` (`ip_hash`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `photo_jobs_user_idx` ON `photo_jobs` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `photo_jobs_created_idx` ON `photo_jobs` (`created_at`);--> statement-breakpoint
CREATE TABLE `photo_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`source` text NOT NULL,
	`widget_key_id` text,
	`visitor_id` text,
	`user_id` text,
	`sha256` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`storage_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`widget_key_id`) REFERENCES `widget_keys`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `photo_uploads_expires_idx` ON `photo_uploads` (`expires_at`);--> statement-breakpoint
CREATE INDEX `photo_uploads_sha_idx` ON `photo_uploads` (`sha256`,`expires_at`);