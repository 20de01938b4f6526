import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { checkSession } from '../../../shared/api/auth';
import { call } from '../../lib/api';
import { getSession, replaceUser, signIn, signOut } from '../../lib/session';
import { adminListFor, clearImpersonator, readImpersonator } from '../admin/impersonator';

/** The admin's stored user may be stale: refresh it (a dead key signs out the usual way). */
async function refreshAdmin(apiKey: string) {
  try {
    const user = await call(checkSession);
    if (getSession().apiKey === apiKey) await replaceUser(user);
  } catch {
    // Offline: keep the stored admin; a 401 is handled where every call's 401 is.
  }
}

/**
 * Sign-out for the header: revoke the key, forget the session here, go to the login screen.
 * Ending an impersonation instead brings the admin back, to the list they came from
 * (/admin/students for a student, /admin/teachers otherwise; ACB §4).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      const { user } = getSession();
      const admin = user?.isImpersonate ? readImpersonator() : null;
      clearImpersonator();
      await signOut();
      if (admin && user) {
        // The admin is in memory at once; should keeping them on this device fail, the list still
        // opens (the admin key stays valid on the server), and a reload asks them to sign in.
        await signIn({ ...admin.user, apiKey: admin.apiKey }).catch((err: unknown) =>
          console.warn('[session] the admin could not be kept on this device; a reload will ask them to sign in', err),
        );
        void refreshAdmin(admin.apiKey);
        await navigate({ to: adminListFor(user.roleID) });
      } else {
        await navigate({ to: '/' });
      }
    } finally {
      setSigningOut(false);
    }
  }, [navigate]);
  return { signOut: run, signingOut };
}
