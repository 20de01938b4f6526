import type { ChangeEvent, FocusEvent } from 'react';
import { newPasswordErrors } from '../../shared/domain/credentials';
import { Field } from './Field';
import { formText } from './formText';

type Bound = {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/** What the two fields need from a form made with useFormFields. */
export interface NewPasswordForm {
  bind: (key: 'password' | 'confirm') => Bound;
  shown: (key: 'password' | 'confirm') => string | undefined;
}

export type NewPasswordValues = { password: string; confirm: string };
export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: '', confirm: '' };

/** The rule and the confirmation of a new password (ACB §5), keyed by field. */
export const newPasswordFormErrors = (v: NewPasswordValues) => newPasswordErrors(v.password, v.confirm);

/** A new password and its confirmation: registration ('Password'), reset, the blocking dialog and the profile ('New Password'). */
export function NewPasswordFields({
  form,
  autoFocus,
  label = formText.newPassword,
}: {
  form: NewPasswordForm;
  autoFocus?: boolean;
  label?: string;
}) {
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={formText.passwordHint}
        {...form.bind('password')}
        error={form.shown('password')}
      />
      <Field
        label={formText.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...form.bind('confirm')}
        error={form.shown('confirm')}
      />
    </>
  );
}
