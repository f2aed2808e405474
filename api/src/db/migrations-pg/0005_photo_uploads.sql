CREATE TABLE "photo_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"ip_hash" text,
	"created_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"source" text NOT NULL,
	"widget_key_id" text,
	"visitor_id" text,
	"user_id" text,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_jobs" ADD CONSTRAINT "photo_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_widget_key_id_widget_keys_id_fk" FOREIGN KEY ("widget_key_id") REFERENCES "public"."widget_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_jobs_shop_idx" ON "photo_jobs" USING btree ("shop_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "photo_jobs_visitor_idx" ON "photo_jobs" USING btree ("visitor_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "photo_jobs_ip_idx" ON "photo_jobs" USING btree ("ip_hash","kind","created_at");--> statement-breakpoint
CREATE INDEX "photo_jobs_user_idx" ON "photo_jobs" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "photo_jobs_created_idx" ON "photo_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_expires_idx" ON "photo_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_sha_idx" ON "photo_uploads" USING btree ("sha256","expires_at");