CREATE TABLE "shop_text_numbers" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "shop_text_numbers_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"direction" text NOT NULL,
	"phone" text NOT NULL,
	"sender" text,
	"body" text NOT NULL,
	"tag" text NOT NULL,
	"customer_id" text,
	"booking_id" text,
	"sent_by_user_id" text,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"shop_id" text NOT NULL,
	"phone" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "text_opt_outs_shop_id_phone_pk" PRIMARY KEY("shop_id","phone")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_text_numbers" ADD CONSTRAINT "shop_text_numbers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_opt_outs" ADD CONSTRAINT "text_opt_outs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_thread_idx" ON "text_messages" USING btree ("shop_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_shop_idx" ON "text_messages" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_id_idx" ON "text_messages" USING btree ("provider_message_id");