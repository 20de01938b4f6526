import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { getAllClasses } from '../../src/shared/api/classes';
import { saveQuiz } from '../../src/shared/api/quizzes';
import { saveWriting } from '../../src/shared/api/writing';
import { ALL_TOPICS_ID } from '../../src/shared/api/diagnostic';
import { RoleID } from '../../src/shared/domain/roles';
import { DAY_MS } from '../../src/shared/domain/trial';
import { classes as classTable, classStudents, courses, diagnosticTopics, lessons, quizzes as quizTable, superTeacherPlans, users, writingAssignments } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { createSession } from '../../src/server/features/auth/sessions';
import { describeRequest, pinnedCases, requestCase, type FuzzRequest, type Known } from './support/arbitraries';
import { request } from './support/client';
import { apiModuleFiles, contractEndpoints, MODULES } from './support/contract';
import { freshCode, PASSWORD, unique } from './support/fixtures';
import { testServer, type TestServer } from './support/server';

/**
 * Every endpoint of the contract, fuzzed from its own valibot schemas with hostile input,
 * anonymously and with keys of each role. Whatever comes in, the server must answer below 500,
 * and every refusal must be JSON with a message the app can show.
 *
 * Replay: the run's seed is printed with every failure; FUZZ_SEED=<seed> repeats it, and
 * FUZZ_RUNS=<n> (calls per endpoint for a teacher and a student; default 20) digs deeper.
 */

const ENDPOINTS = contractEndpoints();

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_240_917);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** Who calls: anonymous (no key or a made-up one), and a live key of each role. */
const ROLES = [
  { role: 'anonymous', runs: Math.ceil(RUNS / 3) },
  { role: 'teacher', runs: RUNS },
  { role: 'student', runs: RUNS },
  { role: 'admin', runs: Math.ceil(RUNS / 3) },
] as const;
type Role = (typeof ROLES)[number]['role'];

/** A seed per endpoint and role, from the run's seed: each gets its own inputs, all replayable from one number. */
function seedFor(name: string, role: string): number {
  let h = BASE_SEED | 0;
  for (const ch of `${name}/${role}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * What is wrong with an answer, or null. 5xx is always wrong; a refusal must be JSON with a
 * non-empty message; a success in JSON must match the endpoint's response schema.
 */
function judge(endpoint: Endpoint, answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}`;
  const isJson = answer.contentType.toLowerCase().startsWith('application/json');
  let body: unknown;
  if (isJson) {
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `${answer.status} says application/json but the body is not JSON`;
    }
  }
  if (answer.status >= 400) {
    if (!isJson) return `${answer.status} without a JSON body (Content-Type ${JSON.stringify(answer.contentType)})`;
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message) return `${answer.status} without a string message`;
    return null;
  }
  if (answer.status >= 200 && answer.status < 300 && isJson && !v.safeParse(endpoint.response, body).success) {
    return `${answer.status} answer does not match the endpoint's response schema`;
  }
  return null;
}

let srv: TestServer;

/** The shipped content's ids (kept by reset()), read once. */
let content: Known['content'];
/** A quiz with its questions, for the world's saved attempt. */
let firstQuiz: { id: string; questions: { id: string }[] };

interface World {
  keys: Record<Exclude<Role, 'anonymous'>, string>;
  known: Known;
}

let passwordHash: Promise<string> | undefined;

/** Inserts an account and gives it a session directly: hashing and signing in for every endpoint would take most of the time budget. */
async function account_(values: Partial<typeof users.$inferInsert> & { roleID: number }) {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${unique('fuzz')}@school.example`;
  const [row] = await srv.database.db
    .insert(users)
    .values({ first: 'Pat', last: 'Doe', isVerified: true, passwordHash: await passwordHash, ...values, email })
    .returning({ id: users.id });
  const key = await createSession(srv.database.db, row!.id, { now: srv.clock.now, days: 30 });
  return { id: row!.id, email, key };
}

/**
 * A fresh world per endpoint (fuzzed calls delete classes, sign out, move students): a paid
 * super-teacher with a sub-teacher and a class, a student in that class with a saved quiz and
 * a saved text, and an admin.
 */
async function buildWorld(): Promise<World> {
  await srv.reset();
  const db = srv.database.db;
  const yearOut = new Date(srv.clock.now.getTime() + 365 * DAY_MS);
  const paid = { paymentPlan: 'masterAnnual_3', paymentQuantity: 3, maxStudents: 25, expirationDate: yearOut };
  const teacher = await account_({ roleID: RoleID.Teacher, ...paid, teacherType: 'Teacher', isSuperTeacher: true, isGroup: true, superTeacherExpiration: yearOut });
  await db.insert(superTeacherPlans).values({ superTeacherID: teacher.id, plan: 'masterAnnual_3', size: 25, quantity: 3 });
  const sub = await account_({ roleID: RoleID.Teacher, ...paid, paymentQuantity: 1, isGroup: true, superTeacherID: teacher.id, superTeacherPlan: 'masterAnnual_3' });
  const adminUser = await account_({ roleID: RoleID.SuperAdmin, first: 'Ada', last: 'Admin' });
  const username = unique('student.');
  const student = await account_({ roleID: RoleID.Student, first: 'Jordan', last: 'Lee', username });
  const [cls] = await db.insert(classTable).values({ teacherID: teacher.id, name: 'Room 12 Grammar', code: freshCode() }).returning();
  await db.insert(classStudents).values({ studentID: student.id, classID: cls!.id });
  const text = await request(srv.url, saveWriting, {
    key: student.key,
    body: { writingAssignmentID: content.writing[0]!, studentText: '<p>The dog ran.</p>' },
  });
  const attempt = await request(srv.url, saveQuiz, {
    key: student.key,
    body: { quizID: firstQuiz.id, Answers: firstQuiz.questions.map((q) => ({ questionID: q.id, answer: 'dog' })) },
  });
  expect([text.status, attempt.status], JSON.stringify([text.body, attempt.body])).toEqual([200, 200]);
  return {
    keys: { teacher: teacher.key, student: student.key, admin: adminUser.key },
    known: {
      classIDs: [cls!.id],
      studentIDs: [student.id],
      otherIDs: [teacher.id, sub.id, adminUser.id, text.body.result.id, attempt.body.result.id, ALL_TOPICS_ID],
      emails: [teacher.email, sub.email, adminUser.email, student.email],
      words: [cls!.code, cls!.name, username, PASSWORD],
      content,
    },
  };
}

const stats = {
  endpoints: 0,
  requests: 0,
  serverErrors: 0,
  otherProblems: 0,
  noAnswer: 0,
  statuses: new Map<number, number>(),
  started: 0,
};

/**
 * One call on a connection of its own (node:http, not fetch): the path goes out exactly as
 * generated, and a connection the server closes after a refusal cannot fail the next call.
 */
function send(req: FuzzRequest, key: string | undefined): Promise<Answer> {
  const headers: Record<string, string | number> = { ...req.headers };
  if (key) headers['X-Api-Key'] = key;
  let body: Buffer | undefined;
  if (req.body) {
    body = req.body.bytes ? Buffer.from(req.body.bytes) : Buffer.from(req.body.text ?? '');
    if (req.body.contentType !== null) headers['Content-Type'] = req.body.contentType;
    headers['Content-Length'] = body.length;
  }
  const { hostname, port } = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const call = http.request(
      { host: hostname, port, method: req.method, path: `/api${req.path}${req.query.qs ? `?${req.query.qs}` : ''}`, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    call.setTimeout(30_000, () => call.destroy(new Error('no answer within 30 s')));
    call.on('error', reject);
    call.end(body);
  });
}

interface Failure {
  role: Role;
  /** What kind of input it was, so that the report shows one failure of each kind. */
  kind: string;
  seed: number;
  run: number;
  problem: string;
  request: string;
  answer: string;
  logs: string[];
}

const inputKind = (req: FuzzRequest) => `${req.pathKind}|${req.query.kind}|${req.body?.kind.replace(/\[.*\]/, '[…]') ?? ''}`;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function report(name: string, failures: Failure[]): string {
  const distinct = new Map<string, Failure>();
  for (const f of failures) {
    const kind = `${f.role}|${f.problem}|${f.kind}`;
    if (!distinct.has(kind)) distinct.set(kind, f);
  }
  const shown = [...distinct.values()].slice(0, 6);
  return [
    `${name}: ${failures.length} bad answers (replay: FUZZ_SEED=${BASE_SEED} FUZZ_RUNS=${RUNS} npx vitest run --project api tests/api/fuzz.test.ts -t '${name}')`,
    ...shown.map((f) =>
      [
        `--- ${f.problem} [${f.role}, seed ${f.seed}, run ${f.run}]`,
        f.request,
        `  answer: ${f.answer}`,
        ...f.logs.map((line) => `  server log: ${clip(line, 1500)}`),
      ].join('\n'),
    ),
    distinct.size > shown.length ? `... and ${distinct.size - shown.length} more kinds` : '',
  ].join('\n');
}

beforeAll(async () => {
  srv = await testServer();
  const db = srv.database.db;
  const quizRows = await db.select({ id: quizTable.id, questions: quizTable.questions }).from(quizTable);
  const topicRows = await db.select({ id: diagnosticTopics.id, questions: diagnosticTopics.questions }).from(diagnosticTopics);
  const questionIDs = [...quizRows, ...topicRows].flatMap((r) => (r.questions as { id: string }[]).map((q) => q.id));
  content = {
    course: (await db.select({ id: courses.id }).from(courses)).map((r) => r.id),
    lesson: (await db.select({ id: lessons.id }).from(lessons)).map((r) => r.id),
    quiz: quizRows.map((r) => r.id),
    topic: topicRows.map((r) => r.id),
    writing: (await db.select({ id: writingAssignments.id }).from(writingAssignments)).map((r) => r.id),
    question: questionIDs,
  };
  expect(Object.values(content).every((ids) => ids.length > 0), 'the shipped curriculum is loaded').toBe(true);
  firstQuiz = { id: quizRows[0]!.id, questions: quizRows[0]!.questions as { id: string }[] };
  stats.started = Date.now();
});

afterAll(() => {
  const seconds = ((Date.now() - stats.started) / 1000).toFixed(1);
  const statuses = [...stats.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
  console.log(
    `fuzz: ${stats.endpoints} endpoints, ${stats.requests} requests, ${stats.serverErrors} server errors, ` +
      `${stats.otherProblems} other bad answers, ${stats.noAnswer} without an answer (seed ${BASE_SEED}, ${RUNS} runs per role, ${seconds} s)\n` +
      `fuzz statuses: ${statuses}`,
  );
});

describe('the fuzzer itself', () => {
  it('covers every module of src/shared/api', () => {
    const files = apiModuleFiles();
    expect(Object.keys(MODULES).sort()).toEqual(files.sort());
    expect(ENDPOINTS.length).toBeGreaterThan(50);
  });

  it('flags 5xx, refusals without a JSON message and successes outside the contract', () => {
    const e = getAllClasses;
    const json = 'application/json';
    expect(judge(e, { status: 500, contentType: json, text: '{"message":"x"}' })).toMatch(/server error/);
    expect(judge(e, { status: 431, contentType: '', text: '' })).toMatch(/without a JSON body/);
    expect(judge(e, { status: 400, contentType: json, text: '{"error":"x"}' })).toMatch(/without a string message/);
    expect(judge(e, { status: 413, contentType: json, text: 'not json' })).toMatch(/not JSON/);
    expect(judge(e, { status: 200, contentType: json, text: '{"value":1}' })).toMatch(/response schema/);
    expect(judge(e, { status: 400, contentType: `${json}; charset=UTF-8`, text: '{"message":"Bad"}' })).toBeNull();
    expect(judge(e, { status: 200, contentType: json, text: '[]' })).toBeNull();
  });
});

describe.each(ENDPOINTS)('fuzz $name', ({ name, endpoint }) => {
  it(`${endpoint.method} ${endpoint.path}: never a 5xx, every refusal JSON with a message`, { timeout: 120_000 }, async () => {
    const world = await buildWorld();
    const failures: Failure[] = [];
    const reached: number[] = [];
    stats.endpoints++;
    for (const { role, runs } of ROLES) {
      const key = role === 'anonymous' ? undefined : world.keys[role];
      const seed = seedFor(name, role);
      let run = 0;
      const fail = (req: FuzzRequest, problem: string, answer: string, logsBefore: number) =>
        failures.push({ role, kind: inputKind(req), seed, run, problem, request: describeRequest(req), answer, logs: srv.logs.slice(logsBefore, logsBefore + 3) });
      const property = fc.asyncProperty(requestCase(endpoint, world.known, { anonymous: role === 'anonymous' }), async (req) => {
        run++;
        stats.requests++;
        const logsBefore = srv.logs.length;
        let answer: Answer;
        try {
          answer = await send(req, key);
        } catch (err) {
          stats.noAnswer++;
          fail(req, `no answer: ${(err as Error).message}`, '-', logsBefore);
          return;
        }
        stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
        if (role !== 'anonymous') reached.push(answer.status);
        const problem = judge(endpoint, answer);
        if (!problem) return;
        if (answer.status >= 500) stats.serverErrors++;
        else stats.otherProblems++;
        fail(req, problem, `${answer.status} ${answer.contentType} ${clip(answer.text, 300)}`, logsBefore);
      });
      // Failures are collected rather than thrown, so one run reports every kind of bad answer, not only the first.
      const examples = role === 'anonymous' ? [] : pinnedCases(endpoint, world.known, seed).map((req) => [req] as [FuzzRequest]);
      const details = await fc.check(property, { seed, numRuns: runs, examples });
      if (details.failed) throw details.errorInstance;
    }
    expect(failures.length, report(name, failures)).toBe(0);
    // The keys must get past the guards, or the fuzzed body never reaches the checks and the handler.
    expect(reached.some((s) => s !== 401 && s !== 403), `${name}: every signed-in call was refused by a guard`).toBe(true);
  });
});
