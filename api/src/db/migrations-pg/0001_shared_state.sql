CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_renders" ADD COLUMN "widget_key_id" text;--> statement-breakpoint
ALTER TABLE "pending_renders" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "pending_renders" ADD COLUMN "ip_hash" text;