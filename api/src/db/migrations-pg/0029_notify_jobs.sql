CREATE TABLE "notify_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"audience" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"booking_id" text,
	"lead_id" text,
	"payload" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" bigint NOT NULL,
	"sent_to" text,
	"detail" text,
	"owner" text,
	"lease_until" bigint,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	CONSTRAINT "notify_jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "notify_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"settings" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notify_jobs" ADD CONSTRAINT "notify_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_settings" ADD CONSTRAINT "notify_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_jobs_due_idx" ON "notify_jobs" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "notify_jobs_booking_idx" ON "notify_jobs" USING btree ("booking_id");