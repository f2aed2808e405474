ALTER TABLE "widget_settings" ADD COLUMN "public_daily_credits" integer;--> statement-breakpoint
ALTER TABLE "widget_settings" ADD COLUMN "share_link_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "held_at" bigint;--> statement-breakpoint
CREATE INDEX "renders_shop_created_idx" ON "renders" USING btree ("shop_id","created_at");