import { createFileRoute } from '@tanstack/react-router';
import { ImpersonateScreen } from '../features/admin/ImpersonateScreen';
import { optionalText } from '../lib/searchParams';

interface ImpersonateSearch {
  username?: string;
  access_token?: string;
}

/** Public on purpose: it signs the current user out before signing in with the link. */
export const Route = createFileRoute('/impersonate')({
  validateSearch: (search: Record<string, unknown>): ImpersonateSearch => ({
    username: optionalText(search.username),
    access_token: optionalText(search.access_token),
  }),
  component: ImpersonatePage,
});

function ImpersonatePage() {
  const { username, access_token } = Route.useSearch();
  return <ImpersonateScreen username={username} accessToken={access_token} />;
}
