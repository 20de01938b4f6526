import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { extraMessages } from '../../../shared/messages';
import { failureMessage } from '../../lib/api';
import { PublicLayout } from '../../ui/PublicLayout';
import { toast } from '../../ui/toast';
import { ImpersonationFailed, openImpersonation } from './openImpersonation';
import { useLanguage } from '../../i18n/language';
import { adminText } from './text';

/** /impersonate?username=&access_token=: signs in as the user, then goes to / (their home). */
export function ImpersonateScreen({ username, accessToken }: { username?: string; accessToken?: string }) {
  useLanguage();
  const navigate = useNavigate();
  // The token works once: never send it twice, even if React runs the effect again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!username || !accessToken) {
      toast.error(extraMessages.impersonationLinkInvalid);
      void navigate({ to: '/', replace: true });
      return;
    }
    openImpersonation(username, accessToken).then(
      () => navigate({ to: '/', replace: true }),
      (err: unknown) => {
        const failed = err instanceof ImpersonationFailed ? err : new ImpersonationFailed(err, null);
        toast.error(failureMessage('open the impersonation link', failed.cause));
        return navigate({ to: failed.admin ? '/admin/teachers' : '/', replace: true });
      },
    );
  }, [username, accessToken, navigate]);

  return (
    <PublicLayout>
      <section className="card auth-card" role="status" aria-live="polite">
        <h1>{adminText.opening}</h1>
        <p className="muted">{username ? adminText.signingInAs(username) : adminText.checkingLink}</p>
      </section>
    </PublicLayout>
  );
}
