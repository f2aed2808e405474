CREATE TABLE "quote_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"option_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit_amount" bigint NOT NULL,
	"tax_rate" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"film" text DEFAULT '' NOT NULL,
	"zones" text NOT NULL,
	"render_id" text,
	"discount_kind" text,
	"discount_value" bigint,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"currency" text NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"accepted_option_id" text,
	"accepted_name" text,
	"accepted_at" bigint,
	"accepted_address" text,
	"accepted_user_agent" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_booking_id_quotes_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."quotes"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_render_id_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."renders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_uq" ON "quote_lines" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_position_uq" ON "quote_options" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "quote_options_render_idx" ON "quote_options" USING btree ("render_id");--> statement-breakpoint
CREATE INDEX "quotes_shop_idx" ON "quotes" USING btree ("shop_id");