ALTER TABLE `bookings` ADD `list_key` text GENERATED ALWAYS AS (coalesce(booking_date, '~') || ' ' || (case when check_in_time = '' then '~' else check_in_time end) || ' ' || substr('000000000000000' || created_at, -15) || ' ' || id) VIRTUAL;--> statement-breakpoint
CREATE INDEX `bookings_shop_list_idx` ON `bookings` (`shop_id`,`list_key`);--> statement-breakpoint
-- Indexed search (issue 23 item 19, decision 072): a contentless FTS5 table with the trigram tokenizer answers a
-- substring search of three characters or more; the list then applies its own LIKE to the few rows it finds, so the
-- meaning stays the same. `bookings_search` gives each booking a stable integer for the FTS5 rowid (the table's own rowid
-- may change on VACUUM); triggers keep both in step with every insert, change and delete.
CREATE TABLE `bookings_search` (
	`id` integer PRIMARY KEY,
	`booking_id` text NOT NULL UNIQUE
);--> statement-breakpoint
CREATE VIRTUAL TABLE `bookings_search_fts` USING fts5(name, email, phone, make, model, content='', tokenize='trigram');--> statement-breakpoint
INSERT INTO `bookings_search` (`booking_id`) SELECT `id` FROM `bookings`;--> statement-breakpoint
INSERT INTO `bookings_search_fts` (rowid, name, email, phone, make, model)
SELECT s.`id`, t.`first_name` || ' ' || t.`last_name`, coalesce(t.`email`, ''), t.`phone`, t.`make`, t.`model` FROM `bookings` t JOIN `bookings_search` s ON s.`booking_id` = t.`id`;--> statement-breakpoint
CREATE TRIGGER `bookings_search_insert` AFTER INSERT ON `bookings` BEGIN
	INSERT INTO `bookings_search` (`booking_id`) VALUES (new.`id`);
	INSERT INTO `bookings_search_fts` (rowid, name, email, phone, make, model)
	VALUES ((SELECT `id` FROM `bookings_search` WHERE `booking_id` = new.`id`), new.`first_name` || ' ' || new.`last_name`, coalesce(new.`email`, ''), new.`phone`, new.`make`, new.`model`);
END;--> statement-breakpoint
CREATE TRIGGER `bookings_search_update` AFTER UPDATE OF `first_name`, `last_name`, `email`, `phone`, `make`, `model` ON `bookings` BEGIN
	INSERT INTO `bookings_search_fts` (`bookings_search_fts`, rowid, name, email, phone, make, model)
	VALUES ('delete', (SELECT `id` FROM `bookings_search` WHERE `booking_id` = old.`id`), old.`first_name` || ' ' || old.`last_name`, coalesce(old.`email`, ''), old.`phone`, old.`make`, old.`model`);
	INSERT INTO `bookings_search_fts` (rowid, name, email, phone, make, model)
	VALUES ((SELECT `id` FROM `bookings_search` WHERE `booking_id` = new.`id`), new.`first_name` || ' ' || new.`last_name`, coalesce(new.`email`, ''), new.`phone`, new.`make`, new.`model`);
END;--> statement-breakpoint
CREATE TRIGGER `bookings_search_delete` AFTER DELETE ON `bookings` BEGIN
	INSERT INTO `bookings_search_fts` (`bookings_search_fts`, rowid, name, email, phone, make, model)
	VALUES ('delete', (SELECT `id` FROM `bookings_search` WHERE `booking_id` = old.`id`), old.`first_name` || ' ' || old.`last_name`, coalesce(old.`email`, ''), old.`phone`, old.`make`, old.`model`);
	DELETE FROM `bookings_search` WHERE `booking_id` = old.`id`;
END;--> statement-breakpoint
-- Indexed search (issue 23 item 19, decision 072): a contentless FTS5 table with the trigram tokenizer answers a
-- substring search of three characters or more; the list then applies its own LIKE to the few rows it finds, so the
-- meaning stays the same. `leads_search` gives each lead a stable integer for the FTS5 rowid (the table's own rowid
-- may change on VACUUM); triggers keep both in step with every insert, change and delete.
CREATE TABLE `leads_search` (
	`id` integer PRIMARY KEY,
	`lead_id` text NOT NULL UNIQUE
);--> statement-breakpoint
CREATE VIRTUAL TABLE `leads_search_fts` USING fts5(name, email, phone, message, content='', tokenize='trigram');--> statement-breakpoint
INSERT INTO `leads_search` (`lead_id`) SELECT `id` FROM `leads`;--> statement-breakpoint
INSERT INTO `leads_search_fts` (rowid, name, email, phone, message)
SELECT s.`id`, t.`name`, t.`email`, coalesce(t.`phone`, ''), coalesce(t.`message`, '') FROM `leads` t JOIN `leads_search` s ON s.`lead_id` = t.`id`;--> statement-breakpoint
CREATE TRIGGER `leads_search_insert` AFTER INSERT ON `leads` BEGIN
	INSERT INTO `leads_search` (`lead_id`) VALUES (new.`id`);
	INSERT INTO `leads_search_fts` (rowid, name, email, phone, message)
	VALUES ((SELECT `id` FROM `leads_search` WHERE `lead_id` = new.`id`), new.`name`, new.`email`, coalesce(new.`phone`, ''), coalesce(new.`message`, ''));
END;--> statement-breakpoint
CREATE TRIGGER `leads_search_update` AFTER UPDATE OF `name`, `email`, `phone`, `message` ON `leads` BEGIN
	INSERT INTO `leads_search_fts` (`leads_search_fts`, rowid, name, email, phone, message)
	VALUES ('delete', (SELECT `id` FROM `leads_search` WHERE `lead_id` = old.`id`), old.`name`, old.`email`, coalesce(old.`phone`, ''), coalesce(old.`message`, ''));
	INSERT INTO `leads_search_fts` (rowid, name, email, phone, message)
	VALUES ((SELECT `id` FROM `leads_search` WHERE `lead_id` = new.`id`), new.`name`, new.`email`, coalesce(new.`phone`, ''), coalesce(new.`message`, ''));
END;--> statement-breakpoint
CREATE TRIGGER `leads_search_delete` AFTER DELETE ON `leads` BEGIN
	INSERT INTO `leads_search_fts` (`leads_search_fts`, rowid, name, email, phone, message)
	VALUES ('delete', (SELECT `id` FROM `leads_search` WHERE `lead_id` = old.`id`), old.`name`, old.`email`, coalesce(old.`phone`, ''), coalesce(old.`message`, ''));
	DELETE FROM `leads_search` WHERE `lead_id` = old.`id`;
END;
