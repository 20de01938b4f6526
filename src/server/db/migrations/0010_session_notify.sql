-- Every change to a user or to a session tells every server process (LISTEN sentence_lab_users),
-- so an in-process cache of signed-in users (features/auth/session-cache.ts) drops that user at once:
-- a sign-out, a revoked session, a password change, a deleted account or a changed payment state.
CREATE OR REPLACE FUNCTION sentence_lab_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sentence_lab_users', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('sentence_lab_users', COALESCE(NEW.user_id, OLD.user_id)::text);
  ELSE
    PERFORM pg_notify('sentence_lab_users', COALESCE(NEW.id, OLD.id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_user_change();
