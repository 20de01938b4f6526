import { updateSubTeacherPassword, type SubTeacher } from '../../../shared/api/teachers';
import { call } from '../../lib/api';
import { SetPasswordDialog as PasswordDialog } from '../../ui/SetPasswordDialog';
import { Emphasis, strong } from '../../ui/Emphasis';
import { teachersText } from './text';

/** Set Password for a sub-teacher; no email is sent, so the super-teacher tells them. */
export function SetPasswordDialog({ teacher, onClose }: { teacher: SubTeacher; onClose: () => void }) {
  return (
    <PasswordDialog
      onClose={onClose}
      save={(password) => call(updateSubTeacherPassword, { body: { id: teacher.id, password } })}
      description={<Emphasis text={teachersText.passwordLead(teacher.first, teacher.last, strong(teacher.email ?? ''))} />}
    />
  );
}
