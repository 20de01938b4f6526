/**
 * `npm run bench`: throughput and latency of the API beside bare node:http on this machine.
 * Prints figures; never fails on a timing. Runs the real app on an in-memory PGlite.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import { createMailer } from '../../src/server/adapters/mail';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open';
import { classStudents, users } from '../../src/server/db/schema';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { getCatalog } from '../../src/server/content/catalog';
import { createSession } from '../../src/server/features/auth/sessions';
import { RoleID } from '../../src/shared/domain/roles';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];

async function measure(name: string, opts: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts });
  rows.push({
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 is the expected answer of a revalidation, not an error.
    errors: result.errors + result.non2xx - result['3xx'],
  });
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function main() {
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  const barePort = await listen(bare);
  await measure('bare node:http', { url: `http://127.0.0.1:${barePort}/` });
  bare.close();

  const database = await openDatabase({ dataDir: null });
  const app = createApp({
    db: database.db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
    mailer: createMailer({ folder: join(tmpdir(), `sentence-lab-bench-mail-${process.pid}`), from: 'bench@sentencelab.example' }),
    log: () => {},
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  await measure('GET /api/health (Hono, no database)', { url: `${base}/api/health` });

  const reg = await fetch(`${base}/api/user/save/teacher`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@school.example', first: 'B', last: 'T', password: 'bench123', howDidYouHearAboutUs: 'Email' }),
  });
  const { apiKey } = (await reg.json()) as { apiKey: string };
  await measure('POST /api/user/checksession (session lookup + user)', {
    url: `${base}/api/user/checksession`,
    method: 'POST',
    headers: { 'X-Api-Key': apiKey },
  });
  await measure('GET /api/class/getall (session lookup + classes)', {
    url: `${base}/api/class/getall`,
    headers: { 'X-Api-Key': apiKey },
  });
  await measureQuizRows(database.db, base, apiKey);

  // argon2id is meant to be slow: this shows how many sign-ins a second one process can take.
  await measure('POST /api/user/login (argon2id verify)', {
    url: `${base}/api/user/login`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench@school.example', password: 'bench123' }),
    connections: 10,
  });

  server.close();
  await database.close();

  console.log(`\n${DURATION_S}s per row, ${CONNECTIONS} connections (login: 10), 2-core machine\n`);
  console.log(['case'.padEnd(54), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(8)].join(''));
  for (const r of rows) {
    console.log([r.name.padEnd(54), String(r.rps).padStart(8), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(8)].join(''));
  }
  const bareRow = rows.find((r) => r.name === 'bare node:http');
  const saves = rows.find((r) => r.name.startsWith('POST /api/student/savequiz'));
  if (bareRow && saves) console.log(`\nquiz saves / bare node:http = ${(saves.rps / bareRow.rps).toFixed(3)} (the figure to watch)`);
  console.log(entryScriptSize());
}

/** The gzip size of the entry JavaScript the browser loads first (needs a build in dist/). */
function entryScriptSize(): string {
  try {
    const html = readFileSync('dist/index.html', 'utf8');
    const src = html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1];
    if (!src) return 'entry JavaScript: not found in dist/index.html';
    const code = readFileSync(join('dist', src));
    return `entry JavaScript ${src}: ${(code.length / 1024).toFixed(1)} KiB, ${(gzipSync(code).length / 1024).toFixed(1)} KiB gzip`;
  } catch {
    return 'entry JavaScript: no build in dist/ (run npm run build first)';
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
  const studentsNeeded = Math.ceil((DURATION_S * 3000) / quizzes.length);
  const now = new Date();
  const keys: string[] = [];
  for (let i = 0; i < studentsNeeded; i++) {
    const [row] = await db.insert(users).values({ roleID: RoleID.Student, first: 'Bench', last: `Student ${i}`, username: `bench.${i}` }).returning({ id: users.id });
    await db.insert(classStudents).values({ studentID: row!.id, classID: cls.id });
    keys.push(await createSession(db, row!.id, { now, days: 1 }));
  }
  const bodies = keys.flatMap((key) =>
    quizzes.map((quiz) => ({
      key,
      body: JSON.stringify({
        quizID: quiz.id,
        Score: 0,
        Answers: quiz.questions.map((q, i) => ({
          questionID: q.id,
          answer: i % 3 === 0 ? 'wrong' : q.type === 'choice' ? q.options.find((o) => o.isAnswer)!.option : q.correctAnswer,
        })),
      }),
    })),
  );
  let next = 0;
  await measure(`POST /api/student/savequiz (${shipped.hash ? 'shipped quizzes' : 'no content'}, 200 conn.)`, {
    url: `${base}/api/student/savequiz`,
    connections: 200,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const pick = bodies[next++ % bodies.length]!;
          return { ...req, headers: { 'Content-Type': 'application/json', 'X-Api-Key': pick.key }, body: pick.body };
        },
      },
    ],
  });
  const saves = next;
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
  const counted = ((await db.execute(sql`select count(*)::int as n from quiz_results`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  console.log(`(savequiz: ${saves} requests sent, ${counted} results stored, ${studentsNeeded} students x ${quizzes.length} quizzes available)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
