CREATE TABLE "invoice_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"session_id" text NOT NULL,
	"url" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_checkouts_attempt_uq" ON "invoice_checkouts" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_checkouts_session_uq" ON "invoice_checkouts" USING btree ("session_id");