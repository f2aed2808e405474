CREATE TABLE "widget_booking_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"film_id" text NOT NULL,
	"zones" text NOT NULL,
	"requested_day" text,
	"booking_id" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_booking_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'quote_first' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_booking_requests" ADD CONSTRAINT "widget_booking_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_booking_requests" ADD CONSTRAINT "widget_booking_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_booking_requests" ADD CONSTRAINT "widget_booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_booking_settings" ADD CONSTRAINT "widget_booking_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "widget_booking_requests_lead_uq" ON "widget_booking_requests" USING btree ("lead_id");