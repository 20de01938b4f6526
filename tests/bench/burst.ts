/**
 * The bell burst (issue 13): a school of 1,500 students in 38 classes (real accounts: users,
 * classes, memberships and sessions in the database) each open one quiz (startquiz, as the page
 * does) and then press Finish on it within the same 5 seconds. Each student is one device: its own connection, one save with its own
 * Idempotency-Key and X-Queued-At, sent again with the same key after a 5xx or a dropped
 * connection (as the outbox does). Prints the curve second by second (sent, answered, p50/p99
 * of the saves sent in that second) and checks in the database that every save is stored exactly
 * once. Throws only on a lost or doubled save (a correctness bug); timings never fail it.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open';
import { classes, classStudents, users } from '../../src/server/db/schema';
import { getCatalog } from '../../src/server/content/catalog';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { createSession } from '../../src/server/features/auth/sessions';
import { RoleID } from '../../src/shared/domain/roles';
import { post, runBurst } from './load';
import { rightAnswer } from '../../src/shared/domain/items';

const STUDENTS = Number(process.env.BURST_STUDENTS ?? 1500);
const CLASSES = 38;
const WINDOW_MS = 5000;
const RETRY_MS = 500;

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

export async function measureBellBurst(db: Db, base: string): Promise<string> {
  await loadShippedPack(db, SHIPPED_PACK_DIR);
  const catalog = await getCatalog(db);
  // The class's practice set 1 of lesson 1: every student of the school finishes the same quiz.
  const quiz = catalog.quizList.map((q) => catalog.quizByID.get(q.id)!).find((q) => q.type === 2)!;
  const now = new Date();
  const seedStart = performance.now();
  const classIDs: string[] = [];
  for (let t = 0; t < CLASSES; t++) {
    const [teacher] = await db
      .insert(users)
      .values({
        roleID: RoleID.Teacher,
        first: 'Bell',
        last: `Teacher ${t}`,
        email: `bell${t}@bench.example`,
        paymentPlan: 'masterAnnual_3',
        // A paid year: the school's teachers are active, so their students may open quizzes.
        expirationDate: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: users.id });
    const [cls] = await db
      .insert(classes)
      .values({ teacherID: teacher!.id, name: `Bell ${t}`, code: `BL${String(t).padStart(6, '0')}` })
      .returning({ id: classes.id });
    classIDs.push(cls!.id);
  }
  const students: { id: string; key: string }[] = [];
  for (let i = 0; i < STUDENTS; i += 250) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(250, STUDENTS - i) }, (_, k) => ({
          roleID: RoleID.Student,
          first: 'Bell',
          last: `Pupil ${i + k}`,
          username: `bell.${i + k}`,
        })),
      )
      .returning({ id: users.id });
    await db.insert(classStudents).values(rows.map((r, k) => ({ studentID: r.id, classID: classIDs[(i + k) % CLASSES]! })));
    for (const r of rows) students.push({ id: r.id, key: await createSession(db, r.id, { now, days: 1 }) });
  }
  const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);

  // Before the bell every student opened the quiz, as the page does (POST /student/startquiz):
  // their sessions are then known to the server, as in a classroom, and each save closes an open.
  const openStart = performance.now();
  const opener = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const startURL = new URL(`${base}/api/student/startquiz`);
  const startBody = JSON.stringify({ quizID: quiz.id });
  for (let i = 0; i < students.length; i += 50) {
    const statuses = await Promise.all(
      students.slice(i, i + 50).map((student) => post(startURL, startBody, { 'X-Api-Key': student.key }, opener)),
    );
    const refused = statuses.find((status) => status !== 200);
    if (refused !== undefined) throw new Error(`bell burst: opening the quiz answered ${refused}`);
  }
  opener.destroy();
  const opened = ((performance.now() - openStart) / 1000).toFixed(1);

  // The devices are another process (tests/bench/load.ts), as a school's Chromebooks are not the server.
  const devices = students.map((student, i) => ({
    key: student.key,
    idempotencyKey: `bell-${i}`,
    // Spread evenly over the window: about 300 students press Finish each second.
    atMs: (i / STUDENTS) * WINDOW_MS,
    body: JSON.stringify({
      quizID: quiz.id,
      Score: 0,
      Answers: quiz.questions.map((q, k) => ({
        questionID: q.id,
        answer: (i + k) % 4 === 0 ? 'wrong' : rightAnswer(q),
      })),
    }),
  }));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const {
    sent: answers,
    retries,
    retryReasons,
    totalS,
  } = await runBurst({
    url: `${base}/api/student/savequiz`,
    devices,
    retryMs: RETRY_MS,
    maxTries: 20,
  });
  loop.disable();
  const sent = answers.map((s) => ({ ...s, second: Math.floor(s.atMs / 1000) }));

  const stored = (
    (await db.execute(sql`
      select count(*)::int as n, count(distinct student_id)::int as students from quiz_results
      where quiz_id = ${quiz.id} and student_id in (select id from users where username like 'bell.%')
    `)) as unknown as { rows: { n: number; students: number }[] }
  ).rows[0]!;
  const ok = sent.filter((s) => s.status === 200).length;
  if (stored.n !== STUDENTS || stored.students !== STUDENTS) {
    throw new Error(`bell burst: ${STUDENTS} students saved, ${stored.n} results stored for ${stored.students} students`);
  }

  const lines = [
    `\nBell burst: ${STUDENTS} students in ${CLASSES} classes (seeded in ${seeded}s, quiz opened by each in ${opened}s) each save one quiz within ${WINDOW_MS / 1000} s`,
    ['second'.padEnd(8), 'sent'.padStart(7), 'p50 ms'.padStart(9), 'p99 ms'.padStart(9), 'max ms'.padStart(9)].join(''),
  ];
  const seconds = Math.max(...sent.map((s) => s.second)) + 1;
  for (let sec = 0; sec < seconds; sec++) {
    const ms = sent
      .filter((s) => s.second === sec)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    lines.push(
      [
        String(sec).padEnd(8),
        String(ms.length).padStart(7),
        pct(ms, 50).toFixed(0).padStart(9),
        pct(ms, 99).toFixed(0).padStart(9),
        (ms.at(-1) ?? 0).toFixed(0).padStart(9),
      ].join(''),
    );
  }
  // Answers per second of the run, as the server gave them.
  const done = sent.map((s) => Math.floor((s.started + s.ms) / 1000));
  const perSecond = Array.from({ length: Math.ceil(totalS) }, (_, sec) => done.filter((d) => d === sec).length);
  const all = sent.map((s) => s.ms).sort((a, b) => a - b);
  lines.push(`answered per second: ${perSecond.join(', ')}`);
  lines.push(
    `all: p50 ${pct(all, 50).toFixed(0)} ms, p99 ${pct(all, 99).toFixed(0)} ms, max ${all.at(-1)!.toFixed(0)} ms; ${ok} answered 200, ${retries} resends${retries ? ` (${retryReasons.map(([st, n]) => `${n} after ${st || 'no answer'}`).join(', ')})` : ''}; ` +
      `${stored.n} results stored for ${stored.students} students (exactly once); last answer ${totalS.toFixed(1)} s after the bell; ` +
      `the server's event loop stalled at most ${Math.round(loop.max / 1e6)} ms`,
  );
  return lines.join('\n');
}
