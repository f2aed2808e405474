ALTER TABLE `users` ADD `state` text;--> statement-breakpoint
ALTER TABLE `users` ADD `postcode` text;