CREATE TABLE `invoice_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`paid_on` text NOT NULL,
	`reference` text DEFAULT '' NOT NULL,
	`idempotency_key` text NOT NULL,
	`recorded_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_payments_key_uq` ON `invoice_payments` (`invoice_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `invoice_payments_shop_paid_idx` ON `invoice_payments` (`shop_id`,`paid_on`);--> statement-breakpoint
CREATE TABLE `invoice_settings` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`last_number` integer DEFAULT 0 NOT NULL,
	`prefix` text DEFAULT 'INV-' NOT NULL,
	`due_days` integer DEFAULT 14 NOT NULL,
	`locale` text DEFAULT 'en-US' NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`booking_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`sequence` integer,
	`number` text,
	`currency` text NOT NULL,
	`prices_include_tax` integer DEFAULT false NOT NULL,
	`lines` text NOT NULL,
	`taxes` text NOT NULL,
	`subtotal` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`tax` integer NOT NULL,
	`total` integer NOT NULL,
	`amount_paid` integer DEFAULT 0 NOT NULL,
	`deposit_applied` integer DEFAULT 0 NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_email` text,
	`vehicle` text DEFAULT '' NOT NULL,
	`issue_date` text,
	`due_date` text,
	`pay_token` text NOT NULL,
	`emailed_at` integer,
	`paid_at` integer,
	`voided_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_shop_sequence_uq` ON `invoices` (`shop_id`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_pay_token_uq` ON `invoices` (`pay_token`);--> statement-breakpoint
CREATE INDEX `invoices_shop_status_idx` ON `invoices` (`shop_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_shop_issue_idx` ON `invoices` (`shop_id`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_booking_idx` ON `invoices` (`booking_id`);