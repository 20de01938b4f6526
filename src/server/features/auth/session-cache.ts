import type { Database } from '../../db/open';
import type { SessionRow, UserRow } from '../../app-env';
import { ClassCache } from './class-cache';

/** The channel the database announces changed users and sessions on (migration 0010). */
export const USER_CHANNEL = 'sentence_lab_users';

/** How long a kept session (and a user's class data) may serve before it is read again. */
export const SESSION_CACHE_TTL_MS = 20 * 60_000;

interface Entry {
  session: SessionRow;
  user: UserRow;
  storedAt: number;
}

/**
 * Signed-in users by the hash of their key, so an authenticated call does not look its session
 * up in the database each time (tests/bench/README.md). Correct because every change to a user or
 * a session row makes the database notify every process (a trigger, migration 0010), and each
 * process drops that user's entries as the notification arrives; sign-out and password changes
 * also drop them in their own process before answering. While the notifications may be missing
 * (the listening connection dropped) the cache is bypassed and emptied. Entries also expire.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysOfUser = new Map<string, Set<string>>();
  /** Bumped on every invalidation: a lookup that began before one must not store what it read. */
  #generation = 0;
  #live = false;
  readonly #waiters = new Map<string, Set<() => void>>();
  /** Lookups answered from the cache, and those that went to the database (for the bench). */
  readonly stats = { hits: 0, misses: 0 };

  /** What users' views are built from besides their rows, fed by the same notices. */
  readonly classes: ClassCache;

  constructor(
    /**
     * A backstop only: every change is dropped by its notice. Long enough for a class period, so
     * a student who opened a quiz is still known when the bell rings and the whole class saves.
     */
    readonly ttlMs = SESSION_CACHE_TTL_MS,
    readonly maxEntries = 50_000,
    { classes = false }: { classes?: boolean } = {},
  ) {
    this.classes = new ClassCache(classes, ttlMs, maxEntries);
  }

  get live() {
    return this.#live;
  }

  get size() {
    return this.#entries.size;
  }

  /** Where a lookup starts: pass it to `store`. */
  get generation() {
    return this.#generation;
  }

  /** The cached session of a key hash, if live, not revoked, not expired and fresh enough. */
  get(keyHash: string, now: Date): { session: SessionRow; user: UserRow } | null {
    if (!this.#live) return null;
    const entry = this.#entries.get(keyHash);
    if (!entry) {
      this.stats.misses++;
      return null;
    }
    if (Date.now() - entry.storedAt > this.ttlMs || entry.session.expiresAt <= now || entry.session.revokedAt) {
      this.#drop(keyHash, entry.user.id);
      this.stats.misses++;
      return null;
    }
    this.stats.hits++;
    return entry;
  }

  /** Keeps what a lookup read, unless something changed since it began (`generation`). */
  store(keyHash: string, found: { session: SessionRow; user: UserRow }, generation: number) {
    if (!this.#live || generation !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) {
      // The oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.entries().next().value;
      if (oldest) this.#drop(oldest[0], oldest[1].user.id);
    }
    this.#entries.set(keyHash, { session: found.session, user: found.user, storedAt: Date.now() });
    let keys = this.#keysOfUser.get(found.user.id);
    if (!keys) this.#keysOfUser.set(found.user.id, (keys = new Set()));
    keys.add(keyHash);
  }

  /** Drops every entry of a user (their row or one of their sessions changed). */
  forgetUser(userID: string) {
    this.#generation++;
    const keys = this.#keysOfUser.get(userID);
    if (!keys) return;
    for (const key of keys) this.#entries.delete(key);
    this.#keysOfUser.delete(userID);
  }

  /** The database said this user changed: forget them, and wake whoever waits to hear it. */
  heard(userID: string) {
    this.classes.heard(userID);
    // Class and view notices say nothing about sessions.
    if (userID.startsWith('class:') || userID.startsWith('view:')) return;
    // '*': a whole table was emptied.
    if (userID === '*') this.setLive(this.#live);
    else this.forgetUser(userID);
    const waiting = this.#waiters.get(userID);
    this.#waiters.delete(userID);
    waiting?.forEach((wake) => wake());
  }

  /**
   * Resolves when the database's notification about this user reaches this process (at most
   * `ms` later). Begin waiting before the change commits; then, once it resolves, every other
   * process listening has been sent the same notification.
   */
  nextNotice(userID: string, ms = 1000): Promise<void> {
    if (!this.#live) return Promise.resolve();
    return new Promise((resolve) => {
      let set = this.#waiters.get(userID);
      if (!set) this.#waiters.set(userID, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  /** Drops everything and stops or resumes serving from the cache. */
  setLive(live: boolean) {
    this.classes.setLive(live);
    this.#generation++;
    this.#entries.clear();
    this.#keysOfUser.clear();
    this.#live = live;
  }

  #drop(keyHash: string, userID: string) {
    this.#entries.delete(keyHash);
    this.#keysOfUser.get(userID)?.delete(keyHash);
  }
}

/** A cache fed by the database's notifications; live once listening. Resolves with it and a stop function. */
export async function startSessionCache(database: Database, opts: { ttlMs?: number; maxEntries?: number } = {}) {
  // Class data is kept only where its notices arrive with the commit (class-cache.ts).
  const cache = new SessionCache(opts.ttlMs, opts.maxEntries, { classes: database.kind === 'pglite' });
  const stop = await database.listen(USER_CHANNEL, {
    notify: (userID) => cache.heard(userID),
    lost: () => cache.setLive(false),
    ready: () => cache.setLive(true),
  });
  return { cache, stop };
}
