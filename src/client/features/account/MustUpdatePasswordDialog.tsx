import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { updateUserPassword } from '../../../shared/api/account';
import { trimInput } from '../../../shared/domain/credentials';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { accountFailure } from './failures';
import { EMPTY_NEW_PASSWORD, NewPasswordFields, newPasswordFormErrors } from '../../ui/NewPasswordFields';
import { shellText } from '../../ui/shellText';
import './account.css';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The blocking 'Create a new password' dialog (ACB §2 Banners and dialogs): shown while
 * mustUpdatePassword is set, e.g. after signing in with a temporary password. It has no close
 * button and ignores Escape and outside clicks; signing out is the only other way out.
 */
export function MustUpdatePasswordDialog({ onSignOut }: { onSignOut: () => void }) {
  const form = useFormFields(EMPTY_NEW_PASSWORD, newPasswordFormErrors);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    setSaving(true);
    setError(null);
    try {
      const user = await call(updateUserPassword, { body: { password: trimInput(form.values.password) } });
      // The answer clears the flag, which closes this dialog for good (the stored user too).
      await replaceUser(user);
      toast.success(messages.passwordChanged);
    } catch (err) {
      const text = accountFailure(err, 'update your password', { 460: messages.passwordRuleServer });
      setError(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
        >
          <RadixDialog.Title className="dialog-title">{shellText.mustUpdateTitle}</RadixDialog.Title>
          <RadixDialog.Description className="dialog-description">
            {shellText.mustUpdateText}
          </RadixDialog.Description>
          <form onSubmit={save} noValidate className="form">
            <NewPasswordFields form={form} autoFocus />
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="dialog-actions dialog-actions-split">
              <Button variant="ghost" onClick={onSignOut}>
                {shellText.signOut}
              </Button>
              <Button type="submit" busy={saving}>
                {shellText.savePassword}
              </Button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
