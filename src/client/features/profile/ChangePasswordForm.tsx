import { useState, type FormEvent } from 'react';
import { updateUserPassword } from '../../../shared/api/account';
import { trimInput } from '../../../shared/domain/credentials';
import { messages } from '../../../shared/messages';
import { ApiError, call } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { accountFailure } from '../account/failures';
import { EMPTY_NEW_PASSWORD, NewPasswordFields, newPasswordFormErrors } from '../../ui/NewPasswordFields';
import { profileText } from './text';

type Values = { current: string; password: string; confirm: string };
const EMPTY: Values = { current: '', ...EMPTY_NEW_PASSWORD };

const errorsOf = (values: Values) => ({
  ...(trimInput(values.current) ? {} : { current: messages.passwordRequired }),
  ...newPasswordFormErrors(values),
});

/** Change password (not offered to Google accounts): the current one, then the new one twice. */
export function ChangePasswordForm() {
  // A fresh form after each change, so the saved password does not linger in the fields.
  const [round, setRound] = useState(0);
  return (
    <section className="card profile-card" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{profileText.changePassword}</h2>
      <PasswordForm key={round} onChanged={() => setRound((n) => n + 1)} />
    </section>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useFormFields(EMPTY, errorsOf);
  const [saving, setSaving] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setWrongCurrent(null);
    if (!form.check()) return;
    setSaving(true);
    try {
      const user = await call(updateUserPassword, {
        body: { currentPassword: trimInput(form.values.current), password: trimInput(form.values.password) },
      });
      await replaceUser(user);
      toast.success(messages.passwordChanged);
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setWrongCurrent(err.message);
      toast.error(accountFailure(err, 'update your password', { 460: messages.passwordRuleServer }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="form">
      <Field
        label={profileText.currentPassword}
        type="password"
        autoComplete="current-password"
        {...form.bind('current')}
        error={form.shown('current') ?? wrongCurrent}
      />
      <NewPasswordFields form={form} />
      <div className="profile-actions">
        <Button type="submit" busy={saving}>
          {profileText.changePasswordButton}
        </Button>
      </div>
    </form>
  );
}
