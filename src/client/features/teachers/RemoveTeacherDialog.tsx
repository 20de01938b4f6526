import { removeSubTeacher, type SubTeacher } from '../../../shared/api/teachers';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface RemoveTeacherDialogProps {
  teacher: SubTeacher;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks before a teacher leaves the group: they keep their account, classes and students, but lose the seat. */
export function RemoveTeacherDialog({ teacher, onClose, onRemoved }: RemoveTeacherDialogProps) {
  return (
    <ConfirmDialog
      title="Remove Teacher"
      question={<>Remove <strong>{teacher.first} {teacher.last}</strong> from your group?</>}
      confirmLabel="Remove Teacher"
      action={() => call(removeSubTeacher, { body: { ID: teacher.id } })}
      successMessage={messages.teacherRemoved}
      failureAction="remove teacher"
      onClose={onClose}
      onDone={onRemoved}
    >
      Their seat becomes free for another teacher. They keep their account, classes and students; to go on teaching they will need a
      subscription of their own.
    </ConfirmDialog>
  );
}
