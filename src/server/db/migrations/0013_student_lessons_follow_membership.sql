-- A lesson a teacher opened for one student (student_lessons, 0011) was the teacher's choice for
-- that class: when the student leaves the class (removed, left, moved to another class, or synced
-- out of a Google class) the choice goes with it, whichever code path changed the membership.
CREATE OR REPLACE FUNCTION sentence_lab_forget_student_lessons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.class_id IS DISTINCT FROM OLD.class_id OR NEW.student_id IS DISTINCT FROM OLD.student_id THEN
    DELETE FROM student_lessons WHERE student_id = OLD.student_id AND class_id = OLD.class_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER class_students_forget_student_lessons AFTER UPDATE OR DELETE ON class_students FOR EACH ROW EXECUTE FUNCTION sentence_lab_forget_student_lessons();
