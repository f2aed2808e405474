ALTER TABLE `bookings` ADD `completed_at` integer;--> statement-breakpoint
-- Bookings completed before this column existed: their last change is the best guess of when.
UPDATE `bookings` SET `completed_at` = `updated_at` WHERE `status` = 'completed';
