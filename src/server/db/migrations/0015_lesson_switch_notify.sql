-- A class's lesson switches (custom_lessons) and the lessons opened for one student
-- (student_lessons) tell every server process too, as 'class:<id>' on sentence_lab_users: the
-- in-process cache of what a student may open and save (features/auth/class-cache.ts) drops
-- that class's entries at once.
CREATE OR REPLACE FUNCTION sentence_lab_notify_lesson_switch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sentence_lab_users', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sentence_lab_users', 'class:' || OLD.class_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sentence_lab_users', 'class:' || NEW.class_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER custom_lessons_notify_change AFTER INSERT OR UPDATE OR DELETE ON custom_lessons FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_lesson_switch();
--> statement-breakpoint
CREATE TRIGGER student_lessons_notify_change AFTER INSERT OR UPDATE OR DELETE ON student_lessons FOR EACH ROW EXECUTE FUNCTION sentence_lab_notify_lesson_switch();
--> statement-breakpoint
CREATE TRIGGER custom_lessons_notify_truncate AFTER TRUNCATE ON custom_lessons FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_lesson_switch();
--> statement-breakpoint
CREATE TRIGGER student_lessons_notify_truncate AFTER TRUNCATE ON student_lessons FOR EACH STATEMENT EXECUTE FUNCTION sentence_lab_notify_lesson_switch();
