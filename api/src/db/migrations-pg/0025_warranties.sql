CREATE TABLE "warranties" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"public_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"film_id" text,
	"brand_name" text DEFAULT '' NOT NULL,
	"film_name" text NOT NULL,
	"film_code" text DEFAULT '' NOT NULL,
	"finish" text,
	"batch" text NOT NULL,
	"zones" text NOT NULL,
	"install_date" text NOT NULL,
	"installer" text NOT NULL,
	"vin" text,
	"vehicle" text NOT NULL,
	"render_id" text,
	"manufacturer_years" integer,
	"manufacturer_horizontal_years" integer,
	"manufacturer_source" text,
	"workmanship_years" integer NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"voided_at" bigint
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"claim_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"warranty_id" text NOT NULL,
	"claim_date" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_owners" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"warranty_id" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"since" bigint NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "warranty_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"workmanship_years" integer NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_render_id_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."renders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_photos" ADD CONSTRAINT "warranty_claim_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_photos" ADD CONSTRAINT "warranty_claim_photos_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_owners" ADD CONSTRAINT "warranty_owners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_owners" ADD CONSTRAINT "warranty_owners_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_owners" ADD CONSTRAINT "warranty_owners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_settings" ADD CONSTRAINT "warranty_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_public_id_uq" ON "warranties" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "warranties_booking_idx" ON "warranties" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "warranties_shop_idx" ON "warranties" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "warranties_render_idx" ON "warranties" USING btree ("render_id");--> statement-breakpoint
CREATE INDEX "warranty_claim_photos_claim_idx" ON "warranty_claim_photos" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_warranty_idx" ON "warranty_claims" USING btree ("warranty_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_owners_warranty_idx" ON "warranty_owners" USING btree ("warranty_id","since");