-- Custom migration (docs/decisions/053): instances keep validated sessions with their user and shop rows in memory
-- and drop them when these tables change anywhere. The notice is sent when the writing transaction commits (never
-- for one that rolls back), by whichever instance, command or SQL session wrote. An insert cannot make a kept
-- entry stale (entries exist only for rows that were found), so only updates, deletes and truncations notify.
CREATE OR REPLACE FUNCTION wrapsmith_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wrapsmith_auth_change', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION wrapsmith_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION wrapsmith_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER shops_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION wrapsmith_notify_auth_change();
