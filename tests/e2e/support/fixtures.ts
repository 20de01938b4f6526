import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../../playwright.config';
import { startNetwork, type Network } from './network';

/** Each test reaches the server through its own cuttable network (and so its own origin). */
export const test = base.extend<{ network: Network }>({
  network: async ({}, use) => {
    const network = await startNetwork(E2E_PORT);
    await use(network);
    await network.close();
  },
  baseURL: async ({ network }, use) => use(network.url),
});

export { expect };

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
 * same API Manage Students uses, and the sign-up is tried again.
 */
export async function createDemoStudent(api: APIRequestContext, user: NewDemoStudent): Promise<APIResponse> {
  const testId = test.info().testId;
  const mine = madeByTest.get(testId) ?? new Set<string>();
  madeByTest.set(testId, mine);
  const create = () => api.post('/api/student/create', { data: { User: user, Class: { code: DEMO_CODE } } });
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
