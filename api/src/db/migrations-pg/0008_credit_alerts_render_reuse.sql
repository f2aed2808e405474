CREATE TABLE "credit_alerts" (
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" bigint NOT NULL,
	CONSTRAINT "credit_alerts_shop_id_kind_pk" PRIMARY KEY("shop_id","kind")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "low_credit_threshold" integer;--> statement-breakpoint
ALTER TABLE "pending_renders" ADD COLUMN "reuse_key" text;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "reused_from" text;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "charged_at" bigint;--> statement-breakpoint
ALTER TABLE "credit_alerts" ADD CONSTRAINT "credit_alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_renders_reuse_uq" ON "pending_renders" USING btree ("shop_id","reuse_key");--> statement-breakpoint
UPDATE "renders" SET "charged_at" = "created_at";