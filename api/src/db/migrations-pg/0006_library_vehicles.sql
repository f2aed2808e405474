CREATE TABLE "library_vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"body_style" text NOT NULL,
	"side" text NOT NULL,
	"photo_key" text NOT NULL,
	"mask_key" text NOT NULL,
	"photo_sha256" text NOT NULL,
	"mask_sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taps" text NOT NULL,
	"strokes" text NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_vehicles" ADD CONSTRAINT "library_vehicles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_vehicles" ADD CONSTRAINT "library_vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_vehicles_shop_id_uq" ON "library_vehicles" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "library_vehicles_vehicle_idx" ON "library_vehicles" USING btree ("shop_id","make","model","year");--> statement-breakpoint
CREATE INDEX "library_vehicles_shop_created_idx" ON "library_vehicles" USING btree ("shop_id","created_at");