import type { Roster } from './roster';

/**
 * The last tiles a pinned device showed (issue 26), so that it can show them with the network
 * down: after a student signs out offline, the next one still finds their name. Names only, as the
 * tiles themselves (first name and enough of the last name to tell two apart, no password, no
 * picture password). In the local database's `meta` table, loaded only when the tiles need it.
 */
const KEY = 'kiosk.tiles';

interface Kept {
  /** The pin's key is not kept here (it is in localStorage); a short tag tells another pin's tiles apart. */
  pin: string;
  savedAt: number;
  roster: Roster;
}

const tag = (key: string) => key.slice(0, 8);
const db = async () => (await import('../../lib/localDb')).localDb;

export async function keepTiles(key: string, roster: Roster): Promise<void> {
  try {
    await (await db()).meta.put({ key: KEY, value: { pin: tag(key), savedAt: Date.now(), roster } satisfies Kept });
  } catch {
    // No local database (a private window): the device simply has no copy for offline.
  }
}

/** The copy of this pin's tiles, or null. */
export async function keptTiles(key: string): Promise<Roster | null> {
  try {
    const kept = (await (await db()).meta.get(KEY))?.value as Kept | undefined;
    return kept && kept.pin === tag(key) && Array.isArray(kept.roster?.students) ? kept.roster : null;
  } catch {
    return null;
  }
}

/** The pin was revoked or the device unpinned: its names go with it. */
export async function forgetTiles(): Promise<void> {
  try {
    await (await db()).meta.delete(KEY);
  } catch {
    // Nothing kept.
  }
}
