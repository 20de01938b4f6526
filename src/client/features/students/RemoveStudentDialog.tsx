import { removeStudentFromClass, type StudentRecord } from '../../../shared/api/students';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { fullName } from './studentNames';
import { Emphasis, strong } from '../../ui/Emphasis';
import { studentsText as text } from './text';

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
      title={text.removeFromClass}
      question={<Emphasis text={text.removeQuestion(strong(fullName(record)), strong(record.class?.name ?? text.theirClass))} />}
      confirmLabel={text.removeFromClass}
      action={async () => {
        if (classID) await call(removeStudentFromClass, { body: { userID: record.userID, classID } });
      }}
      successMessage={messages.studentDeleted}
      failureAction="delete student"
      onClose={onClose}
      onDone={() => onRemoved(record)}
    >
      {text.removeKeeps}
    </ConfirmDialog>
  );
}
