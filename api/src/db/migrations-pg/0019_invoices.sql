CREATE TABLE "invoice_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_by" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"prefix" text DEFAULT 'INV-' NOT NULL,
	"due_days" integer DEFAULT 14 NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"booking_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"sequence" integer,
	"number" text,
	"currency" text NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"lines" text NOT NULL,
	"taxes" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"deposit_applied" bigint DEFAULT 0 NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"vehicle" text DEFAULT '' NOT NULL,
	"issue_date" text,
	"due_date" text,
	"pay_token" text NOT NULL,
	"emailed_at" bigint,
	"paid_at" bigint,
	"voided_at" bigint,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_key_uq" ON "invoice_payments" USING btree ("invoice_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_payments_shop_paid_idx" ON "invoice_payments" USING btree ("shop_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_sequence_uq" ON "invoices" USING btree ("shop_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pay_token_uq" ON "invoices" USING btree ("pay_token");--> statement-breakpoint
CREATE INDEX "invoices_shop_status_idx" ON "invoices" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_shop_issue_idx" ON "invoices" USING btree ("shop_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");