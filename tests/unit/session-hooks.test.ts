import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/shared/api/auth';
import { RoleID } from '../../src/shared/domain/roles';
import type { SessionHooks } from '../../src/client/lib/session';

/**
 * The offline layer is loaded after first paint (src/client/main.tsx, issue 13): session.ts must
 * wait for its hooks, so a sign-in or a stored session that comes first is never missed; and the
 * landing page reads the stored session without Dexie and without creating the database.
 */

const alma = {
  id: 'alma-id',
  first: 'Alma',
  last: 'Ames',
  role: 'Student',
  roleID: RoleID.Student,
  isActive: true,
  classes: [],
} as unknown as User;
const KEY = 'session-key-of-alma-0123456789abcdefghijklmnop';

type SessionModule = typeof import('../../src/client/lib/session');

const deleteDatabase = () =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('sentence-lab');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/** A fresh session module, as on a new page load (its state lives in the module); `firstVisit`: no database either. */
async function freshSession({ firstVisit = true } = {}): Promise<SessionModule> {
  vi.resetModules();
  if (firstVisit) await deleteDatabase();
  return import('../../src/client/lib/session');
}

/** An offline layer that takes `ms` to load, then registers hooks that record what they were told. */
function slowOfflineLayer(session: SessionModule, ms: number) {
  const told: string[] = [];
  const hooks: SessionHooks = {
    signedIn: async (user, apiKey) => void told.push(`signedIn ${user.id} ${apiKey}`),
    signingOut: async (user) => (told.push(`signingOut ${user.id}`), { delivering: Promise.resolve() }),
  };
  const load = vi.fn(() => new Promise<void>((resolve) => setTimeout(() => (session.setSessionHooks(hooks), resolve()), ms)));
  session.setSessionHooksLoader(load);
  return { told, load };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});

describe('session hooks of a lazily loaded offline layer', () => {
  it('a sign-in before the offline layer has loaded waits for its hooks, and they are told', async () => {
    const session = await freshSession();
    const { told, load } = slowOfflineLayer(session, 50);
    await session.signIn({ ...alma, apiKey: KEY });
    expect(told).toEqual([`signedIn ${alma.id} ${KEY}`]);
    expect(load).toHaveBeenCalledTimes(1);

    await session.signOut({ revoke: false });
    expect(told).toEqual([`signedIn ${alma.id} ${KEY}`, `signingOut ${alma.id}`]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stored session starts the offline layer before sessionReady resolves (before any signed-in screen)', async () => {
    const first = await freshSession();
    await first.signIn({ ...alma, apiKey: KEY });
    // The next page load: the same database, a new module.
    const session = await freshSession({ firstVisit: false });
    const { load } = slowOfflineLayer(session, 50);
    await session.sessionReady();
    expect(session.getSession()).toEqual({ apiKey: KEY, user: alma });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a first visit reads no session, creates no database and does not load the offline layer', async () => {
    const session = await freshSession();
    const { load } = slowOfflineLayer(session, 0);
    await session.sessionReady();
    expect(session.getSession()).toEqual({ apiKey: null, user: null });
    expect(await indexedDB.databases()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load leaves the session working without hooks, and is tried again next time', async () => {
    const session = await freshSession();
    let attempts = 0;
    session.setSessionHooksLoader(async () => {
      attempts++;
      throw new Error('chunk not reachable');
    });
    await session.signIn({ ...alma, apiKey: KEY });
    expect(session.getSession().apiKey).toBe(KEY);
    await session.signOut({ revoke: false });
    expect(session.getSession().apiKey).toBeNull();
    expect(attempts).toBe(2);
  });
});
