import { APP_VERSION } from '../../shared/messages';
import { localDb } from './localDb';

const KEY = 'appVersion';

/**
 * Stores the running version and returns the one stored before (undefined on a first start),
 * so a later version can tell which migrations to run (ACB §4). None demands re-login yet.
 */
export async function recordAppVersion(): Promise<string | undefined> {
  try {
    const previous = await localDb.meta.get(KEY);
    if (previous?.value !== APP_VERSION) await localDb.meta.put({ key: KEY, value: APP_VERSION });
    return typeof previous?.value === 'string' ? previous.value : undefined;
  } catch {
    return undefined;
  }
}
