CREATE TABLE "film_rolls" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"film_id" text,
	"film_key" text NOT NULL,
	"film_name" text NOT NULL,
	"film_code" text,
	"brand" text DEFAULT '' NOT NULL,
	"batch" text NOT NULL,
	"width_mm" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"used_mm" integer DEFAULT 0 NOT NULL,
	"reserved_mm" integer DEFAULT 0 NOT NULL,
	"lost_mm" integer DEFAULT 0 NOT NULL,
	"cost_minor" bigint,
	"currency" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"received_on" text NOT NULL,
	"counted_mm" integer,
	"counted_at" bigint,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_stock_alerts" (
	"shop_id" text NOT NULL,
	"film_key" text NOT NULL,
	"threshold_mm" integer NOT NULL,
	"alerted" boolean DEFAULT false NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "film_stock_alerts_shop_id_film_key_pk" PRIMARY KEY("shop_id","film_key")
);
--> statement-breakpoint
CREATE TABLE "roll_reservations" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"roll_id" text NOT NULL,
	"length_mm" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roll_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"roll_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"used_mm" integer NOT NULL,
	"user_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "film_rolls" ADD CONSTRAINT "film_rolls_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_rolls" ADD CONSTRAINT "film_rolls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_stock_alerts" ADD CONSTRAINT "film_stock_alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_reservations" ADD CONSTRAINT "roll_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_reservations" ADD CONSTRAINT "roll_reservations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_reservations" ADD CONSTRAINT "roll_reservations_roll_id_film_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_uses" ADD CONSTRAINT "roll_uses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_uses" ADD CONSTRAINT "roll_uses_roll_id_film_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_uses" ADD CONSTRAINT "roll_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_uses" ADD CONSTRAINT "roll_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_rolls_shop_film_idx" ON "film_rolls" USING btree ("shop_id","film_key","received_on");--> statement-breakpoint
CREATE INDEX "roll_reservations_roll_idx" ON "roll_reservations" USING btree ("roll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roll_uses_roll_booking_uq" ON "roll_uses" USING btree ("roll_id","booking_id");--> statement-breakpoint
CREATE INDEX "roll_uses_booking_idx" ON "roll_uses" USING btree ("booking_id");