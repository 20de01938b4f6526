import { useState, type FormEvent } from 'react';
import { saveStudent, type StudentRecord } from '../../../shared/api/students';
import { isEmail } from '../../../shared/domain/credentials';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { fullName, isGoogleStudent, signInName } from './studentNames';
import { studentsText as text } from './text';

type Values = { first: string; last: string; login: string };

function validate(values: Values): Partial<Record<keyof Values, string>> {
  const login = values.login.trim();
  return {
    first: values.first.trim() ? undefined : messages.firstNameRequired,
    last: values.last.trim() ? undefined : messages.lastNameRequired,
    login: !login ? messages.emailOrUsernameRequired : login.includes('@') && !isEmail(login) ? messages.emailInvalid : undefined,
  };
}

interface EditStudentDialogProps {
  record: StudentRecord;
  /** The student's class came from Google Classroom: a Google student's name is edited there. */
  inGoogleClass: boolean;
  onClose: () => void;
  onSaved: (record: StudentRecord) => void;
}

/**
 * Edit a student (ACB §5 Student edit). The one sign-in field goes out as both email and
 * username, trimmed (ACB §7); the server keeps an address as the email, else the username.
 */
export function EditStudentDialog({ record, inGoogleClass, onClose, onSaved }: EditStudentDialogProps) {
  const form = useFormFields<Values>({ first: record.student.first, last: record.student.last, login: signInName(record) }, validate);
  const [loginTaken, setLoginTaken] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const google = isGoogleStudent(record);
  const nameLocked = google && inGoogleClass;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    const login = form.values.login.trim();
    setSaving(true);
    try {
      const saved = await call(saveStudent, {
        body: { id: record.userID, first: form.values.first.trim(), last: form.values.last.trim(), email: login, username: login },
      });
      toast.success(messages.studentUpdated);
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setLoginTaken(messages.studentInUse);
        toast.error(messages.studentInUse);
      } else {
        const text = failureText('update student', err);
        if (text) toast.error(text);
      }
    } finally {
      setSaving(false);
    }
  }

  const lockedHint = google ? extraMessages.googleStudentLocked : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.editStudent} description={text.changeDetails(fullName(record))}>
      <form onSubmit={save} noValidate className="form">
        <div className="field-row">
          <Field
            label={text.firstName}
            autoComplete="off"
            maxLength={100}
            {...form.bind('first')}
            error={form.shown('first')}
            readOnly={nameLocked}
          />
          <Field
            label={text.lastName}
            autoComplete="off"
            maxLength={100}
            {...form.bind('last')}
            error={form.shown('last')}
            readOnly={nameLocked}
          />
        </div>
        <Field
          label={text.emailOrUsername}
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          {...form.bind('login')}
          onChange={(e) => {
            form.set('login', e.target.value);
            setLoginTaken(null);
          }}
          error={form.shown('login') ?? loginTaken}
          readOnly={google}
          hint={lockedHint ?? text.signInHint}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={saving}>
            {text.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
