-- Every app process keeps signed-in members' session checks for a few seconds (server/plugins/session-cache.ts).
-- Whatever ends a session, changes a member's roles or confirms their email announces it on 'auth_changed' with
-- the user id, from the database itself, so every process forgets that member at once, whichever process, job or
-- command-line tool made the change. PostgreSQL delivers it when the transaction commits, and one per user per
-- transaction however many rows changed.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changed', changed.id::text);
  ELSE
    PERFORM pg_notify('auth_changed', changed.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OF "revoked_at" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "email_confirmed_at" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
