-- The bookings list's order as one key, sorting by bytes as on SQLite whatever the database's locale (COLLATE "C",
-- added by hand: drizzle-kit does not write collations), indexed with the shop (issue 23 items 19 and 20, decision 072).
ALTER TABLE "bookings" ADD COLUMN "list_key" text COLLATE "C" GENERATED ALWAYS AS (coalesce(booking_date, '~') || ' ' || (case when check_in_time = '' then '~' else check_in_time end) || ' ' || lpad(created_at::text, 15, '0') || ' ' || id) STORED;--> statement-breakpoint
CREATE INDEX "bookings_shop_list_idx" ON "bookings" USING btree ("shop_id","list_key");--> statement-breakpoint
-- Indexed search (issue 23 item 19, decision 072): pg_trgm GIN indexes over the searched fields, lower-cased, one
-- text per row; the list's search adds `lower(<this text>) LIKE '%…%'` beside its own per-field LIKE, which the index
-- answers for three characters or more. pg_trgm ships with PostgreSQL and is trusted (PostgreSQL 13+): a database
-- owner may create it; otherwise an administrator runs CREATE EXTENSION pg_trgm once before the upgrade.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin (lower("first_name" || ' ' || "last_name" || ' | ' || coalesce("email", '') || ' | ' || "phone" || ' | ' || "make" || ' | ' || "model") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_trgm" ON "leads" USING gin (lower("name" || ' | ' || "email" || ' | ' || coalesce("phone", '') || ' | ' || coalesce("message", '')) gin_trgm_ops);
