import { redirect } from '@tanstack/react-router';
import { homePathFor } from '../../../shared/domain/roles';
import { getSession, sessionReady } from '../../lib/session';

/** beforeLoad of the login screens: a signed-in user has nothing to log in to. */
export async function redirectIfSignedIn(): Promise<void> {
  await sessionReady();
  const { user } = getSession();
  if (user) throw redirect({ to: homePathFor(user.roleID) });
}
