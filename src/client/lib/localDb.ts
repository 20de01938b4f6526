import Dexie, { type Table } from 'dexie';
import type { User } from '../../shared/api/auth';

/**
 * The browser's own database, shared by the page and the service worker (one schema module,
 * TOOLCHAIN.md). Version history — never edit an old version, add a new one:
 *  1. session, meta
 *  2. outbox (queued writes) and contentCache (content GET answers per user)
 */

/** The one signed-in session of this browser; its row id is always 'current'. */
export interface StoredSession {
  id: 'current';
  apiKey: string;
  user: User;
  savedAt: string;
  /**
   * A student's delivery key for this session (src/client/offline/README.md, "Shared machines"): what their
   * queued answers are handed to at sign-out, when the session key is forgotten.
   */
  deliveryKey?: { key: string; expiresAt: string; obtainedAt: string };
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * A write waiting to reach the server. Stored before anything is sent; removed once the server
 * answers 2xx. `key` is the Idempotency-Key minted when the student acted.
 */
export interface OutboxEntry {
  /** Order of the student's acts (auto-increment). */
  seq?: number;
  key: string;
  userId: string;
  /**
   * The key it is sent with: the key of the session the student acted in; their delivery key
   * once they signed out; their new session key when they sign in again.
   */
  apiKey: string;
  /** With a delivery key: the signature the device made of this entry while it held the session key. */
  signature?: string;
  method: 'POST' | 'GET';
  /** Path under /api, e.g. '/student/savequiz'. */
  path: string;
  body: unknown;
  /** What it is, in the student's words ('Pre-Test — Nouns'). */
  label: string;
  kind: 'write' | 'logout';
  /** ISO time the student acted. */
  createdAt: string;
  /**
   * pending: will be sent; auth: the server said 401, waits for this student to sign in again;
   * failed: refused for good (kept, shown to the student, reported to the teacher).
   */
  status: 'pending' | 'auth' | 'failed';
  attempts: number;
  /** Epoch ms before which no retry is made (back-off). */
  nextAttemptAt: number;
  lastError: string | null;
  /** For failed entries: the status and message of the refusal. */
  failure: { status: number; message: string } | null;
  /** A failed entry has been reported to the server for the teacher. */
  reported: boolean;
}

/** A content GET answer kept for one hour for one user. */
export interface CachedResponse {
  owner: string;
  /** Path and query under /api, e.g. '/lesson/getbycourse?courseID=…'. */
  url: string;
  /** Epoch ms the copy was stored. */
  savedAt: number;
  status: number;
  body: string;
  contentType: string;
}

class LocalDb extends Dexie {
  session!: Table<StoredSession, string>;
  meta!: Table<MetaRow, string>;
  outbox!: Table<OutboxEntry, number>;
  contentCache!: Table<CachedResponse, [string, string]>;

  constructor(name = 'sentence-lab') {
    super(name);
    this.version(1).stores({ session: 'id', meta: 'key' });
    this.version(2).stores({
      outbox: '++seq, &key, userId, status',
      contentCache: '[owner+url], owner, savedAt',
    });
    // Another tab or a new app version wants to upgrade the schema: step aside so it is not
    // blocked; Dexie reopens this connection on its next use.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
    });
  }
}

export type { LocalDb };
export const createLocalDb = (name?: string) => new LocalDb(name);
export const localDb = new LocalDb();
