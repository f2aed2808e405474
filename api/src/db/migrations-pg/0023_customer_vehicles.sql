CREATE TABLE "customer_vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"year" integer,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"from_catalogue" boolean DEFAULT false NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"plate_key" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_vehicle_id" text;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_vehicles_customer_idx" ON "customer_vehicles" USING btree ("shop_id","customer_key");--> statement-breakpoint
CREATE INDEX "customer_vehicles_plate_idx" ON "customer_vehicles" USING btree ("shop_id","plate_key");--> statement-breakpoint
CREATE INDEX "customer_vehicles_vin_idx" ON "customer_vehicles" USING btree ("shop_id","vin");--> statement-breakpoint
CREATE INDEX "bookings_customer_vehicle_idx" ON "bookings" USING btree ("shop_id","customer_vehicle_id");