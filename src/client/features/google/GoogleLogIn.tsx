import { useState } from 'react';
import { safeLocalPath } from '../../lib/searchParams';
import { toast } from '../../ui/toast';
import { loginFailure } from '../auth/loginFailure';
import { authText } from '../auth/text';
import { GoogleButton, OrDivider } from './GoogleButton';
import { goToGoogle } from './roundTrip';

/**
 * The login page's "Log in with Google" button and the line under it. Loaded only where Google is
 * set up (LoginScreen.tsx), so the landing page's script does not carry it (issue 13, first load).
 */
export function GoogleLogIn({ returnTo }: { returnTo?: string }) {
  const [leaving, setLeaving] = useState(false);

  async function logInWithGoogle() {
    setLeaving(true);
    try {
      await goToGoogle('login', { returnTo: safeLocalPath(returnTo) ?? null });
    } catch (err) {
      setLeaving(false);
      toast.error(loginFailure(err));
    }
  }

  return (
    <>
      <GoogleButton onClick={() => void logInWithGoogle()} busy={leaving}>
        {authText.logInWithGoogle}
      </GoogleButton>
      <OrDivider />
    </>
  );
}
