import { checkSession } from '../../../shared/api/auth';
import { call } from '../../lib/api';
import { replaceUser } from '../../lib/session';

/** After a class is deleted the user's classes and seat counts changed: fetch them again. */
export async function refreshUser(): Promise<void> {
  try {
    await replaceUser(await call(checkSession));
  } catch {
    // The screen already shows the change; the header catches up at the next session check.
  }
}
