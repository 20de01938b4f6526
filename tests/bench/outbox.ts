/**
 * Issue 5's outbox benchmark: 500 quiz saves queued offline in the real outbox core (Dexie on
 * fake-indexeddb, the same module the page and the service worker run), then replayed against
 * the real server once the network returns. Prints how long the replay takes and checks in the
 * database that every save is stored exactly once. Throws only when a save is lost, doubled or
 * stored with other answers (a correctness bug); timings never fail it.
 */
import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createStudent, registerTeacher } from '../../src/shared/api/auth';
import { saveClass } from '../../src/shared/api/classes';
import { getAllLessons, getQuizzesOfLesson, type Quiz } from '../../src/shared/api/content';
import { createLocalDb, type LocalDb } from '../../src/client/lib/localDb';
import { createOutbox, type Outbox } from '../../src/client/offline/outbox';
import type { Db } from '../../src/server/db/open';
import { quizResults, users } from '../../src/server/db/schema';
import { REPLAYED_HEADER } from '../../src/server/idempotency';
import { BULK_DELIVERY_PATH, BULK_MAX_REQUESTS } from '../../src/shared/api/sync';
import { request } from '../api/support/client';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { rightAnswer } from '../../src/shared/domain/items';

const STUDENTS = 50;
const QUIZZES_PER_STUDENT = 10;
/** Delivered entries sent again with the same Idempotency-Key (a second tab or the worker replaying them). */
const RESENT = 50;

type Student = { id: string; key: string };
type Save = {
  userId: string;
  apiKey: string;
  quizID: string;
  label: string;
  body: { quizID: string; Score: number; Answers: { questionID: string; answer: string }[] };
};

/** The network between the outbox and the server: while `offline`, every request fails as a dropped connection would. */
function network() {
  const counts = { offline: false, blocked: 0, sent: 0, carried: 0, replayed: 0, httpMs: 0 };
  const fetchThrough: typeof fetch = async (input, init) => {
    if (counts.offline) {
      counts.blocked++;
      throw new TypeError('fetch failed');
    }
    counts.sent++;
    const t0 = performance.now();
    const response = await fetch(input, init);
    counts.httpMs += performance.now() - t0;
    if (response.headers.get(REPLAYED_HEADER) === 'true') counts.replayed++;
    // A bulk call: the saves it carried, and those of them answered from the idempotency store.
    if (String(input).endsWith(`/api${BULK_DELIVERY_PATH}`) && response.ok) {
      const { answers } = (await response.clone().json()) as { answers: { headers: Record<string, string> }[] };
      counts.carried += answers.length;
      counts.replayed += answers.filter((a) => a.headers[REPLAYED_HEADER] === 'true').length;
    } else counts.carried++;
    return response;
  };
  const reset = () => Object.assign(counts, { blocked: 0, sent: 0, carried: 0, replayed: 0, httpMs: 0 });
  return { counts, fetch: fetchThrough, reset };
}

/** One lock for several outbox instances, as navigator.locks gives the page and the worker. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

const answerFor = (q: Quiz['questions'][number], right: boolean) =>
  q.type === 'choice' ? q.options.find((o) => o.isAnswer === right)!.option : right ? rightAnswer(q) : `${rightAnswer(q)}s`;

async function ok<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** A paid teacher's class of 50 students, all made through the API, and the quizzes they can save (no post-evaluations). */
async function classOfStudents(db: Db, base: string, quizzesNeeded: number) {
  const teacher = await ok(
    'register teacher',
    request(base, registerTeacher, {
      body: { email: 'outbox@bench.example', first: 'Olive', last: 'Box', password: 'bench123', howDidYouHearAboutUs: 'Email' },
    }),
  );
  // A trial has 5 seats; the plan is set in the database as the API tests do (no payment adapter here).
  await db
    .update(users)
    .set({ paymentPlan: 'masterAnnual_3', expirationDate: new Date(Date.now() + 365 * 86_400_000), maxStudents: STUDENTS })
    .where(eq(users.id, teacher.id));
  const { value: cls } = await ok(
    'create class',
    request(base, saveClass, { key: teacher.apiKey, body: { name: 'Replay class', code: 'REPLAY-1' } }),
  );
  const students: Student[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const made = await ok(
      'create student',
      request(base, createStudent, {
        body: { User: { username: `replay.${i}`, first: 'Replay', last: `Student ${i}`, password: 'bench123' }, Class: { code: cls.code } },
      }),
    );
    students.push({ id: made.user.id, key: made.user.apiKey });
  }
  const key = students[0]!.key;
  const quizzes: Quiz[] = [];
  for (const lesson of await ok('lessons', request(base, getAllLessons, { key }))) {
    const ofLesson = await ok('quizzes', request(base, getQuizzesOfLesson, { key, query: { lessonID: lesson.id } }));
    quizzes.push(...(ofLesson as Quiz[]).filter((q) => q.type !== 3));
    if (quizzes.length >= quizzesNeeded) break;
  }
  if (quizzes.length < quizzesNeeded)
    throw new Error(`outbox bench: ${quizzes.length} quizzes loaded, ${quizzesNeeded} needed (is the shipped content loaded?)`);
  return { students, quizzes };
}

/** Round `round`'s saves: ten quizzes per student no earlier round used, about one answer in four wrong. */
function savesOf(students: Student[], quizzes: Quiz[], round: number): Save[] {
  return students.flatMap((student, s) =>
    Array.from({ length: QUIZZES_PER_STUDENT }, (_, j) => {
      const quiz = quizzes[(s * 3 + round * QUIZZES_PER_STUDENT + j) % quizzes.length]!;
      const Answers = quiz.questions.map((q, i) => ({ questionID: q.id, answer: answerFor(q, (s + j + i) % 4 !== 0) }));
      return { userId: student.id, apiKey: student.key, quizID: quiz.id, label: quiz.name, body: { quizID: quiz.id, Score: 0, Answers } };
    }),
  );
}

/** Compares what the database holds for these students with the saves queued: counted per (student, quiz). */
async function verify(db: Db, students: Student[], saves: Save[]) {
  const ids = students.map((s) => s.id);
  const quizIDs = [...new Set(saves.map((s) => s.quizID))];
  const groups = await db
    .select({ studentID: quizResults.studentID, quizID: quizResults.quizID, n: sql<number>`count(*)::int` })
    .from(quizResults)
    .where(and(inArray(quizResults.studentID, ids), inArray(quizResults.quizID, quizIDs)))
    .groupBy(quizResults.studentID, quizResults.quizID);
  const count = new Map(groups.map((g) => [`${g.studentID}/${g.quizID}`, Number(g.n)]));
  const expected = new Map(saves.map((s) => [`${s.userId}/${s.quizID}`, s]));
  let stored = 0;
  let duplicates = 0;
  let missing = 0;
  for (const key of expected.keys()) {
    const n = count.get(key) ?? 0;
    stored += n;
    if (n === 0) missing++;
    if (n > 1) duplicates += n - 1;
  }
  const rows = await db
    .select({ studentID: quizResults.studentID, quizID: quizResults.quizID, answers: quizResults.answers })
    .from(quizResults)
    .where(and(inArray(quizResults.studentID, ids), inArray(quizResults.quizID, quizIDs)));
  let otherAnswers = 0;
  for (const row of rows) {
    const save = expected.get(`${row.studentID}/${row.quizID}`);
    if (!save) continue; // a pair of another round
    const got = (row.answers as { questionID: string; answer: string }[]).map((a) => `${a.questionID}=${a.answer}`).join('|');
    if (got !== save.body.Answers.map((a) => `${a.questionID}=${a.answer}`).join('|')) otherAnswers++;
  }
  return { stored, duplicates, missing, otherAnswers };
}

type Mode = { name: string; drainers: 1 | 2; lock: 'shared' | 'none' };

async function round(db: Db, base: string, students: Student[], saves: Save[], mode: Mode, index: number) {
  const local: LocalDb = createLocalDb(`outbox-bench-${index}`);
  await local.open();
  const net = network();
  const delivered = new Map<string, unknown>();
  const lock = mode.lock === 'shared' ? sharedLock() : undefined;
  const outboxes: Outbox[] = Array.from({ length: mode.drainers }, () =>
    createOutbox({
      db: local,
      fetch: net.fetch,
      baseUrl: `${base}/api`,
      // Without a shared lock each instance has its own in-process one: nothing stops them sending the same entry.
      withLock: lock,
      onOutcome: (o) => {
        if (o.kind === 'sent' && !delivered.has(o.key)) delivered.set(o.key, o.response);
      },
    }),
  );
  const [first] = outboxes as [Outbox];

  // Offline: the student acts, each save is stored with its Idempotency-Key before anything is sent.
  net.counts.offline = true;
  for (const save of saves)
    await first.enqueue({ userId: save.userId, apiKey: save.apiKey, path: '/student/savequiz', body: save.body, label: save.label });
  const queued = await local.outbox.toArray();
  await Promise.all(outboxes.map((o) => o.drain()));
  const stillQueued = await local.outbox.count();
  const backingOff = await local.outbox.filter((e) => e.attempts > 0 && e.nextAttemptAt > Date.now()).count();
  const offline = { ...net.counts };
  const afterOffline = await verify(db, students, saves);
  if (stillQueued !== saves.length || offline.sent !== 0 || afterOffline.stored !== 0) {
    throw new Error(
      `outbox bench (${mode.name}): while offline ${offline.sent} requests left and ${stillQueued}/${saves.length} entries stayed queued`,
    );
  }

  // The network is back: forced drains (the 'online' event) until the outbox is empty.
  net.counts.offline = false;
  net.reset();
  const t0 = performance.now();
  for (let pass = 0; (await local.outbox.count()) > 0; pass++) {
    if (pass >= 50) throw new Error(`outbox bench (${mode.name}): ${await local.outbox.count()} entries still queued after 50 drains`);
    await Promise.all(outboxes.map((o) => o.drain({ force: true })));
  }
  const replayMs = performance.now() - t0;
  const replay = { ...net.counts };

  // The classic double delivery: copies of delivered entries with the SAME Idempotency-Key.
  net.reset();
  const copies = queued.filter((_, i) => i % Math.floor(saves.length / RESENT) === 0).slice(0, RESENT);
  for (const e of copies)
    await first.enqueue({ userId: e.userId, apiKey: e.apiKey, path: e.path, body: e.body, label: e.label, key: e.key });
  const answers: string[] = [];
  const copyOutbox = createOutbox({
    db: local,
    fetch: net.fetch,
    baseUrl: `${base}/api`,
    onOutcome: (o) => {
      // Compared as values: the stored copy is jsonb, whose key order is not the handler's.
      if (o.kind === 'sent' && !isDeepStrictEqual(o.response, delivered.get(o.key))) answers.push(o.key);
    },
  });
  await copyOutbox.drain({ force: true });
  const resent = { ...net.counts, left: await local.outbox.count() };
  local.close();

  const check = await verify(db, students, saves);
  const line = {
    name: mode.name,
    queued: saves.length,
    replayMs,
    perSave: replayMs / saves.length,
    requests: replay.sent,
    carried: replay.carried,
    msPerRequest: replay.sent ? replay.httpMs / replay.sent : 0,
    replayedOnReplay: replay.replayed,
    copies: copies.length,
    copiesReplayed: resent.replayed,
    ...check,
  };
  const problems = [
    check.missing && `${check.missing} missing`,
    check.duplicates && `${check.duplicates} doubled`,
    check.otherAnswers && `${check.otherAnswers} stored with other answers`,
    check.stored !== saves.length && `${check.stored} results stored for ${saves.length} saves`,
    resent.replayed !== copies.length &&
      `${copies.length - resent.replayed} of ${copies.length} re-sent copies not answered from the idempotency store`,
    answers.length && `${answers.length} re-sent copies answered differently from the first delivery`,
    resent.left && `${resent.left} re-sent copies left in the outbox`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`outbox bench (${mode.name}): ${problems.join(', ')}`);
  return { line, offline: { blocked: offline.blocked, stillQueued, backingOff } };
}

/**
 * Queues 500 saves offline and replays them, with one drainer, two drainers sharing a lock (a
 * page and its worker with navigator.locks) and two with no lock at all (only the server's
 * idempotency store keeps them from doubling). Returns the lines to print.
 */
export async function measureOutboxReplay(db: Db, base: string): Promise<string> {
  await loadShippedPack(db, SHIPPED_PACK_DIR);
  const modes: Mode[] = [
    { name: 'one drainer', drainers: 1, lock: 'shared' },
    { name: 'two drainers, one shared lock', drainers: 2, lock: 'shared' },
    { name: 'two drainers, no lock', drainers: 2, lock: 'none' },
  ];
  const { students, quizzes } = await classOfStudents(db, base, modes.length * QUIZZES_PER_STUDENT);
  const lines: string[] = [];
  let offlineNote = '';
  for (const [i, mode] of modes.entries()) {
    const { line, offline } = await round(db, base, students, savesOf(students, quizzes, i), mode, i);
    if (i === 0) {
      offlineNote = `offline drain: ${offline.blocked} request(s) tried, none reached the server, ${offline.stillQueued} entries kept, ${offline.backingOff} backing off`;
    }
    lines.push(
      [
        line.name.padEnd(32),
        String(line.queued).padStart(7),
        line.replayMs.toFixed(0).padStart(10),
        line.perSave.toFixed(1).padStart(8),
        line.msPerRequest.toFixed(1).padStart(8),
        String(line.requests).padStart(9),
        String(line.carried).padStart(7),
        String(line.replayedOnReplay).padStart(9),
        `${line.copiesReplayed}/${line.copies}`.padStart(9),
        String(line.stored).padStart(8),
        String(line.duplicates).padStart(6),
        String(line.missing).padStart(8),
      ].join(''),
    );
  }
  return [
    `\nOutbox replay: ${STUDENTS} students x ${QUIZZES_PER_STUDENT} quizzes queued offline (real outbox on fake-indexeddb), then replayed to the server`,
    offlineNote,
    [
      'case'.padEnd(32),
      'queued'.padStart(7),
      'replay ms'.padStart(10),
      'ms/save'.padStart(8),
      'ms/req'.padStart(8),
      'requests'.padStart(9),
      'saves'.padStart(7),
      'replayed'.padStart(9),
      'resent'.padStart(9),
      'results'.padStart(8),
      'dup.'.padStart(6),
      'missing'.padStart(8),
    ].join(''),
    ...lines,
    `(ms/req: average wait for the server's answer to one HTTP request; requests: HTTP requests sent during the replay,`,
    `  in rounds: one bulk call (${BULK_DELIVERY_PATH}) carries the next save of up to ${BULK_MAX_REQUESTS} students, a lone save goes alone;`,
    '  saves: the saves those requests carried;',
    ` replayed: saves answered with ${REPLAYED_HEADER} from the idempotency store; resent: copies of delivered saves sent`,
    ' again with the same Idempotency-Key and answered from the store; results, dup., missing: quiz_results counted per (student, quiz))',
  ].join('\n');
}
