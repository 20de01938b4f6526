import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { loginFormError, trimInput } from '../../../shared/domain/credentials';
import { APP_VERSION, coreMessages as messages } from '../../../shared/coreMessages';
import { useLanguage } from '../../i18n/language';
import { publicText } from '../../ui/publicText';
import { authText } from './text';
import { call, loadContract } from '../../lib/api';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { signIn } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PublicLayout } from '../../ui/PublicLayout';
import { toast } from '../../ui/toast';
import { loginFailure } from './loginFailure';
import { pathAfterLogin } from './returnTo';
import { useGoogleEnabled } from '../google/googleSettings';
import { OfflineSignInNotice } from '../../offline/OfflineSignInNotice';
import { retrying } from '../../lib/retrying';

/**
 * The Forgot Password dialog (and the Radix dialog stack under it, ~12 KiB brotli) loads when it
 * is first wanted, not with the landing page (issue 13, first load); pointing at or focusing the
 * link starts loading it. The service worker precaches it, so it opens offline too.
 */
const loadForgotDialog = () => import('../account/ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(() => retrying(loadForgotDialog).then((m) => ({ default: m.ForgotPasswordDialog })));

/**
 * The Google button (and the trip to Google) loads only where Google is set up, once the page
 * knows it is (googleSettings.ts), not with the landing page (issue 13, first load). A failed load
 * (offline, no service worker yet) is tried again every 5 s; the form shows meanwhile.
 */
const GoogleLogIn = lazy(() => retrying(() => import('../google/GoogleLogIn')).then((m) => ({ default: m.GoogleLogIn })));

/**
 * The login call's contract (its schemas, valibot) is not part of the landing page's script: it
 * loads after first paint, so a sign-in does not wait for it (issue 13, first load).
 */
const authContract = () => import('../../../shared/api/auth');
afterFirstPaint(() => void authContract().catch(() => undefined));

interface LoginScreenProps {
  /** The query's return_to, already checked by the route. */
  returnTo?: string;
  /** The invitation variant greets the invited person. */
  heading?: string;
  intro?: string;
}

/** The login screen of /, any unknown path and /login/invitation (ACB §2 Login). */
export function LoginScreen({ returnTo, heading, intro }: LoginScreenProps) {
  useLanguage();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const google = useGoogleEnabled();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = loginFormError(username, password);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const { login } = await loadContract(authContract);
      const user = await call(login, { body: { username: trimInput(username), password: trimInput(password) } });
      await signIn(user);
      await navigate({ href: pathAfterLogin(user, returnTo) });
    } catch (err) {
      toast.error(loginFailure(err));
    } finally {
      setSending(false);
    }
  }

  const usernameError = error === messages.loginEmailRequired ? error : null;
  const passwordError = error && !usernameError ? error : null;

  return (
    <PublicLayout>
      <section className="card auth-card" aria-labelledby="login-heading">
        <h1 id="login-heading">{heading ?? authText.loginTitle}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
        <OfflineSignInNotice />
        {google ? (
          <Suspense fallback={null}>
            <GoogleLogIn returnTo={returnTo} />
          </Suspense>
        ) : null}
        <form onSubmit={submit} noValidate className="form">
          <Field
            label={authText.emailOrUsername}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={usernameError}
          />
          <Field
            label={authText.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
          />
          <div className="forgot-row">
            <Button
              variant="ghost"
              onClick={() => setForgotOpen(true)}
              onPointerEnter={() => void loadForgotDialog()}
              onFocus={() => void loadForgotDialog()}
            >
              {authText.forgotPassword}
            </Button>
          </div>
          <Button type="submit" busy={sending} className="button-block">
            {authText.logMeIn}
          </Button>
        </form>
        <p className="auth-switch">
          {authText.newHere} <Link to="/register">{authText.createAccount}</Link>
        </p>
      </section>
      <p className="version">{publicText.version(APP_VERSION)}</p>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            initialEmail={username}
            onClose={() => setForgotOpen(false)}
            onDone={(email) => {
              setForgotOpen(false);
              setUsername(email);
              setPassword('');
            }}
          />
        </Suspense>
      ) : null}
    </PublicLayout>
  );
}
