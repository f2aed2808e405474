CREATE TABLE "shop_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"retired_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_slugs" ADD CONSTRAINT "shop_slugs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_slugs_shop_idx" ON "shop_slugs" USING btree ("shop_id");--> statement-breakpoint
-- The shop has one name (docs/decisions/058): a widget display name the shop set, or else the owner's profile
-- business name, becomes the shop's name (its slug stays: the next rename moves it).
UPDATE "shops" SET "name" = trim("users"."business_name") FROM "users"
  WHERE "users"."shop_id" = "shops"."id" AND "users"."role" = 'owner' AND trim(coalesce("users"."business_name", '')) <> '';--> statement-breakpoint
UPDATE "shops" SET "name" = trim("widget_settings"."display_name") FROM "widget_settings"
  WHERE "widget_settings"."shop_id" = "shops"."id" AND trim(coalesce("widget_settings"."display_name", '')) <> '';--> statement-breakpoint
UPDATE "users" SET "business_name" = "shops"."name" FROM "shops" WHERE "shops"."id" = "users"."shop_id" AND "users"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "widget_settings" DROP COLUMN "display_name";