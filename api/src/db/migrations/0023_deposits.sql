CREATE TABLE `deposit_overrides` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`kind` text NOT NULL,
	`percent` integer,
	`amount_minor` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `deposits` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`account_id` text NOT NULL,
	`session_id` text,
	`checkout_url` text,
	`session_expires_at` integer,
	`attempt` integer DEFAULT 0 NOT NULL,
	`paid_session_id` text,
	`payment_intent_id` text,
	`refund_id` text,
	`paid_at` integer,
	`refunded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_booking_uq` ON `deposits` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_session_uq` ON `deposits` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_paid_session_uq` ON `deposits` (`paid_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_payment_intent_uq` ON `deposits` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `deposits_shop_idx` ON `deposits` (`shop_id`,`status`);--> statement-breakpoint
CREATE TABLE `shop_payments` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`provider` text,
	`account_id` text,
	`charges_enabled` integer DEFAULT false NOT NULL,
	`details_submitted` integer DEFAULT false NOT NULL,
	`account_event_at` integer,
	`deposits_enabled` integer DEFAULT false NOT NULL,
	`deposit_kind` text DEFAULT 'percent' NOT NULL,
	`deposit_percent` integer DEFAULT 25 NOT NULL,
	`deposit_amount_minor` integer,
	`refund_policy` text DEFAULT 'full_until' NOT NULL,
	`refund_days` integer DEFAULT 7 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_payments_account_uq` ON `shop_payments` (`account_id`);