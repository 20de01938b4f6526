/**
 * `npm run content:load -- <folder>`: loads an operator's content pack into the database the
 * server uses (DATA_DIR or DATABASE_URL, as the server reads them). A pack with any problem is
 * refused with every problem listed and nothing loaded. Stop a server running on the same
 * DATA_DIR first (PGlite allows one process); on PostgreSQL a running server picks the new
 * content up within 30 seconds. Start-up keeps this pack until the app ships new content.
 */
import { resolve } from 'node:path';
import { readConfig } from '../config';
import { openDatabase, withStartupLock } from '../db/open';
import { readPackFolder } from './pack';
import { loadPack, packHash, SHIPPED_PACK_DIR } from './load';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run content:load -- <pack folder>  (courses.json, badges.json, lessons/**/*.json)');
  process.exit(2);
}
const dir = resolve(folder);
const { pack, problems } = await readPackFolder(dir);
if (!pack) {
  console.error(`Nothing loaded: the pack in ${dir} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const shipped = await readPackFolder(SHIPPED_PACK_DIR);
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  // Not in the middle of a server's start-up, which may be loading the shipped pack.
  const result = await withStartupLock(database, () => loadPack(database.db, pack, { shippedHash: shipped.pack ? packHash(shipped.pack) : undefined }));
  if (!result.ok) {
    console.error(`Nothing loaded:\n  ${result.problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    const quizzes = pack.lessons.reduce((n, l) => n + l.quizzes.length, 0);
    console.log(`Loaded ${dir}: ${pack.courses.length} courses, ${pack.lessons.length} lessons, ${quizzes} quizzes, ${pack.badges.length} badges (pack ${result.hash.slice(0, 12)}).`);
  }
} finally {
  await database.close();
}
