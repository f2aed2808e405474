CREATE TABLE "customer_languages" (
	"shop_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_languages" ADD CONSTRAINT "customer_languages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_languages_key_uq" ON "customer_languages" USING btree ("shop_id","customer_key");