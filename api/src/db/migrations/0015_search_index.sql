CREATE TABLE `notification_reads` (
	`notification_id` text NOT NULL,
	`user_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `notification_id`),
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Read flags so far were one per notification: each user it reached keeps seeing it as they did (read), so nobody's
-- bell fills with old notifications (a shop-wide one read by anyone counts as read by each of the shop's users).
INSERT OR IGNORE INTO `notification_reads` (`notification_id`, `user_id`, `read_at`)
SELECT n.`id`, u.`id`, n.`read_at` FROM `notifications` n JOIN `users` u ON u.`shop_id` = n.`shop_id`
WHERE n.`read_at` IS NOT NULL AND (n.`user_id` IS NULL OR n.`user_id` = u.`id`);--> statement-breakpoint
CREATE INDEX `leads_shop_created_idx` ON `leads` (`shop_id`,`created_at`,`id`);