import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { validateLoginSearch } from '../features/auth/loginSearch';

// No signed-in redirect here: an invited person may be signed in as someone else on this device.
export const Route = createFileRoute('/login/invitation')({
  validateSearch: validateLoginSearch,
  component: InvitationLogin,
});

function InvitationLogin() {
  const { return_to } = Route.useSearch();
  return (
    <LoginScreen
      returnTo={return_to}
      heading="You have been invited"
      intro="Log in with the email address and the temporary password from your invitation."
    />
  );
}
