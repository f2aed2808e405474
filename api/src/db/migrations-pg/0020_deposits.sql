CREATE TABLE "deposit_overrides" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_minor" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"session_expires_at" bigint,
	"attempt" integer DEFAULT 0 NOT NULL,
	"paid_session_id" text,
	"payment_intent_id" text,
	"refund_id" text,
	"paid_at" bigint,
	"refunded_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payments" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"provider" text,
	"account_id" text,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"account_event_at" bigint,
	"deposits_enabled" boolean DEFAULT false NOT NULL,
	"deposit_kind" text DEFAULT 'percent' NOT NULL,
	"deposit_percent" integer DEFAULT 25 NOT NULL,
	"deposit_amount_minor" bigint,
	"refund_policy" text DEFAULT 'full_until' NOT NULL,
	"refund_days" integer DEFAULT 7 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_overrides" ADD CONSTRAINT "deposit_overrides_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_overrides" ADD CONSTRAINT "deposit_overrides_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_booking_uq" ON "deposits" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_session_uq" ON "deposits" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_paid_session_uq" ON "deposits" USING btree ("paid_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payment_intent_uq" ON "deposits" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "deposits_shop_idx" ON "deposits" USING btree ("shop_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payments_account_uq" ON "shop_payments" USING btree ("account_id");