-- Classes, memberships and Google links tell every server process too (LISTEN sentence_lab_users), so
-- the in-process cache of what a user's view is built from (features/auth/class-cache.ts) drops it at
-- once: 'class:<id>' for everyone whose view shows that class (its teacher and its students), and
-- 'view:<user id>' for the user whose own list of classes, or Google link, changed.
CREATE OR REPLACE FUNCTION sentence_lab_notify_class_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sentence_lab_users', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'classes' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('sentence_lab_users', 'class:' || OLD.id::text);
      PERFORM pg_notify('sentence_lab_users', 'view:' || OLD.teacher_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('sentence_lab_users', 'class:' || NEW.id::text);
      PERFORM pg_notify('sentence_lab_users', 'view:' || NEW.teacher_id::text);
    END IF;
  ELSIF TG_TABLE_NAME = 'class_students' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('sentence_lab_users', 'class:' || OLD.class_id::text);
      PERFORM pg_notify('sentence_lab_users', 'view:' || OLD.student_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('sentence_lab_users', 'class:' || NEW.class_id::text);
      PERFORM pg_notify('sentence_lab_users', 'view:' || NEW.student_id::text);
    END IF;
  ELSE
    PERFORM pg_notify('sentence_lab_users', 'view:' || COALESCE(NEW.user_id, OLD.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER classes_notify_change AFTER INSERT OR UPDATE OR DELETE ON classes FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_class_change();
--> statement-breakpoint
CREATE TRIGGER class_students_notify_change AFTER INSERT OR UPDATE OR DELETE ON class_students FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_class_change();
--> statement-breakpoint
CREATE TRIGGER google_accounts_notify_change AFTER INSERT OR UPDATE OR DELETE ON google_accounts FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_class_change();
--> statement-breakpoint
CREATE TRIGGER classes_notify_truncate AFTER TRUNCATE ON classes FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_class_change();
--> statement-breakpoint
CREATE TRIGGER class_students_notify_truncate AFTER TRUNCATE ON class_students FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_class_change();
--> statement-breakpoint
CREATE TRIGGER google_accounts_notify_truncate AFTER TRUNCATE ON google_accounts FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_class_change();
