import { useState, type FormEvent } from 'react';
import { updateStudentPassword, type StudentRecord } from '../../../shared/api/students';
import { newPasswordErrors, trimInput } from '../../../shared/domain/credentials';
import { messages } from '../../../shared/messages';
import { ApiError, call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { failureText } from './failureText';
import { fullName, signInName } from './studentNames';

type Values = { password: string; confirm: string };

/** Set Password: a teacher gives a student a new password (the student stays signed in elsewhere). */
export function StudentPasswordDialog({ record, onClose }: { record: StudentRecord; onClose: () => void }) {
  const form = useFormFields<Values>({ password: '', confirm: '' }, (v) => newPasswordErrors(v.password, v.confirm));
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    setSaving(true);
    try {
      await call(updateStudentPassword, { body: { id: record.userID, password: trimInput(form.values.password) } });
      toast.success(messages.passwordUpdated);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 460) {
        setServerError(messages.passwordRuleServer);
        toast.error(messages.passwordRuleServer);
      } else {
        const text = failureText('update password', err);
        if (text) toast.error(text);
      }
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Set Password"
      description={
        <>
          A new password for {fullName(record)}, who signs in as <strong>{signInName(record)}</strong>.
        </>
      }
    >
      <form onSubmit={save} noValidate className="form">
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
         
          {...form.bind('password')}
          onChange={(e) => {
            form.set('password', e.target.value);
            setServerError(null);
          }}
          error={form.shown('password') ?? serverError}
          hint="4 to 30 characters, with at least one letter and one number."
        />
        <Field label="Confirm Password" type="password" autoComplete="new-password" {...form.bind('confirm')} error={form.shown('confirm')} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            Set Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
