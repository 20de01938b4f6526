import { removeStudentFromClass, type StudentRecord } from '../../../shared/api/students';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { fullName } from './studentNames';

interface RemoveStudentDialogProps {
  record: StudentRecord;
  onClose: () => void;
  onRemoved: (record: StudentRecord) => void;
}

/** Asks before a student leaves their class; the account and its work stay. */
export function RemoveStudentDialog({ record, onClose, onRemoved }: RemoveStudentDialogProps) {
  const classID = record.classID;
  return (
    <ConfirmDialog
      title="Remove from Class"
      question={<>Remove <strong>{fullName(record)}</strong> from <strong>{record.class?.name ?? 'their class'}</strong>?</>}
      confirmLabel="Remove from Class"
      action={async () => {
        if (classID) await call(removeStudentFromClass, { body: { userID: record.userID, classID } });
      }}
      successMessage={messages.studentDeleted}
      failureAction="delete student"
      onClose={onClose}
      onDone={() => onRemoved(record)}
    >
      Their account, scores, progress and badges are kept. They can join a class again with a class code, or you can add them back
      with Move/Add Existing Student.
    </ConfirmDialog>
  );
}
