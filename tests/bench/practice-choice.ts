/**
 * Issue 27: how long the device takes to choose the next practice item (shared/domain/mastery.ts
 * nextPracticeItem over the lesson's whole pool and the student's history), measured in the real
 * page on a 4x CPU-throttled Chromium (a school Chromebook), as the page itself marks it
 * (`performance.measure('practice-next')`). The student carries a long history: 40 answers the
 * server counted and 200 on the device. Printed by `npm run bench`, never a gate (target <= 50 ms).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startAppServer } from './app-server';

const COURSE = 'verbs-and-tenses';
const LESSON = 'vt-active-passive';
const LOADS = 10;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function measurePracticeChoice(): Promise<string> {
  if (!existsSync('dist/index.html')) return 'Practice choice: no build in dist/ (run npm run build first)';
  const app = await startAppServer('practice');
  const base = app.base;
  try {
    if (!app.student) return 'Practice choice: no demo student';
    const { login, password } = app.student;
    const signIn = (await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: login, password }) })).json()) as {
      apiKey: string;
      id: string;
    };
    const headers = { 'X-Api-Key': signIn.apiKey, 'Content-Type': 'application/json' };
    const bank = (await (await fetch(`${base}/api/lesson/practiceitems?lessonID=${LESSON}`, { headers })).json()) as { bank: { id: string; skill?: string }[] };
    const items = bank.bank;
    // 40 answers the server counted (what it sends back), in batches as the outbox would.
    const answers = Array.from({ length: 40 }, (_, i) => ({ answerID: crypto.randomUUID(), itemID: items[i % items.length]!.id, answer: 'x' }));
    await fetch(`${base}/api/student/practice`, { method: 'POST', headers, body: JSON.stringify({ lessonID: LESSON, answers }) });
    const own = Array.from({ length: 200 }, (_, i) => {
      const item = items[(i * 7) % items.length]!;
      return { answerID: crypto.randomUUID(), itemID: item.id, skill: item.skill ?? 'lesson', correct: i % 3 !== 0 };
    });

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${base}/`);
    await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log Me in' }).click();
    await page.waitForURL(/\/courses$/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      await page.evaluate(([key, steps]) => localStorage.setItem(key, steps), [`sentence-lab:practice:${signIn.id}:${LESSON}`, JSON.stringify(own)] as const);
      await page.goto(`${base}/practice/${COURSE}/${LESSON}`);
      await page.locator('[data-item-id]').waitFor({ timeout: 60_000 });
      const measured = await page.evaluate(() => performance.getEntriesByName('practice-next').map((e) => e.duration));
      times.push(...measured);
    }
    await browser.close();
    if (times.length === 0) return 'Practice choice: the page made no measurement';
    return `Practice: choosing the next item on a 4x CPU-throttled page (pool ${items.length} bank items + practice sets, history 240): median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms over ${times.length} choices (target <= 50 ms)`;
  } finally {
    await app.stop();
  }
}

// `npx tsx tests/bench/practice-choice.ts` runs it alone.
if (process.argv[1]?.endsWith('practice-choice.ts')) {
  measurePracticeChoice().then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
