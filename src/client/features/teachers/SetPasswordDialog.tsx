import { updateSubTeacherPassword, type SubTeacher } from '../../../shared/api/teachers';
import { call } from '../../lib/api';
import { SetPasswordDialog as PasswordDialog } from '../../ui/SetPasswordDialog';

/** Set Password for a sub-teacher; no email is sent, so the super-teacher tells them. */
export function SetPasswordDialog({ teacher, onClose }: { teacher: SubTeacher; onClose: () => void }) {
  return (
    <PasswordDialog
      onClose={onClose}
      save={(password) => call(updateSubTeacherPassword, { body: { id: teacher.id, password } })}
      description={
        <>
          A new password for {teacher.first} {teacher.last}, who signs in as <strong>{teacher.email}</strong>. Let them know it
          yourself: no email is sent.
        </>
      }
    />
  );
}
