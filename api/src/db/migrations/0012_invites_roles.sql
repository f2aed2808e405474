CREATE TABLE `team_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` integer NOT NULL,
	`sent_at` integer NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invites_token_hash_unique` ON `team_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invites_shop_idx` ON `team_invites` (`shop_id`);--> statement-breakpoint
CREATE INDEX `team_invites_email_idx` ON `team_invites` (`email`);--> statement-breakpoint
ALTER TABLE `shops` ADD `role_matrix` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `areas` text;