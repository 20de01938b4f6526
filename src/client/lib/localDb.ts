import Dexie, { type Table } from 'dexie';
import type { User } from '../../shared/api/auth';

/** The one signed-in session of this browser; its row id is always 'current'. */
export interface StoredSession {
  id: 'current';
  apiKey: string;
  user: User;
  savedAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

class LocalDb extends Dexie {
  session!: Table<StoredSession, string>;
  meta!: Table<MetaRow, string>;

  constructor() {
    super('sentence-lab');
    this.version(1).stores({ session: 'id', meta: 'key' });
    // Another tab or a new app version wants to upgrade the schema: step aside so it is not
    // blocked; Dexie reopens this connection on its next use.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
    });
  }
}

export const localDb = new LocalDb();
