import { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';

/** One type for both drivers: the PGlite and node-postgres databases share drizzle's pg core. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool (not set on PGlite). */
  pool?: Pool;
  /**
   * LISTEN on a channel: `notify` gets each payload; `lost` is called when notifications may
   * have been missed (the listening connection dropped; it reconnects by itself) and `ready`
   * once listening (again). Resolves with a function that stops listening.
   */
  listen(channel: string, on: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Listener {
  notify(payload: string): void;
  lost(): void;
  ready(): void;
}

/**
 * PostgreSQL: a connection of its own (a pooled one would stop listening when returned), which
 * reconnects after a drop, telling the listener it may have missed notifications meanwhile.
 */
async function listenOnPostgres(url: string, channel: string, on: Listener): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async (delay: number) => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    const dropped = () => {
      if (client !== c) return;
      client = null;
      on.lost();
      c.end().catch(() => {});
      retry = setTimeout(() => void connect(Math.min(delay * 2, 10_000)), delay);
    };
    c.on('error', dropped);
    c.on('end', dropped);
    c.on('notification', (msg) => {
      if (msg.channel === channel) on.notify(msg.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      on.ready();
    } catch {
      dropped();
    }
  };
  await connect(250);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is null, for tests), and applies the migrations
 * (on PostgreSQL under the start-up lock, see withStartupLock).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    const url = opts.databaseUrl;
    const database: Database = {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      listen: (channel, on) => listenOnPostgres(url, channel, on),
      close: () => pool.end(),
    };
    try {
      await withStartupLock(database, () => migrate(db, { migrationsFolder }));
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
    return database;
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let releaseLock = () => {};
  let client;
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir);
    mkdirSync(dir, { recursive: true });
    releaseLock = takeLock(join(dir, 'db.lock'));
    client = new PGlite(join(dir, 'db'));
  } else {
    client = new PGlite();
  }
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // One process, one connection: notifications arrive as the statements that send them commit.
      listen: async (channel, on) => {
        const stop = await client.listen(channel, (payload) => on.notify(payload));
        on.ready();
        return stop;
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    await client.close().catch(() => {});
    releaseLock();
    throw err;
  }
}

/** Any fixed number: the key of the advisory lock that start-ups take, one after the other. */
const STARTUP_LOCK = 5_393_721_840_417;

/**
 * Runs `fn` (start-up work: migrations, the content load, the demo seed, a content pack load)
 * while holding a PostgreSQL advisory lock, so that processes starting together on one database
 * do that work one after the other: a later one waits, then finds it done. The lock belongs to a
 * session, so it is held on one connection taken from the pool for the whole of `fn`, and a
 * process that dies frees it with its connection. On PGlite it just runs `fn`: the lock file
 * already keeps a folder to one process.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [STARTUP_LOCK]);
    if (!rows[0]?.got) {
      console.log('Waiting for another Sentence Lab process to finish starting on this database...');
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    }
  } catch (err) {
    client.release(true);
    throw err;
  }
  try {
    return await fn();
  } finally {
    // A connection whose unlock failed is closed rather than reused, which frees the lock as well.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).then(
      () => client.release(),
      (err: Error) => client.release(err),
    );
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. The lock file
 * holds our pid; a lock left by a process that no longer runs is taken over.
 */
function takeLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8'));
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `The database folder ${dirname(path)} is already in use by process ${pid}. ` +
            'Stop the other Sentence Lab server first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
