import { messages } from '../../shared/messages';
import { toast } from '../ui/toast';
import { recordAppVersion } from './appVersion';
import { getSession, sessionReady, signOut } from './session';

/** ACB §4: the upgrade warning shows for 5 s. */
export const APP_UPGRADED_TOAST_MS = 5_000;

/**
 * The version check at start (ACB §4 Session, SHL-20..22): a stored version older than a
 * migration that demands it says 'App upgraded, please login again.' for 5 s and signs the user
 * out (the version is stored first, so the next start says nothing).
 */
export async function checkAppVersion(goToLogin: () => void): Promise<void> {
  const { relogin } = await recordAppVersion();
  if (!relogin) return;
  toast.custom('warning', messages.appUpgraded, APP_UPGRADED_TOAST_MS);
  await sessionReady();
  if (!getSession().user) return;
  await signOut();
  goToLogin();
}
