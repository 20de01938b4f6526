import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { signOut } from '../../lib/session';

/** Sign-out for the header: revoke the key, forget the session here, go to the login screen. */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
      await navigate({ to: '/' });
    } finally {
      setSigningOut(false);
    }
  }, [navigate]);
  return { signOut: run, signingOut };
}
