import { useState, type FormEvent, type ReactNode } from 'react';
import { newPasswordErrors, trimInput } from '../../shared/domain/credentials';
import { messages } from '../../shared/messages';
import { ApiError, failureText } from '../lib/api';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Field } from './Field';
import { toast } from './toast';
import { useFormFields } from './useFormFields';
import { teacherUiText } from './teacherText';

type Values = { password: string; confirm: string };

/**
 * Set Password: a teacher or super-teacher gives someone a new password. `save` sends it;
 * the dialog checks the rule first, shows 460 under the field and closes on success.
 */
export function SetPasswordDialog({
  description,
  save,
  onClose,
}: {
  description: ReactNode;
  save: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useFormFields<Values>({ password: '', confirm: '' }, (v) => newPasswordErrors(v.password, v.confirm));
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    setSaving(true);
    try {
      await save(trimInput(form.values.password));
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
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()} title={teacherUiText.setPassword} description={description}>
      <form onSubmit={submit} noValidate className="form">
        <Field
          label={teacherUiText.newPassword}
          type="password"
          autoComplete="new-password"
          {...form.bind('password')}
          onChange={(e) => {
            form.set('password', e.target.value);
            setServerError(null);
          }}
          error={form.shown('password') ?? serverError}
          hint={teacherUiText.passwordHint}
        />
        <Field
          label={teacherUiText.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...form.bind('confirm')}
          error={form.shown('confirm')}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {teacherUiText.cancel}
          </Button>
          <Button type="submit" busy={saving}>
            {teacherUiText.setPassword}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
