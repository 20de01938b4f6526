import { useState } from 'react';
import { resendVerification } from '../../../shared/api/account';
import { checkSession, type User } from '../../../shared/api/auth';
import { messages } from '../../../shared/messages';
import { ApiError, call } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { accountFailure } from '../account/failures';
import { Emphasis, strong } from '../../ui/Emphasis';
import { verifyNoticeText as text } from './verifyText';

/** An unverified teacher's reminder with 'Resend' (the check-email banner links here). */
export function VerificationNotice({ user }: { user: User }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    if (!user.email) return;
    setSending(true);
    try {
      await call(resendVerification, { body: { id: user.id, email: user.email } });
      toast.success(messages.resendRequested);
    } catch (err) {
      toast.error(accountFailure(err, 'resend the verification email', {}));
      // Verified meanwhile (perhaps on another device): fetch the user so this notice goes.
      if (err instanceof ApiError && err.status === 409)
        await call(checkSession)
          .then(replaceUser)
          .catch(() => undefined);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card profile-card profile-verify" aria-labelledby="profile-verify-heading">
      <h2 id="profile-verify-heading">{text.title}</h2>
      <p>
        <Emphasis text={text.sentTo(strong(user.email ?? ''))} />
      </p>
      <div className="profile-actions">
        <Button variant="secondary" busy={sending} onClick={() => void resend()}>
          {text.resend}
        </Button>
      </div>
    </section>
  );
}
