CREATE TABLE `invoice_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`provider` text NOT NULL,
	`account_id` text NOT NULL,
	`session_id` text NOT NULL,
	`url` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_checkouts_attempt_uq` ON `invoice_checkouts` (`invoice_id`,`attempt`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_checkouts_session_uq` ON `invoice_checkouts` (`session_id`);