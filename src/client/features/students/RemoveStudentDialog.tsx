import { useState } from 'react';
import { removeStudentFromClass, type StudentRecord } from '../../../shared/api/students';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { failureText } from './failureText';
import { fullName } from './studentNames';

interface RemoveStudentDialogProps {
  record: StudentRecord;
  onClose: () => void;
  onRemoved: (record: StudentRecord) => void;
}

/** Asks before a student leaves their class; the account and its work stay. */
export function RemoveStudentDialog({ record, onClose, onRemoved }: RemoveStudentDialogProps) {
  const [removing, setRemoving] = useState(false);
  const className = record.class?.name ?? 'their class';

  async function confirm() {
    if (!record.classID) return;
    setRemoving(true);
    try {
      await call(removeStudentFromClass, { body: { userID: record.userID, classID: record.classID } });
      toast.success(messages.studentDeleted);
      onRemoved(record);
    } catch (err) {
      const text = failureText('delete student', err);
      if (text) toast.error(text);
      setRemoving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !removing && onClose()}
      title="Remove from Class"
      description={
        <>
          Remove <strong>{fullName(record)}</strong> from <strong>{className}</strong>?
        </>
      }
    >
      <p>
        Their account, scores, progress and badges are kept. They can join a class again with a class code, or you can add them back
        with Move/Add Existing Student.
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={removing}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} busy={removing}>
          Remove from Class
        </Button>
      </div>
    </Dialog>
  );
}
