import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL (a superuser's URL on a test cluster, set by `npm run test:api:pg`)
 * the API tests run on PostgreSQL, each worker on a database of its own; without it, on PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Runs `fn` on one connection to the cluster's maintenance database. */
export async function onCluster<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database named `<prefix>_<random>` and returns its URL. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onCluster(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix`, closing any connection still open to it. */
export async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  await onCluster(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}

/** The server's version, e.g. "PostgreSQL 15.14". */
export const serverVersion = (adminUrl: string) =>
  onCluster(adminUrl, async (client) => {
    const { rows } = await client.query<{ version: string }>(`select current_setting('server_version') as version`);
    return `PostgreSQL ${rows[0]!.version.split(' ')[0]}`;
  });
