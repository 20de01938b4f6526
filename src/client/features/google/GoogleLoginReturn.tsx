import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { googleLogin } from '../../../shared/api/google';
import { homePathFor } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { getSession, replaceUser, signIn } from '../../lib/session';
import { PublicLayout } from '../../ui/PublicLayout';
import { toast } from '../../ui/toast';
import { pathAfterLogin, takeStoredReturnTo } from '../auth/returnTo';
import { returnBody, takeTrip, type GoogleReturnSearch } from './roundTrip';
import { useLanguage } from '../../i18n/language';
import { googleText } from './text';

/** The toast of a failed Google sign-in (ACB §8 Google): the server's words (401 mismatch, provider details) or the catalogue's. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 400 || error.status === 409)) return error.message;
  if (error instanceof ApiError && (error.isOffline || error.isTimeout)) return failureMessage('log in with Google', error);
  return messages.googleLoginFailed;
}

/**
 * /login?code=… (or ?error=…): Google's answer to "Log in with Google", to linking Google from the
 * profile, or to a re-authorisation after a 424. Signs in (or updates the signed-in user) and
 * goes where the trip asked to come back to.
 */
export function GoogleLoginReturn({ search, returnTo }: { search: GoogleReturnSearch; returnTo?: string }) {
  useLanguage();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const trip = takeTrip(search);
    const signedIn = getSession().user;
    const backToApp = () => navigate({ href: takeStoredReturnTo() ?? (signedIn ? homePathFor(signedIn.roleID) : '/'), replace: true });

    void (async () => {
      if (search.error || !search.code) {
        toast.error(search.error === 'access_denied' ? messages.googleAccessDenied : messages.googleLoginFailed);
        return void (signedIn ? backToApp() : navigate({ to: '/login', search: {}, replace: true }));
      }
      if (!trip) {
        toast.error(extraMessages.googleStateUnknown);
        return void (signedIn ? backToApp() : navigate({ to: '/login', search: {}, replace: true }));
      }
      try {
        const user = await call(googleLogin, { body: returnBody(search, trip) });
        if (trip.purpose === 'login') {
          await signIn(user);
          await navigate({ href: pathAfterLogin(user, returnTo), replace: true });
          return;
        }
        await replaceUser(user);
        if (trip.purpose === 'link') toast.success(extraMessages.googleLinked);
        await backToApp();
      } catch (err) {
        toast.error(loginFailure(err));
        if (trip.purpose === 'login') await navigate({ to: '/login', search: {}, replace: true });
        else await backToApp();
      }
    })();
  }, [navigate, returnTo, search]);

  return (
    <PublicLayout>
      <section className="card auth-card" aria-labelledby="google-return-heading">
        <h1 id="google-return-heading">{googleText.signingIn}</h1>
        <p role="status" className="lead">
          {googleText.oneMoment}
        </p>
      </section>
    </PublicLayout>
  );
}
