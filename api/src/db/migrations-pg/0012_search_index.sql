CREATE TABLE "notification_reads" (
	"notification_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" bigint NOT NULL,
	CONSTRAINT "notification_reads_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Read flags so far were one per notification: each user it reached keeps seeing it as they did (read), so nobody's
-- bell fills with old notifications (a shop-wide one read by anyone counts as read by each of the shop's users).
INSERT INTO "notification_reads" ("notification_id", "user_id", "read_at")
SELECT n."id", u."id", n."read_at" FROM "notifications" n JOIN "users" u ON u."shop_id" = n."shop_id"
WHERE n."read_at" IS NOT NULL AND (n."user_id" IS NULL OR n."user_id" = u."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "leads_shop_created_idx" ON "leads" USING btree ("shop_id","created_at","id");