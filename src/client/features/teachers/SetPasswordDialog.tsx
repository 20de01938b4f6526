import { useState, type FormEvent } from 'react';
import { updateSubTeacherPassword, type SubTeacher } from '../../../shared/api/teachers';
import { newPasswordErrors, trimInput } from '../../../shared/domain/credentials';
import { messages } from '../../../shared/messages';
import { ApiError, call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { failureText } from './failureText';

type Values = { password: string; confirm: string };

/** Set Password: the super-teacher gives a sub-teacher a new password. */
export function SetPasswordDialog({ teacher, onClose }: { teacher: SubTeacher; onClose: () => void }) {
  const form = useFormFields<Values>({ password: '', confirm: '' }, (v) => newPasswordErrors(v.password, v.confirm));
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    setSaving(true);
    try {
      await call(updateSubTeacherPassword, { body: { id: teacher.id, password: trimInput(form.values.password) } });
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
      onOpenChange={(open) => !open && !saving && onClose()}
      title="Set Password"
      description={
        <>
          A new password for {teacher.first} {teacher.last}, who signs in as <strong>{teacher.email}</strong>. Let them know it yourself:
          no email is sent.
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
          <Button variant="secondary" onClick={onClose} disabled={saving}>
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
