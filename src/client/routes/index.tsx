import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { validateLoginSearch } from '../features/auth/loginSearch';
import { redirectIfSignedIn } from '../features/auth/redirectIfSignedIn';

export const Route = createFileRoute('/')({
  validateSearch: validateLoginSearch,
  beforeLoad: redirectIfSignedIn,
  component: LoginPage,
});

function LoginPage() {
  const { return_to } = Route.useSearch();
  return <LoginScreen returnTo={return_to} />;
}
