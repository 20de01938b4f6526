import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAllCourses, getAllLessons, getLesson } from '../../src/shared/api/content';
import type { Pack } from '../../src/shared/content/schema';
import { messages } from '../../src/shared/messages';
import { readPackFolder } from '../../src/server/content/pack';
import { loadPack, loadShippedPack, packHash, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { openDatabase } from '../../src/server/db/open';
import { request } from './support/client';
import { teacherWithClass } from './support/fixtures';
import { selectRows, testServer, type TestServer } from './support/server';
import { makePack, type FixturePack } from './content-fixtures';

const run = promisify(execFile);

let srv: TestServer;
let shipped: Pack;
const temp: string[] = [];

beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
  shipped ??= (await readPackFolder(SHIPPED_PACK_DIR)).pack!;
});
// Other files share this worker's database: put the shipped curriculum back after each test.
afterEach(async () => {
  const restored = await loadPack(srv.database.db, shipped, { shippedHash: packHash(shipped) });
  expect(restored.ok).toBe(true);
});
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

const counts = async () =>
  (
    await selectRows<Record<string, number>>(
      srv.database,
      sql`select (select count(*)::int from courses) as courses, (select count(*)::int from lessons) as lessons,
        (select count(*)::int from quizzes) as quizzes, (select count(*)::int from writing_assignments) as writing,
        (select count(*)::int from badges) as badges, (select hash from content_version where id = 1) as hash`,
    )
  )[0];

async function signedIn() {
  const { teacher } = await teacherWithClass(srv);
  return teacher.key;
}

/** Writes a pack as an operator would: courses.json, badges.json and lessons/<course>/<lesson>.json. */
function packFolder(pack: FixturePack | Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sentence-lab-operator-pack-'));
  temp.push(dir);
  const p = pack as FixturePack;
  writeFileSync(join(dir, 'courses.json'), JSON.stringify(p.courses, null, 2));
  writeFileSync(join(dir, 'badges.json'), JSON.stringify(p.badges, null, 2));
  for (const lesson of p.lessons) {
    mkdirSync(join(dir, 'lessons', lesson.courseID), { recursive: true });
    writeFileSync(join(dir, 'lessons', lesson.courseID, `${lesson.id}.json`), JSON.stringify(lesson, null, 2));
  }
  return dir;
}

describe('loadPack', () => {
  it('replaces the content in one go: new rows in, rows the pack no longer has out, the hash recorded', async () => {
    const key = await signedIn();
    const before = await request(srv.url, getAllCourses, { key });
    const pack = makePack(['fx-nouns']);
    const result = await loadPack(srv.database.db, pack);
    expect(result).toEqual({ ok: true, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await counts()).toEqual({ courses: 2, lessons: 1, quizzes: 5, writing: 1, badges: 2, hash: (result as { hash: string }).hash });
    // The app serves the new content at once, with new ETags.
    const after = await request(srv.url, getAllCourses, { key });
    expect(after.body.map((c: { id: string }) => c.id)).toEqual(['fx-course', 'fx-other']);
    expect(after.body).not.toEqual(before.body);
    const gone = await request(srv.url, getLesson, { key, params: { id: shipped.lessons[0]!.id } });
    expect(gone).toEqual({ status: 404, body: { message: messages.lessonGone } });
  });

  it('updates changed rows in place', async () => {
    const key = await signedIn();
    const pack = makePack(['fx-nouns']);
    await loadPack(srv.database.db, pack);
    pack.lessons[0]!.name = 'Nouns, renamed';
    await loadPack(srv.database.db, pack);
    const lessons = await request(srv.url, getAllLessons, { key });
    expect(lessons.body.map((l: { name: string }) => l.name)).toEqual(['Nouns, renamed']);
  });

  it('refuses a broken pack with its problems and leaves the previous content untouched', async () => {
    const key = await signedIn();
    const before = await counts();
    const served = await fetch(`${srv.url}/api/lesson/getall`, { headers: { 'X-Api-Key': key } });
    const etag = served.headers.get('etag');
    const pack = makePack();
    pack.lessons[0]!.quizzes[0]!.questions[0]!.options![1]!.isAnswer = true;
    pack.lessons[1]!.courseID = 'no-such-course';
    const result = await loadPack(srv.database.db, pack);
    expect(result).toEqual({
      ok: false,
      problems: [
        'lesson fx-nouns quiz fx-nouns-pre question fx-nouns-pre-q1: a choice question needs exactly one answer, found 2',
        'lesson fx-verbs: course "no-such-course" does not exist',
      ],
    });
    expect(await counts()).toEqual(before);
    const again = await fetch(`${srv.url}/api/lesson/getall`, { headers: { 'X-Api-Key': key, 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('a failure part-way through loads nothing (one transaction)', async () => {
    const before = await counts();
    const pack = makePack();
    // Passes the check but breaks in the database: a NUL byte is not allowed in PostgreSQL text.
    pack.lessons[1]!.name = 'Broken \u0000 name';
    await expect(loadPack(srv.database.db, pack)).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });
});

describe('start-up (loadShippedPack)', () => {
  it("keeps an operator's pack while the shipped curriculum is unchanged, and loads the shipped one when it changes", async () => {
    const shippedHash = packHash(shipped);
    const operator = await loadPack(srv.database.db, makePack(['fx-nouns']), { shippedHash });
    expect(operator.ok).toBe(true);
    expect(await loadShippedPack(srv.database.db, SHIPPED_PACK_DIR)).toEqual({ loaded: false, hash: shippedHash });
    expect((await counts())!.courses).toBe(2);

    // A new version of the app ships different content: it replaces the operator's.
    await srv.database.db.execute(sql`update content_version set hash = 'an older curriculum' where id = 2`);
    expect(await loadShippedPack(srv.database.db, SHIPPED_PACK_DIR)).toEqual({ loaded: true, hash: shippedHash });
    expect(await counts()).toMatchObject({ courses: shipped.courses.length, lessons: shipped.lessons.length, hash: shippedHash });
  });

  it('refuses a broken shipped folder with every problem', async () => {
    const dir = packFolder(makePack());
    writeFileSync(join(dir, 'courses.json'), '[]');
    await expect(loadShippedPack(srv.database.db, dir)).rejects.toThrow(/courses: Invalid length/);
  });
});

describe('npm run content:load', () => {
  const cli = (folder: string, dataDir: string) =>
    run('npx', ['tsx', 'src/server/content/load-cli.ts', folder], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 60_000,
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('refuses a broken pack with the exact problem, exit 1, nothing loaded', async () => {
    const pack = makePack();
    pack.lessons[0]!.quizzes[1]!.questions[1]!.text = 'The dog barked.';
    const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-cli-data-'));
    temp.push(dataDir);
    const result = await cli(packFolder(pack), dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing loaded');
    expect(result.stderr).toContain('lesson fx-nouns quiz fx-nouns-pe1 question fx-nouns-pe1-q2: a blank question needs exactly one ___ in its text');
    // The database was never opened.
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  }, 90_000);

  it('loads a good pack into the DATA_DIR database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-cli-data-'));
    temp.push(dataDir);
    const result = await cli(packFolder(makePack(['fx-nouns'])), dataDir);
    expect(result.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Loaded .*: 2 courses, 1 lessons, 5 quizzes, 2 badges/);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await selectRows<{ id: string }>(database, sql`select id from courses order by "order"`);
      expect(rows.map((r) => r.id)).toEqual(['fx-course', 'fx-other']);
      // The shipped pack of this version counts as applied, so a start-up keeps the operator's pack.
      expect(await loadShippedPack(database.db, SHIPPED_PACK_DIR)).toMatchObject({ loaded: false });
    } finally {
      await database.close();
    }
  }, 90_000);
});
