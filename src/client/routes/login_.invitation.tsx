import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { validateLoginSearch } from '../features/auth/loginSearch';
import { authText } from '../features/auth/text';
import { useLanguage } from '../i18n/language';

// No signed-in redirect here: an invited person may be signed in as someone else on this device.
export const Route = createFileRoute('/login_/invitation')({
  validateSearch: validateLoginSearch,
  component: InvitationLogin,
});

function InvitationLogin() {
  useLanguage();
  const { return_to } = Route.useSearch();
  return (
    <LoginScreen
      returnTo={return_to}
      heading={authText.invitedTitle}
      intro={authText.invitedIntro}
    />
  );
}
