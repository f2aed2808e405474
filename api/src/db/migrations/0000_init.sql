CREATE TABLE `shops` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`account_type` text DEFAULT 'free' NOT NULL,
	`plan_key` text,
	`addon_key` text,
	`addon_activated_at` integer,
	`credit_balance` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shops_slug_unique` ON `shops` (`slug`);--> statement-breakpoint
CREATE TABLE `users` (
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
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_shop_idx` ON `users` (`shop_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `otps` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	`last_sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `otps_user_idx` ON `otps` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `credit_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`delta` integer NOT NULL,
	`kind` text NOT NULL,
	`reference` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_ledger_shop_idx` ON `credit_ledger` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_ledger_reference_idx` ON `credit_ledger` (`reference`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`tag` text NOT NULL,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`provider_message_id` text,
	`error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_shop_idx` ON `email_outbox` (`shop_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`user_id` text,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`link` text,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_shop_idx` ON `notifications` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `support_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`user_id` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_tickets_shop_idx` ON `support_tickets` (`shop_id`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`make` text NOT NULL,
	`make_id` text NOT NULL,
	`model` text NOT NULL,
	`body_style` text NOT NULL,
	`trim` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_identity_uq` ON `vehicles` (`year`,`make`,`model`,`body_style`);--> statement-breakpoint
CREATE INDEX `vehicles_year_make_model_idx` ON `vehicles` (`year`,`make_id`,`model`,`make`,`body_style`);--> statement-breakpoint
CREATE INDEX `vehicles_make_idx` ON `vehicles` (`make_id`);--> statement-breakpoint
CREATE TABLE `catalog_exclusions` (
	`shop_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text NOT NULL,
	PRIMARY KEY(`shop_id`, `kind`, `ref_id`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `films` (
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
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `films_brand_idx` ON `films` (`brand_id`,`shop_id`);--> statement-breakpoint
CREATE INDEX `films_shop_idx` ON `films` (`shop_id`);--> statement-breakpoint
CREATE TABLE `renders` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`user_id` text,
	`source` text NOT NULL,
	`spec` text NOT NULL,
	`spec_hash` text NOT NULL,
	`engine` text NOT NULL,
	`image_key` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`widget_key_id` text,
	`visitor_id` text,
	`ip_hash` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`widget_key_id`) REFERENCES `widget_keys`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `renders_shop_status_idx` ON `renders` (`shop_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `renders_shop_hash_idx` ON `renders` (`shop_id`,`spec_hash`);--> statement-breakpoint
CREATE INDEX `renders_shop_visitor_idx` ON `renders` (`shop_id`,`visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `renders_shop_ip_idx` ON `renders` (`shop_id`,`ip_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `renders_widget_key_idx` ON `renders` (`widget_key_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `widget_key_origins` (
	`key_id` text NOT NULL,
	`origin` text NOT NULL,
	PRIMARY KEY(`key_id`, `origin`),
	FOREIGN KEY (`key_id`) REFERENCES `widget_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `widget_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	`last_used_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `widget_keys_key_unique` ON `widget_keys` (`key`);--> statement-breakpoint
CREATE INDEX `widget_keys_shop_idx` ON `widget_keys` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `widget_keys_live_share_uq` ON `widget_keys` (`shop_id`) WHERE kind = 'share' and revoked_at is null;--> statement-breakpoint
CREATE TABLE `widget_settings` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`display_name` text,
	`logo_file` text,
	`primary_color` text,
	`accent_color` text,
	`corner` text DEFAULT 'rounded' NOT NULL,
	`theme` text DEFAULT 'light' NOT NULL,
	`powered_by` integer DEFAULT true NOT NULL,
	`offered_brand_ids` text,
	`offered_film_ids` text,
	`offered_zones` text NOT NULL,
	`visitor_daily_limit` integer DEFAULT 5 NOT NULL,
	`contact_phone` text,
	`contact_email` text,
	`contact_website` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`render_id` text,
	`widget_key_id` text,
	`snapshot` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`preferred_date` text,
	`message` text,
	`consent_at` integer NOT NULL,
	`page_url` text NOT NULL,
	`origin` text NOT NULL,
	`visitor_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`render_id`) REFERENCES `renders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`widget_key_id`) REFERENCES `widget_keys`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `leads_shop_idx` ON `leads` (`shop_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `leads_render_email_uq` ON `leads` (`shop_id`,`render_id`,`email`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`is_quoted` integer DEFAULT false NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text,
	`phone` text DEFAULT '' NOT NULL,
	`booking_date` text,
	`check_in_time` text DEFAULT '' NOT NULL,
	`completion_date` text,
	`year` integer,
	`make` text DEFAULT '' NOT NULL,
	`model` text DEFAULT '' NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`wrap_color` text DEFAULT '' NOT NULL,
	`price` real,
	`ppf_cost` real,
	`decals_cost` real,
	`window_tinting_cost` real,
	`front_percentage` real,
	`rear_percentage` real,
	`additional_total` real,
	`customer_total` real,
	`notes` text DEFAULT '' NOT NULL,
	`vip` text,
	`repeat_customer` text,
	`dealership` text,
	`estimated_sq` real,
	`estimated_rolls` real,
	`estimated_material_cost` real,
	`net_material_revenue` real,
	`customer_quote` real,
	`lead_id` text,
	`render_id` text,
	`created_by` text,
	`quote_token_hash` text,
	`answered_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`render_id`) REFERENCES `renders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bookings_shop_date_idx` ON `bookings` (`shop_id`,`booking_date`,`check_in_time`);--> statement-breakpoint
CREATE INDEX `bookings_shop_status_idx` ON `bookings` (`shop_id`,`status`,`booking_date`);--> statement-breakpoint
CREATE INDEX `bookings_lead_idx` ON `bookings` (`lead_id`);--> statement-breakpoint
CREATE INDEX `bookings_render_idx` ON `bookings` (`render_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_token_uq` ON `bookings` (`quote_token_hash`);--> statement-breakpoint
CREATE TABLE `billing_events` (
	`key` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_session_id` text NOT NULL,
	`shop_id` text NOT NULL,
	`user_id` text,
	`offer_key` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`interval` text,
	`status` text DEFAULT 'open' NOT NULL,
	`fulfilled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_sessions_provider_session_uq` ON `checkout_sessions` (`provider_session_id`);--> statement-breakpoint
CREATE INDEX `checkout_sessions_shop_idx` ON `checkout_sessions` (`shop_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shop_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`offer_key` text NOT NULL,
	`provider_subscription_id` text NOT NULL,
	`provider_customer_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_subscriptions_provider_id_uq` ON `shop_subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `shop_subscriptions_shop_idx` ON `shop_subscriptions` (`shop_id`,`kind`,`status`);--> statement-breakpoint
CREATE VIEW `widget_usage_daily` AS 
  select shop_id, day, sum(renders) as renders, sum(leads) as leads, sum(credits) as credits from (
    select r.shop_id as shop_id, date(r.created_at / 1000, 'unixepoch') as day, 1 as renders, 0 as leads,
      coalesce((select -sum(l.delta) from credit_ledger l where l.shop_id = r.shop_id and l.reference = r.id), 0) as credits
    from renders r where r.source in ('widget', 'share')
    union all
    select shop_id, date(created_at / 1000, 'unixepoch'), 0, 1, 0 from leads
  ) group by shop_id, day
;