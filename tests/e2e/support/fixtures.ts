import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../../playwright.config';
import { LIVE_WAIT_MS } from '../../../src/client/offline/outbox';
import { startNetwork, type Network } from './network';

/** How many of the page's last API calls a failed test prints. */
const CALLS_KEPT = 15;

/**
 * Each test reaches the server through its own cuttable network (and so its own origin). A test
 * that fails prints what its page showed: CI keeps only the printed log, not the screenshots and
 * traces, so the log alone must tell what was on screen and which calls were slow or unanswered.
 */
export const test = base.extend<{ network: Network }>({
  network: async ({}, use) => {
    const network = await startNetwork(E2E_PORT);
    await use(network);
    await network.close();
  },
  baseURL: async ({ network }, use) => use(network.url),
  page: async ({ page }, use, testInfo) => {
    const started = Date.now();
    const calls: string[] = [];
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
    const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
    const note = (line: string) => calls.push(line) > CALLS_KEPT && calls.shift();
    const seen = page.context();
    seen.on(
      'request',
      (r) => r.url().includes('/api/') && note(`${at()} → ${r.method()} ${path(r.url())}${r.serviceWorker() ? ' (worker)' : ''}`),
    );
    seen.on('requestfinished', (r) => r.url().includes('/api/') && note(`${at()} ← ${path(r.url())}`));
    seen.on('requestfailed', (r) => r.url().includes('/api/') && note(`${at()} ✗ ${path(r.url())} ${r.failure()?.errorText ?? ''}`));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((err: unknown) => `(not readable: ${String(err)})`);
    console.log(
      [
        `--- what the page showed when "${testInfo.title}" failed, at ${at()}`,
        `url: ${path(page.url())}`,
        shown.replace(/\n{2,}/g, '\n').slice(0, 1_500),
        `--- its last API calls (→ asked, ← answered, ✗ failed):`,
        ...calls,
      ].join('\n'),
    );
  },
});

export { expect };

/**
 * How long a quiz's first question may take to show. The page waits up to LIVE_WAIT_MS for the
 * server to count the opening (a slow server, a drain of another page or the worker holding the
 * outbox's lock) and then goes on with the opening queued: the expect timeout's usual 10 s on top.
 */
export const QUIZ_OPEN_TIMEOUT_MS = LIVE_WAIT_MS + 10_000;

/** The demo accounts the server printed on its first start (random passwords). */
export function demoAccounts(): Record<string, { login: string; password: string }> {
  const text = readFileSync(join(E2E_DATA_DIR, 'demo-accounts.txt'), 'utf8');
  const out: Record<string, { login: string; password: string }> = {};
  for (const line of text.split('\n').slice(1)) {
    const m = line.match(/^\s+(Admin|Teacher|Trial teacher|Trial ended|Student|Super teacher|Sub-teacher)\s+(\S+)\s+(\S+)/);
    if (m) out[m[1]!] = { login: m[2]!, password: m[3]! };
  }
  return out;
}

/** A name no other test run has used, for emails and usernames. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Demo-class students made by each test (by test id), so that freeing seats never takes a running test's own. */
const madeByTest = new Map<string, Set<string>>();

interface NewDemoStudent {
  username: string;
  first: string;
  last: string;
  password: string;
}

/**
 * Signs a new student up to the demo class (POST /api/student/create, as a student would with the
 * code). The demo teacher's plan has 25 seats and the suite makes more students than that, so when
 * the class is full (411) the demo teacher removes the students earlier tests made, through the
 * same API Manage Students uses, and the sign-up is tried again. `code`: another class of the demo
 * teacher (its seats are the same plan's).
 */
export async function createDemoStudent(api: APIRequestContext, user: NewDemoStudent, code = DEMO_CODE): Promise<APIResponse> {
  const testId = test.info().testId;
  const mine = madeByTest.get(testId) ?? new Set<string>();
  madeByTest.set(testId, mine);
  const create = () => api.post('/api/student/create', { data: { User: user, Class: { code } } });
  let res = await create();
  if (res.status() === 411) {
    await freeDemoSeats(api, mine);
    res = await create();
  }
  if (res.ok()) mine.add(user.username);
  return res;
}

const DEMO_CODE = 'DEMO-123';

async function freeDemoSeats(api: APIRequestContext, keep: Set<string>) {
  const teacher = demoAccounts()['Teacher']!;
  const login = await api.post('/api/user/login', { data: { username: teacher.login, password: teacher.password } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { 'X-Api-Key': ((await login.json()) as { apiKey: string }).apiKey };
  const classes = (await (await api.get('/api/class/getall', { headers })).json()) as { id: string; code: string }[];
  const demo = classes.find((c) => c.code === DEMO_CODE)!;
  const students = (await (await api.get(`/api/student/getall?classID=${demo.id}`, { headers })).json()) as {
    userID: string;
    student: { username: string | null };
  }[];
  for (const s of students) {
    if (s.student.username === demoAccounts()['Student']!.login || keep.has(s.student.username ?? '')) continue;
    const out = await api.post('/api/teacher/student/deleteclass', { headers, data: { userID: s.userID, classID: demo.id } });
    expect(out.status(), await out.text()).toBe(200);
  }
  await api.get('/api/user/logout', { headers });
}

/** The body of a 200 answer; any other status fails the test with the server's words. */
export async function okJson<T>(res: APIResponse): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

interface DiagnosticClassOptions {
  /** Starts the teacher's email and the student's username. */
  prefix: string;
  teacher: { first: string; last: string };
  className: string;
  password: string;
}

/**
 * A class of its own (the demo accounts are shared by other tests): a new trial teacher who has
 * skipped the tour, a class whose diagnostic has the nouns topic and is on, and a student (Rosa
 * Diaz) who joined it with its code. Both sign in with `password`.
 */
export async function newDiagnosticClass(api: APIRequestContext, options: DiagnosticClassOptions) {
  const email = `${unique(`${options.prefix}.teacher`)}@school.example`;
  const teacher = await okJson<{ apiKey: string }>(
    await api.post('/api/user/save/teacher', {
      data: { email, ...options.teacher, password: options.password, howDidYouHearAboutUs: 'Conference' },
    }),
  );
  const headers = { 'X-Api-Key': teacher.apiKey };
  await okJson(await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } }));
  const code = await okJson<string>(await api.get('/api/class/getcode', { headers }));
  const saved = await okJson<{ value: { id: string } }>(
    await api.post('/api/class/save', { headers, data: { name: options.className, code } }),
  );
  const classID = saved.value.id;
  const topics = await okJson<{ id: string }[]>(await api.get('/api/topic/getall', { headers }));
  await okJson(
    await api.post('/api/customdiagnostic/update', {
      headers,
      data: topics.map((t) => ({ classID, topicID: t.id, diagnosticEnabled: t.id === 'dg-nouns' })),
    }),
  );
  await okJson(await api.post('/api/class/updateClassSuperDiagnostic', { headers, data: { id: classID, superDiagnosticEnabled: true } }));

  const username = unique(`${options.prefix}.`);
  const student = await okJson<{ user: { id: string; apiKey: string } }>(
    await api.post('/api/student/create', {
      data: { User: { username, first: 'Rosa', last: 'Diaz', password: options.password }, Class: { code } },
    }),
  );
  return { email, headers, classID, username, studentID: student.user.id, studentHeaders: { 'X-Api-Key': student.user.apiKey } };
}
