import { checkSession } from '../../../shared/api/auth';
import { call } from '../../lib/api';
import { replaceUser } from '../../lib/session';

/** After students move in or out the teacher's seat counts changed: fetch the user again. */
export async function refreshUser(): Promise<void> {
  try {
    await replaceUser(await call(checkSession));
  } catch {
    // The list already shows the change; the header catches up at the next session check.
  }
}
