import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSession } from '../lib/useSession';
import { useSignOut } from '../features/auth/useSignOut';
import { getSession, sessionReady } from '../lib/session';
import { Layout } from '../ui/Layout';
import { kioskSessionOf } from '../features/kiosk/kioskDevice';
import { KioskIdleWatch } from '../features/kiosk/IdleWatch';

/** Every signed-in screen: no stored key means the login screen, coming back here afterwards. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    await sessionReady();
    if (!getSession().apiKey) throw redirect({ to: '/', search: { return_to: location.href } });
  },
  component: SignedInShell,
});

function SignedInShell() {
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  // Signing out clears the user a moment before the login screen replaces this one.
  if (!user) return null;
  // Signed in on a device pinned to a class (issue 14): signed out after the pin's idle time.
  const kiosk = kioskSessionOf(user.id);
  return (
    <Layout user={user} onSignOut={() => void signOut()} signingOut={signingOut}>
      <Outlet />
      {kiosk ? <KioskIdleWatch session={kiosk} /> : null}
    </Layout>
  );
}
