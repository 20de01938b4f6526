import { APP_VERSION } from '../../shared/messages';
import { localDb } from './localDb';

const KEY = 'appVersion';

/**
 * What a version changed in the data a device keeps (ACB §4 Session: "A version mismatch runs
 * migrations; if one demands it, the user sees 'App upgraded, please login again.', is logged out
 * and the version stored"). A migration runs on a device whose stored version is older than its
 * own; `relogin` signs the user out.
 */
export interface Migration {
  version: string;
  relogin: boolean;
  why: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: '1.8.25',
    relogin: true,
    why:
      'Sessions are kept in the local database beside a delivery key (src/client/offline/README.md "Shared devices"): a session stored ' +
      'by an older version has none, so its queued answers could not be handed over at sign-out. Signing in again ' +
      'stores the session the current way.',
  },
];

/** -1, 0 or 1 as version a is older than, equal to or newer than b ("1.8.9" < "1.8.25"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The migrations a device that last ran `previous` needs to reach `current` (none on a first start or a downgrade). */
export function migrationsFrom(previous: string | undefined, current = APP_VERSION, all: readonly Migration[] = MIGRATIONS): Migration[] {
  if (previous === undefined) return [];
  return all.filter((m) => compareVersions(previous, m.version) < 0 && compareVersions(m.version, current) <= 0);
}

/**
 * Stores the running version and returns the one stored before (undefined on a first start),
 * with whether a migration between them demands a new sign-in.
 */
export async function recordAppVersion(): Promise<{ previous: string | undefined; relogin: boolean }> {
  try {
    const stored = (await localDb.meta.get(KEY))?.value;
    const previous = typeof stored === 'string' ? stored : undefined;
    if (stored !== APP_VERSION) await localDb.meta.put({ key: KEY, value: APP_VERSION });
    return { previous, relogin: migrationsFrom(previous).some((m) => m.relogin) };
  } catch {
    return { previous: undefined, relogin: false };
  }
}
