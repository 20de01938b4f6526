import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '../features/auth/RegisterScreen';
import { validateRegisterSearch } from '../features/auth/registerSearch';
import { sessionReady } from '../lib/session';

export const Route = createFileRoute('/register')({
  validateSearch: validateRegisterSearch,
  // The screen must know on arrival whether someone is already signed in.
  beforeLoad: () => sessionReady(),
  component: RegisterPage,
});

function RegisterPage() {
  const search = Route.useSearch();
  return <RegisterScreen search={search} />;
}
