ALTER TABLE "bookings" ADD COLUMN "starts_at" bigint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "units" text;