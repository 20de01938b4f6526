import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { validateLoginSearch } from '../features/auth/loginSearch';
import { redirectIfSignedIn } from '../features/auth/redirectIfSignedIn';
import { isPinned } from '../features/kiosk/kioskDevice';

export const Route = createFileRoute('/')({
  validateSearch: validateLoginSearch,
  beforeLoad: async () => {
    await redirectIfSignedIn();
    // A device pinned to a class (issue 14) starts at its name tiles; teachers use /login there.
    if (isPinned()) throw redirect({ to: '/kiosk' });
  },
  component: LoginPage,
});

function LoginPage() {
  const { return_to } = Route.useSearch();
  return <LoginScreen returnTo={return_to} />;
}
