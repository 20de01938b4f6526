import { useState, type FormEvent } from 'react';
import { resetPasswordUpdate, startResetPassword, verifyResetPasswordCode } from '../../../shared/api/account';
import { isEmail, trimInput } from '../../../shared/domain/credentials';
import { loginMismatchMessage, messages } from '../../../shared/messages';
import { rosterMessages } from '../../../shared/rosterMessages';
import { googleEnabledNow } from '../google/googleSettings';
import { call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { accountFailure } from './failures';
import { EMPTY_NEW_PASSWORD, NewPasswordFields, newPasswordFormErrors } from '../../ui/NewPasswordFields';
import { formText } from '../../ui/formText';
import { accountText } from './text';
import './account.css';

type Step = 'email' | 'token' | 'password';

const STEP_TEXT = { email: 'stepEmail', token: 'stepToken', password: 'stepPassword' } as const satisfies Record<
  Step,
  keyof typeof accountText
>;

interface ForgotPasswordDialogProps {
  /** What the login form holds, used to start the email field when it is an address. */
  initialEmail: string;
  onClose: () => void;
  /** The password was reset: the login form can take the address. */
  onDone: (email: string) => void;
}

/**
 * Forgot password (ACB §2 Login, §4): email -> emailed token -> new password. Errors show as
 * the catalogue's toasts and under the field too, since a modal hides the toasts from screen readers.
 */
export function ForgotPasswordDialog({ initialEmail, onClose, onDone }: ForgotPasswordDialogProps) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(() => (isEmail(initialEmail) ? trimInput(initialEmail) : ''));
  // A username in the login form: most likely a student without an email, whose teacher resets the password.
  const typedUsername = trimInput(initialEmail) !== '' && !isEmail(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const passwordForm = useFormFields(EMPTY_NEW_PASSWORD, newPasswordFormErrors);

  async function run(action: () => Promise<void>) {
    setSending(true);
    try {
      await action();
    } finally {
      setSending(false);
    }
  }

  function sendToken(event: FormEvent) {
    event.preventDefault();
    const address = trimInput(email);
    if (!isEmail(address)) return void setEmailError(messages.emailInvalid);
    setEmailError(null);
    void run(async () => {
      try {
        await call(startResetPassword, { body: { email: address } });
        toast.success(messages.tokenSent);
        setToken('');
        setTokenError(null);
        setStep('token');
      } catch (err) {
        const text = accountFailure(err, 'send the token', { 404: messages.noAccountForEmail, 400: 'server', 409: 'server' });
        setEmailError(text);
        toast.error(text);
      }
    });
  }

  function checkToken(event: FormEvent) {
    event.preventDefault();
    const code = token.trim();
    setTokenError(null);
    void run(async () => {
      try {
        await call(verifyResetPasswordCode, { body: { verificationToken: code, email: trimInput(email) } });
        toast.success(messages.accessGranted);
        setStep('password');
      } catch (err) {
        // 400 is the contract's own 'enter the token' message for an empty field.
        const text = accountFailure(err, 'verify the token', {
          404: messages.invalidResetCode,
          401: loginMismatchMessage(googleEnabledNow()),
          400: 'server',
        });
        setTokenError(text);
        toast.error(text);
      }
    });
  }

  function savePassword(event: FormEvent) {
    event.preventDefault();
    if (!passwordForm.check()) return;
    const address = trimInput(email);
    void run(async () => {
      try {
        await call(resetPasswordUpdate, {
          body: { password: trimInput(passwordForm.values.password), verificationToken: token.trim(), email: address },
        });
        toast.success(messages.passwordChanged);
        onDone(address);
      } catch (err) {
        toast.error(
          accountFailure(err, 'update your password', {
            460: messages.passwordRuleServer,
            401: loginMismatchMessage(googleEnabledNow()),
            404: messages.invalidResetCode,
            400: 'server',
          }),
        );
      }
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={accountText.forgotTitle} description={accountText[STEP_TEXT[step]]}>
      {step === 'email' ? (
        <form onSubmit={sendToken} noValidate className="form" aria-label={accountText.emailTheToken}>
          <p className={typedUsername ? 'notice notice-warning' : 'muted'} role={typedUsername ? 'status' : undefined}>
            {rosterMessages.forgotNoEmail}
          </p>
          <Field
            label={accountText.email}
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailError}
          />
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onClose}>
              {formText.cancel}
            </Button>
            <Button type="submit" busy={sending}>
              {accountText.sendToken}
            </Button>
          </div>
        </form>
      ) : step === 'token' ? (
        <form onSubmit={checkToken} noValidate className="form" aria-label={accountText.checkTheToken}>
          <Field
            label={accountText.token}
            name="verificationToken"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            maxLength={20}
            inputClassName="input-code"
            hint={accountText.tokenHint(trimInput(email))}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            error={tokenError}
          />
          <div className="dialog-actions dialog-actions-split">
            <Button variant="ghost" onClick={() => setStep('email')}>
              {accountText.sendNewToken}
            </Button>
            <Button type="submit" busy={sending}>
              {accountText.verifyToken}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={savePassword} noValidate className="form" aria-label={accountText.createNewPassword}>
          <NewPasswordFields form={passwordForm} autoFocus />
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onClose}>
              {formText.cancel}
            </Button>
            <Button type="submit" busy={sending}>
              {accountText.savePassword}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
