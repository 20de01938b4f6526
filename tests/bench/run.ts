/**
 * `npm run bench`: throughput and latency of the API beside bare node:http on this machine.
 * Prints figures; never fails on a timing. Runs the real app on an in-memory PGlite.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { listenHttp } from '../../src/server/listen';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import { createMailer } from '../../src/server/adapters/mail';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open';
import { classes, classStudents, quizResults, users } from '../../src/server/db/schema';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { getCatalog } from '../../src/server/content/catalog';
import { studentClassReadStats } from '../../src/server/features/auth/user-view';
import { createSession } from '../../src/server/features/auth/sessions';
import { RoleID } from '../../src/shared/domain/roles';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { gzipSync } from 'node:zlib';
import { measureOutboxReplay } from './outbox';
import { measureLighthouse } from './lighthouse';
import { measurePracticeChoice } from './practice-choice';
import { measureBellBurst } from './burst';
import { measureSchoolSignIns } from './signins';
import { measureCluster } from './cluster';
import { startFloor, startReadFloor } from './floor';
import { runLoad, type LoadSpec } from './load';
import { createDatabase } from '../api/support/postgres';
import { lessonSwitchReadStats, saveBatchStats } from '../../src/server/features/quizzes/save-batch';
import { SessionCache, startSessionCache } from '../../src/server/features/auth/session-cache';
import type { RateLimits } from '../../src/server/protection/rate-limits';
import { rightAnswer } from '../../src/shared/domain/items';

const NO_LIMITS: RateLimits = { assertOpen: async () => {}, fail: async () => {}, take: async () => {}, refund: async () => {}, clear: async () => {} };

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** Each case first runs this long uncounted (BENCH_WARMUP_SECONDS), so the figures are of a warm server. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/**
 * BENCH_ONLY=saves,burst runs some parts only (reads, saves, burst, reports, signins, login, outbox,
 * lighthouse, practice); bare node:http always runs, every ratio is against it in the same run.
 */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
/** The floor of a save (tests/bench/floor.ts), measured after the app's saves with the same requests. */
const FLOOR_ROW = 'floor: Hono + group-committed insert only (200 conn.)';
/** The floor of an authenticated read (tests/bench/floor.ts), measured beside checksession. */
const READ_FLOOR_ROW = 'floor: Hono + key hash + Map + API headers only';
const runs = (part: string) => ONLY === null || ONLY.has(part);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  sent: number;
  loopMax: number;
  serverP99: number;
  cpuPercent: number;
};

/**
 * How long the servers took per request during the case running now: from the request's
 * headers read to its answer handed to the socket. Beside the client's figures it shows where a
 * tail lies: in the app, or before the app reads the request (waiting on the socket).
 */
let serverTimes: number[] | null = null;
function timeRequests(server: http.Server) {
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const times = serverTimes;
    if (!times) return;
    const t0 = performance.now();
    res.once('finish', () => times.push(performance.now() - t0));
  });
}
const rows: Row[] = [];

/**
 * BENCH_PROFILE=<pattern>: the server's CPU is profiled over the counted seconds of each case
 * whose name matches (a regular expression, case-insensitive), written to the system's temp
 * folder as a .cpuprofile that Chrome DevTools opens.
 */
const PROFILE = process.env.BENCH_PROFILE ? new RegExp(process.env.BENCH_PROFILE, 'i') : null;

async function startProfile() {
  const session = new inspector.Session();
  session.connect();
  const post = <T>(method: string) =>
    new Promise<T>((resolve, reject) => session.post(method, (err, res) => (err ? reject(err) : resolve(res as T))));
  await post('Profiler.enable');
  return {
    start: () => post('Profiler.start'),
    async stop(name: string) {
      const { profile } = await post<{ profile: object }>('Profiler.stop');
      session.disconnect();
      const file = join(
        tmpdir(),
        `bench-${name
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase()}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}

/**
 * Waits until the database has done what the last case left queued: a case that overloads it
 * (a p99 of seconds) still has requests in the server when the load generator stops, and they
 * would be measured as the next case's slowness.
 */
let settle: () => Promise<void> = async () => {};

async function measure(name: string, spec: Omit<LoadSpec, 'durationS' | 'connections'> & { connections?: number }) {
  await settle();
  // The server's event loop while the case runs: a long stall (a checkpoint, a collection) shows as its max.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const times: number[] = [];
  let cpu = { at: 0, usage: process.cpuUsage() };
  // The load generator runs in a process of its own (tests/bench/load.ts), not on the server's thread.
  const profiling = PROFILE !== null && PROFILE.test(name) ? startProfile() : null;
  const result = await runLoad({ durationS: DURATION_S, warmupS: WARMUP_S, connections: CONNECTIONS, ...spec }, () => {
    serverTimes = times;
    cpu = { at: performance.now(), usage: process.cpuUsage() };
    void profiling?.then((p) => p.start());
  });
  const used = process.cpuUsage(cpu.usage);
  const cpuPercent = Math.round((used.user + used.system) / 10 / (performance.now() - cpu.at));
  if (profiling) console.log(`(CPU profile of "${name}": ${await (await profiling).stop(name)})`);
  serverTimes = null;
  loop.disable();
  times.sort((a, b) => a - b);
  const serverP99 = Math.round((times[Math.floor(times.length * 0.99)] ?? 0) * 10) / 10;
  rows.push({ name, ...result, loopMax: Math.round(loop.max / 1e6), serverP99, cpuPercent });
  return result;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function main() {
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  timeRequests(bare);
  const barePort = await listen(bare);
  await measure('bare node:http', { url: `http://127.0.0.1:${barePort}/` });
  bare.close();

  // In memory by default; BENCH_DATA_DIR=<empty folder> measures PGlite on disk, as `npm start` runs it;
  // `npm run bench:pg` measures on a private PostgreSQL cluster (TEST_DATABASE_URL), with the scale-out rows.
  const pgAdmin = process.env.TEST_DATABASE_URL;
  const databaseUrl = pgAdmin ? await createDatabase(pgAdmin, `sentence_lab_bench_${process.pid}`) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: process.env.BENCH_DATA_DIR ?? null });
  console.log(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (durable commits)' : process.env.BENCH_DATA_DIR ? 'PGlite on disk' : 'PGlite in memory'}`,
  );
  settle = async () => {
    await new Promise((r) => setTimeout(r, 250));
    await database.db.execute(sql`select 1`);
  };
  // As `npm start` runs it: with the session cache the database keeps right (tests/bench/README.md).
  const sessions = await startSessionCache(database);
  const appWith = (sessionCache: SessionCache | null) =>
    createApp({
      db: database.db,
      config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
      mailer: createMailer({ folder: join(tmpdir(), `sentence-lab-bench-mail-${process.pid}`), from: 'bench@sentencelab.example' }),
      log: () => {},
      sessionCache,
      // The bench makes 50 students in one class through the API in seconds: more than the abuse
      // limits allow one class code (they have their own tests); nothing measured here is limited.
      rateLimits: NO_LIMITS,
    });
  const app = appWith(sessions.cache);
  // As `npm start` listens (src/server/listen.ts: the connection queue a bell needs).
  const { server, address } = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${address.port}`;
  timeRequests(server);
  // The same app without the cache, for the before/after of the authenticated reads in one run.
  const { server: uncached, address: uncachedAddress } = await listenHttp(appWith(null).fetch, { port: 0, hostname: '127.0.0.1' });
  const uncachedBase = `http://127.0.0.1:${uncachedAddress.port}`;
  timeRequests(uncached);

  if (runs('reads')) await measure('GET /api/health (Hono, no database)', { url: `${base}/api/health` });

  const reg = await fetch(`${base}/api/user/save/teacher`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@school.example', first: 'B', last: 'T', password: 'bench123', howDidYouHearAboutUs: 'Email' }),
  });
  const { apiKey } = (await reg.json()) as { apiKey: string };
  if (runs('reads')) await measureReads(base, uncachedBase, apiKey);
  uncached.close();
  if (runs('saves') || runs('reads')) await measureQuizRows(database.db, base, apiKey);
  if (runs('burst')) console.log(await measureBellBurst(database.db, base));
  if (runs('reports')) await measureProgressReports(database.db, base);
  // Issue 26: a school's 1,500 sign-ins through one address, with the real limits on.
  if (runs('signins')) console.log(await measureSchoolSignIns(database.db));

  // argon2id is meant to be slow: this shows how many sign-ins a second one process can take.
  if (runs('login'))
    await measure('POST /api/user/login (argon2id verify)', {
      url: `${base}/api/user/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'bench@school.example', password: 'bench123' }),
      connections: 10,
    });

  if (runs('outbox')) console.log(await measureOutboxReplay(database.db, base));
  if (pgAdmin && runs('cluster')) console.log(await measureCluster(await createDatabase(pgAdmin, `sentence_lab_cluster_${process.pid}`)));
  console.log(`session cache: ${sessions.cache.stats.hits} hits, ${sessions.cache.stats.misses} misses`);
  const batches = saveBatchStats(database.db);
  if (batches.batches) console.log(`quiz saves: ${batches.items} in ${batches.batches} batches (largest ${batches.largest})`);
  const classReads = studentClassReadStats(database.db);
  const switchReads = lessonSwitchReadStats(database.db);
  const { joined } = sessions.cache.classes.stats;
  console.log(
    `class cache misses: students' classes read ${classReads.items} times in ${classReads.batches} statements, lesson switches ${switchReads.items} in ${switchReads.batches}; ${joined} misses waited for a read already running`,
  );
  server.close();
  await sessions.stop();
  await database.close();
  printTable();
  if (runs('size')) console.log(entryScriptSize());
  if (runs('lighthouse')) console.log(await measureLighthouse());
  if (runs('practice')) console.log(await measurePracticeChoice());
}

/** Authenticated reads with and without the session cache, in the same run. */
async function measureReads(base: string, uncachedBase: string, apiKey: string) {
  await measure('POST /api/user/checksession, no session cache', {
    url: `${uncachedBase}/api/user/checksession`,
    method: 'POST',
    headers: { 'X-Api-Key': apiKey },
  });
  await measure('POST /api/user/checksession (session cache)', {
    url: `${base}/api/user/checksession`,
    method: 'POST',
    headers: { 'X-Api-Key': apiKey },
  });
  // What the app's checksession answers, from the least an authenticated read can be (tests/bench/floor.ts).
  const answer = await (await fetch(`${base}/api/user/checksession`, { method: 'POST', headers: { 'X-Api-Key': apiKey } })).json();
  const floor = await startReadFloor(apiKey, answer as object);
  timeRequests(floor.server);
  await measure(READ_FLOOR_ROW, { url: floor.url, method: 'POST', headers: { 'X-Api-Key': apiKey } });
  floor.server.close();
  await measure('GET /api/class/getall, no session cache', {
    url: `${uncachedBase}/api/class/getall`,
    headers: { 'X-Api-Key': apiKey },
  });
  await measure('GET /api/class/getall (session cache + classes)', {
    url: `${base}/api/class/getall`,
    headers: { 'X-Api-Key': apiKey },
  });
}

function printTable() {
  console.log(
    [
      'case'.padEnd(54),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(8),
      'stall ms'.padStart(10),
      'server p99'.padStart(12),
      'cpu %'.padStart(7),
    ].join(''),
  );
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(54),
        String(r.rps).padStart(8),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.errors).padStart(8),
        String(r.loopMax).padStart(10),
        r.serverP99.toFixed(1).padStart(12),
        String(r.cpuPercent).padStart(7),
      ].join(''),
    );
  }
  console.log(
    `(${WARMUP_S} s of warm-up, then ${DURATION_S} s counted; the load generator in its own process. stall ms: the server's event loop ` +
      "blocked longest; server p99: from the request read to its answer written, in the server; cpu %: the server process's CPU time " +
      'over the counted seconds, 100 = one core)',
  );
  const bareRow = rows.find((r) => r.name === 'bare node:http');
  const saves = rows.find((r) => r.name.startsWith('POST /api/student/savequiz'));
  if (!bareRow) return;
  console.log('\nagainst bare node:http in this run:');
  for (const r of rows) if (r !== bareRow) console.log(`  ${r.name.padEnd(52)} ${(r.rps / bareRow.rps).toFixed(3)}`);
  if (saves) console.log(`quiz saves / bare node:http = ${(saves.rps / bareRow.rps).toFixed(3)} (the figure to watch)`);
  const readFloor = rows.find((r) => r.name === READ_FLOOR_ROW);
  if (readFloor)
    console.log(
      `the floor of an authenticated read (Hono, the key's hash, a Map, the API headers) / bare node:http = ${(readFloor.rps / bareRow.rps).toFixed(3)}`,
    );
  const floor = rows.find((r) => r.name === FLOOR_ROW);
  if (saves && floor)
    console.log(
      `the floor of a save (Hono + one group-committed insert, nothing of the app) / bare node:http = ${(floor.rps / bareRow.rps).toFixed(3)}; the app's save reaches ${(saves.rps / floor.rps).toFixed(2)} of its floor`,
    );
}

/**
 * The JavaScript the landing page loads before anything else (the entry script and its
 * modulepreloads), as sent: brotli and gzip from the build's precompressed files (needs dist/).
 */
function entryScriptSize(): string {
  try {
    const html = readFileSync('dist/index.html', 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    if (scripts.length === 0) return 'landing JavaScript: not found in dist/index.html';
    const size = (file: string, ext = '') => {
      try {
        return readFileSync(join('dist', file + ext)).length;
      } catch {
        return ext === '.gz' ? gzipSync(readFileSync(join('dist', file))).length : readFileSync(join('dist', file)).length;
      }
    };
    const sum = (ext: string) => scripts.reduce((n, f) => n + size(f, ext), 0);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    return `landing JavaScript (${scripts.length} files): ${kib(sum(''))}, ${kib(sum('.gz'))} gzip, ${kib(sum('.br'))} brotli as sent`;
  } catch {
    return 'landing JavaScript: no build in dist/ (run npm run build first)';
  }
}

/**
 * Quiz saves at 200 connections: each save is a new (student, quiz) pair of the shipped
 * curriculum (a second save of a quiz is refused), answered and scored by the server, with the
 * badge check. Beside it, the quiz content read that every student makes, served from memory.
 */
async function measureQuizRows(db: Db, base: string, teacherKey: string) {
  const shipped = await loadShippedPack(db, SHIPPED_PACK_DIR);
  const catalog = await getCatalog(db);
  // Post-evaluations need the class to enable them: the pre-tests and practice sets are enough here.
  const quizzes = catalog.quizList.filter((q) => q.type !== 3).map((q) => catalog.quizByID.get(q.id)!);
  const classRes = await fetch(`${base}/api/class/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': teacherKey },
    body: JSON.stringify({ name: 'Bench class', code: 'BENCH-01' }),
  });
  const { value: cls } = (await classRes.json()) as { value: { id: string } };
  // Enough students that no pair repeats within the run, made directly (registration's argon2 would dominate).
  const studentsNeeded = Math.ceil(((DURATION_S + WARMUP_S) * 5000) / quizzes.length);
  const now = new Date();
  const keys: string[] = [];
  for (let i = 0; i < studentsNeeded; i++) {
    const [row] = await db
      .insert(users)
      .values({ roleID: RoleID.Student, first: 'Bench', last: `Student ${i}`, username: `bench.${i}` })
      .returning({ id: users.id });
    await db.insert(classStudents).values({ studentID: row!.id, classID: cls.id });
    keys.push(await createSession(db, row!.id, { now, days: 1 }));
  }
  const bodies = quizzes.map((quiz) =>
    JSON.stringify({
      quizID: quiz.id,
      Score: 0,
      Answers: quiz.questions.map((q, i) => ({
        questionID: q.id,
        answer: i % 3 === 0 ? 'wrong' : rightAnswer(q),
      })),
    }),
  );
  const before = await countResults(db);
  if (runs('saves')) {
    await measure(`POST /api/student/savequiz (${shipped.hash ? 'shipped quizzes' : 'no content'}, 200 conn.)`, {
      url: `${base}/api/student/savequiz`,
      connections: 200,
      // A new (student, quiz) pair each request, with its own Idempotency-Key, as the outbox sends it.
      rotate: { keys, bodies, idempotencyPrefix: 'bench-save-' },
    });
    // Requests still in flight when the run stopped finish on the server: count once they have.
    await new Promise((r) => setTimeout(r, 3000));
    const row = rows.at(-1)!;
    const stored = (await countResults(db)) - before;
    console.log(
      `(savequiz: ${row.sent} requests sent, ${stored} results stored, ${row.errors} answered with an error, ${await doubledPairs(db)} quizzes stored twice, ${studentsNeeded} students x ${quizzes.length} quizzes available)`,
    );
    // The same requests to the least a save stored exactly once can be (tests/bench/floor.ts).
    const floor = await startFloor(db);
    timeRequests(floor.server);
    await measure(FLOOR_ROW, { url: floor.url, connections: 200, rotate: { keys, bodies, idempotencyPrefix: 'bench-floor-' } });
    await new Promise((r) => setTimeout(r, 3000));
    const floorRow = rows.at(-1)!;
    console.log(`(floor: ${floorRow.sent} requests sent, ${await floor.stored()} rows stored, ${floorRow.errors} answered with an error)`);
    await floor.close();
  }
  if (!runs('reads')) return;
  const lessonID = catalog.lessons[0]!.id;
  const quizUrl = `${base}/api/quiz/getall?lessonID=${lessonID}`;
  const first = await fetch(quizUrl, { headers: { 'X-Api-Key': keys[0]! } });
  const etag = first.headers.get('etag') ?? '';
  const bytes = (await first.text()).length;
  await measure(`GET /api/quiz/getall (memory + ETag, ${Math.round(bytes / 1024)} KB)`, {
    url: quizUrl,
    connections: 200,
    headers: { 'X-Api-Key': keys[0]! },
  });
  await measure('GET /api/quiz/getall (If-None-Match -> 304)', {
    url: quizUrl,
    connections: 200,
    headers: { 'X-Api-Key': keys[0]!, 'If-None-Match': etag },
  });
}

/** (student, quiz) pairs with more than one result that counts: must stay 0. */
const doubledPairs = async (db: Db) =>
  (
    (await db.execute(
      sql`select count(*)::int as n from (select 1 from quiz_results where not override_score group by student_id, quiz_id having count(*) > 1) d`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

const countResults = async (db: Db) =>
  ((await db.execute(sql`select count(*)::int as n from quiz_results`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/** One GET on a fresh connection (a kept-alive socket the server closed while a slow case ran would reset). */
const getOnce = (url: string, key: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { headers: { 'X-Api-Key': key }, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

/**
 * Progress reports for a school of 1,500 students (issue 6: "answer within 60 s at any size"):
 * a super-teacher with 38 sub-teachers, a class of about 40 each, and every student with all
 * 120 quizzes of the 24 lessons answered (one in ten taken twice, the first attempt reset),
 * seeded through the database directly. Prints milliseconds per report, one request at a time,
 * with the quiz_results indexes in place and, for the class report, without them.
 */
async function measureProgressReports(db: Db, base: string) {
  const STUDENTS = 1500;
  const CLASS_SIZE = 40;
  const catalog = await getCatalog(db);
  const quizzes = catalog.quizList.map((q) => catalog.quizByID.get(q.id)!);
  const seedStart = performance.now();
  const now = new Date();
  const [owner] = await db
    .insert(users)
    .values({
      roleID: RoleID.Teacher,
      first: 'School',
      last: 'Lead',
      email: 'lead@bench.example',
      isSuperTeacher: true,
      isGroup: true,
      paymentPlan: 'masterAnnual_3',
    })
    .returning({ id: users.id });
  const ownerKey = await createSession(db, owner!.id, { now, days: 1 });
  const classIDs: string[] = [];
  const teacherKeys: string[] = [];
  for (let t = 0; t * CLASS_SIZE < STUDENTS; t++) {
    const [teacher] = await db
      .insert(users)
      .values({
        roleID: RoleID.Teacher,
        first: 'Teacher',
        last: `T${t}`,
        email: `t${t}@bench.example`,
        isGroup: true,
        superTeacherID: owner!.id,
        paymentPlan: 'masterAnnual_3',
      })
      .returning({ id: users.id });
    const [cls] = await db
      .insert(classes)
      .values({ teacherID: teacher!.id, name: `Room ${t}`, code: `BN${String(t).padStart(6, '0')}` })
      .returning({ id: classes.id });
    classIDs.push(cls!.id);
    teacherKeys.push(await createSession(db, teacher!.id, { now, days: 1 }));
  }
  const studentIDs: string[] = [];
  for (let i = 0; i < STUDENTS; i += 250) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(250, STUDENTS - i) }, (_, k) => ({
          roleID: RoleID.Student,
          first: 'Pupil',
          last: `P${i + k}`,
          username: `pupil.${i + k}`,
        })),
      )
      .returning({ id: users.id });
    studentIDs.push(...rows.map((r) => r.id));
  }
  await db.insert(classStudents).values(studentIDs.map((id, i) => ({ studentID: id, classID: classIDs[Math.floor(i / CLASS_SIZE)]! })));
  const yearAgo = now.getTime() - 300 * 86_400_000;
  let results = 0;
  let batch: (typeof quizResults.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length) await db.insert(quizResults).values(batch);
    results += batch.length;
    batch = [];
  };
  for (const [i, studentID] of studentIDs.entries()) {
    const classID = classIDs[Math.floor(i / CLASS_SIZE)]!;
    for (const [j, quiz] of quizzes.entries()) {
      const answers = quiz.questions.map((q, k) => ({ questionID: q.id, answer: k % 4 ? 'noun' : 'verb', isCorrect: k % 4 !== 0 }));
      const row = {
        studentID,
        quizID: quiz.id,
        lessonID: quiz.lessonID,
        classID,
        answers,
        score: (i * 7 + j * 13) % 101,
        createdAt: new Date(yearAgo + ((i + j * 31) % 290) * 86_400_000),
      };
      if ((i + j) % 10 === 0)
        batch.push({ ...row, score: 40, overrideScore: true, createdAt: new Date(row.createdAt.getTime() - 86_400_000) });
      batch.push(row);
      if (batch.length >= 500) await flush();
    }
  }
  await flush();
  await db.execute(sql`analyze`);
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);

  const lessonID = catalog.lessons[0]!.id;
  const lines: string[] = [];
  const time = async (name: string, path: string, key: string, times = 10) => {
    const ms: number[] = [];
    let bytes = 0;
    await getOnce(`${base}/api${path}`, key); // warm-up, not counted
    for (let n = 0; n < times; n++) {
      const t0 = performance.now();
      const res = await getOnce(`${base}/api${path}`, key);
      ms.push(performance.now() - t0);
      bytes = res.body.length;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
    }
    ms.sort((a, b) => a - b);
    const avg = ms.reduce((a, b) => a + b, 0) / ms.length;
    lines.push(
      [name.padEnd(72), avg.toFixed(1).padStart(9), ms.at(-1)!.toFixed(1).padStart(9), `${Math.round(bytes / 1024)} KB`.padStart(9)].join(
        '',
      ),
    );
  };
  const cls = classIDs[5]!;
  const key = teacherKeys[5]!;
  const student = studentIDs[5 * CLASS_SIZE]!;
  const range = 'start=08/01/2000&end=01/01/2100&tzOffset=0';
  const runAll = async (suffix: string) => {
    await time(
      `class report, one lesson (40 students)${suffix}`,
      `/progress/getclassreport?classID=${cls}&lessonID=${lessonID}&${range}`,
      key,
    );
    await time(
      `class report, all 24 lessons (960 rows)${suffix}`,
      `/progress/getclassreport?classID=${cls}&lessonFilter=all&${range}`,
      key,
    );
    await time(`class CSV, all 24 lessons${suffix}`, `/progress/classcsv?classID=${cls}&lessonFilter=all&${range}`, key);
    await time(`student report (24 lessons)${suffix}`, `/progress/getstudentreport?studentID=${student}&${range}`, key);
    await time(
      `super-teacher report, one lesson (1,500 students)${suffix}`,
      `/progress/getsuperteacherreport?lessonID=${lessonID}&${range}`,
      ownerKey,
      5,
    );
  };
  await runAll('');
  // What the indexes on quiz_results by student are worth: the same calls without them.
  const byStudent = (
    (await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'quiz_results' and indexdef like '%(student_id%'`,
    )) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    }
  ).rows;
  for (const index of byStudent) await db.execute(sql.raw(`drop index ${index.indexname}`));
  await runAll(', no index on student_id');
  for (const index of byStudent) await db.execute(sql.raw(index.indexdef));

  console.log(
    `\nProgress reports: school of ${STUDENTS} students in ${classIDs.length} classes, ${results} results (seeded in ${seedSeconds}s)`,
  );
  console.log(`("no index on student_id": without ${byStudent.map((i) => i.indexname).join(', ')})`);
  console.log(['report'.padEnd(72), 'avg ms'.padStart(9), 'max ms'.padStart(9), 'size'.padStart(9)].join(''));
  for (const line of lines) console.log(line);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
