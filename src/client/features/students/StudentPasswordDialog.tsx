import { updateStudentPassword, type StudentRecord } from '../../../shared/api/students';
import { call } from '../../lib/api';
import { SetPasswordDialog } from '../../ui/SetPasswordDialog';
import { fullName, signInName } from './studentNames';
import { Emphasis, strong } from '../../ui/Emphasis';
import { studentsText } from './text';

/** Set Password for a student: it signs them out everywhere (issue 26). */
export function StudentPasswordDialog({ record, onClose }: { record: StudentRecord; onClose: () => void }) {
  return (
    <SetPasswordDialog
      onClose={onClose}
      save={(password) => call(updateStudentPassword, { body: { id: record.userID, password } })}
      description={
        <>
          <Emphasis text={studentsText.passwordFor(fullName(record), strong(signInName(record)))} /> {studentsText.passwordSignsOut}
        </>
      }
    />
  );
}
