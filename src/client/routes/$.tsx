import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { validateLoginSearch } from '../features/auth/loginSearch';
import { redirectIfSignedIn } from '../features/auth/redirectIfSignedIn';

/** Any unknown path shows the login screen (ACB §2). */
export const Route = createFileRoute('/$')({
  validateSearch: validateLoginSearch,
  beforeLoad: redirectIfSignedIn,
  component: UnknownPathLogin,
});

function UnknownPathLogin() {
  const { return_to } = Route.useSearch();
  return <LoginScreen returnTo={return_to} />;
}
