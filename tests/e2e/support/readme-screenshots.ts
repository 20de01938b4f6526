/**
 * The README's two screenshots (also the web app manifest's `screenshots`, shown in Chrome's
 * install dialog): a student's practice question on a phone (360x740, narrow) and a teacher's
 * Class Progress on a laptop (1366x768, wide). Not a test: run it by hand after a change to those
 * screens (tests/README.md says how):
 *
 *   npx vite build --outDir /tmp/shots-dist --emptyOutDir
 *   STATIC_DIR=/tmp/shots-dist npx tsx tests/e2e/support/readme-screenshots.ts
 *
 * It starts the real server on a fresh embedded database of its own (SCREENSHOT_PORT, default
 * 8190), signs in with the demo accounts it prints, gives the demo class a few students with
 * pre-test results through the API, and writes public/screenshots/{student-practice,teacher-progress}.png.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Question, Quiz } from '../../../src/shared/api/content';
import { rightAnswer } from '../../../src/shared/domain/items';
import { DEMO_CLASS_CODE } from '../../../src/server/seed';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 8190);
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC_DIR = process.env.STATIC_DIR ?? './dist';
const OUT = 'public/screenshots';
const COURSE = 'parts-of-speech';
const LESSON = 'pos-nouns';
const PASSWORD = 'chalk42';
/** The demo class's other students and the share of the pre-test each gets right (null: not taken yet). */
const CLASSMATES: [string, string, number | null][] = [
  ['Amara', 'Okoye', 1],
  ['Lucas', 'Moreno', 0.9],
  ['Sofia', 'Hernandez', 0.8],
  ['Noah', 'Kim', 0.7],
  ['Isabella', 'Rossi', 0.6],
  ['Ethan', 'Brown', 0.5],
  ['Mia', 'Johnson', 0.9],
  ['Liam', 'Chen', 0.3],
  ['Zoe', 'Martin', 1],
  ['Mateo', 'Garcia', 0.4],
  ['Ava', 'Williams', null],
];

async function api<T>(path: string, init: { key?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${BASE}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.key ? { 'X-Api-Key': init.key } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const wrongOf = (q: Question) => (q.type === 'choice' ? q.options.find((o) => !o.isAnswer)!.option : `${rightAnswer(q)}zz`);

async function savePretest(key: string, share: number) {
  const [pretest] = await api<Quiz[]>(`/quiz/getall?lessonID=${LESSON}`, { key });
  const right = Math.round(pretest!.questions.length * share);
  const Answers = pretest!.questions.map((q, i) => ({ questionID: q.id, answer: i < right ? rightAnswer(q) : wrongOf(q) }));
  await api('/student/savequiz', { key, body: { quizID: pretest!.id, Score: 0, Answers } });
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto(`${BASE}/`);
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

async function shoot(browser: Browser, name: string, viewport: { width: number; height: number }, scene: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await scene(page);
  // Fonts and the last transitions settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const path = join(OUT, `${name}.png`);
  await page.screenshot({ path });
  console.log(`${path}: ${viewport.width}x${viewport.height}, ${Math.round(statSync(path).size / 1024)} KB`);
  await context.close();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sentence-lab-shots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR, SEED_DEMO: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser: Browser | null = null;
  try {
    for (let i = 0; ; i++) {
      // Ready: migrated, content loaded, demo accounts written.
      const up = await fetch(`${BASE}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 240 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const accounts = new Map<string, { login: string; password: string }>();
    for (const line of readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n')) {
      const m = line.match(/^\s+(Teacher|Student)\s+(\S+)\s+(\S+)/);
      if (m) accounts.set(m[1]!, { login: m[2]!, password: m[3]! });
    }
    const teacher = accounts.get('Teacher')!;
    const student = accounts.get('Student')!;

    // The demo class gets classmates with pre-test results, so Class Progress has something to show.
    let classID = '';
    for (const [first, last, share] of CLASSMATES) {
      const made = await api<{ user: { apiKey: string }; class: { id: string } }>('/student/create', {
        body: { User: { username: `${first}.${last}`.toLowerCase(), first, last, password: PASSWORD }, Class: { code: DEMO_CLASS_CODE } },
      });
      classID = made.class.id;
      if (share !== null) await savePretest(made.user.apiKey, share);
    }
    const { apiKey: studentKey } = await api<{ apiKey: string }>('/user/login', {
      body: { username: student.login, password: student.password },
    });
    await savePretest(studentKey, 0.8);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    await shoot(browser, 'student-practice', { width: 360, height: 740 }, async (page) => {
      // The device's choice of item is random: seeded, so every refresh shows the same question.
      await page.addInitScript(() => {
        let seed = 7;
        Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      });
      await signIn(page, student.login, student.password);
      await page.goto(`${BASE}/lesson/${COURSE}/${LESSON}`);
      await page.getByRole('link', { name: 'Keep practising' }).click();
      await page.waitForURL(/\/practice\//);
      await page.getByRole('button', { name: 'Check' }).waitFor();
    });
    await shoot(browser, 'teacher-progress', { width: 1366, height: 768 }, async (page) => {
      await signIn(page, teacher.login, teacher.password);
      await page.goto(`${BASE}/classprogress/${classID}/${LESSON}`);
      await page.locator('[data-dense-table="class-progress"] tbody tr').nth(CLASSMATES.length).waitFor();
    });
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
