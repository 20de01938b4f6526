import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropDatabases, serverVersion, TEST_DATABASE_URL } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Start of the names of this run's PostgreSQL databases (one per worker), dropped at the end. */
    pgDatabasePrefix: string;
  }
}

/** Says which database the API tests run on and, on PostgreSQL, drops this run's databases at the end. */
export default async function setup(project: TestProject) {
  if (!TEST_DATABASE_URL) {
    console.log('API tests on PGlite (in memory, one database per test worker)');
    return;
  }
  const adminUrl = TEST_DATABASE_URL;
  const url = new URL(adminUrl);
  console.log(`API tests on ${await serverVersion(adminUrl)} at ${url.hostname}:${url.port || 5432} (TEST_DATABASE_URL), one new database per test worker`);
  const prefix = `sentence_lab_test_${randomBytes(4).toString('hex')}`;
  project.provide('pgDatabasePrefix', prefix);
  return () => dropDatabases(adminUrl, prefix);
}
