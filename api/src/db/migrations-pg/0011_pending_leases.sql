ALTER TABLE "pending_renders" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "pending_renders" ADD COLUMN "lease_until" bigint;--> statement-breakpoint
ALTER TABLE "shop_subscriptions" ADD COLUMN "last_event_at" bigint;--> statement-breakpoint
CREATE INDEX "pending_renders_lease_idx" ON "pending_renders" USING btree ("lease_until");