import { useState } from 'react';
import { removeSubTeacher, type SubTeacher } from '../../../shared/api/teachers';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { failureText } from './failureText';

interface RemoveTeacherDialogProps {
  teacher: SubTeacher;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks before a teacher leaves the group: they keep their account, classes and students, but lose the seat. */
export function RemoveTeacherDialog({ teacher, onClose, onRemoved }: RemoveTeacherDialogProps) {
  const [removing, setRemoving] = useState(false);

  async function confirm() {
    setRemoving(true);
    try {
      await call(removeSubTeacher, { body: { ID: teacher.id } });
      toast.success(messages.teacherRemoved);
      onRemoved();
    } catch (err) {
      const text = failureText('remove teacher', err);
      if (text) toast.error(text);
      setRemoving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !removing && onClose()}
      title="Remove Teacher"
      description={
        <>
          Remove <strong>{teacher.first} {teacher.last}</strong> from your group?
        </>
      }
    >
      <p>
        Their seat becomes free for another teacher. They keep their account, classes and students; to go on teaching they will need
        a subscription of their own.
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={removing}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} busy={removing}>
          Remove Teacher
        </Button>
      </div>
    </Dialog>
  );
}
