ALTER TABLE `bookings` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `shops` ADD `units` text;