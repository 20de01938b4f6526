/**
 * Lighthouse (v12, Node 20) mobile performance of the built app, median of 3, for the landing page
 * and a signed-in student's dashboard: part of `npm run bench`, printed, never a gate. The real
 * server (`src/server/main.ts`, PGlite in a temp folder, demo accounts) serves `dist/`; Chromium is
 * Debian's, started by Playwright with a debugging port Lighthouse drives. The student signs in
 * through the page first, in the same browser profile, so the dashboard is measured signed in.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, startAppServer } from './app-server';

const RUNS = 3;
/** When set, each run's full Lighthouse report (JSON) is kept there, to see what costs (`landing-1.json`, `dashboard-2.json`). */
const REPORTS_DIR = process.env.LIGHTHOUSE_JSON_DIR;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function measureLighthouse(): Promise<string> {
  if (!existsSync('dist/index.html')) return 'Lighthouse: no build in dist/ (run npm run build first)';
  const debugPort = await freePort();
  const app = await startAppServer('lighthouse');
  const base = app.base;
  const profile = mkdtempSync(join(tmpdir(), 'sentence-lab-lighthouse-profile-'));
  try {
    const student = app.student;
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', `--remote-debugging-port=${debugPort}`],
    });
    const audit = async (url: string, name: string) => {
      const scores: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          undefined,
        );
        const lhr = result!.lhr;
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          writeFileSync(join(REPORTS_DIR, `${name}-${i + 1}.json`), JSON.stringify(lhr));
        }
        scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      }
      return `${median(scores)} (runs ${scores.join(', ')}; LCP ${Math.round(median(lcp))} ms, TBT ${Math.round(median(tbt))} ms)`;
    };
    const landing = await audit(`${base}/`, 'landing');
    let dashboard = 'not measured (no demo student)';
    if (student) {
      const page = await browser.newPage();
      await page.goto(`${base}/login`);
      await page.getByRole('textbox', { name: 'Email or Username' }).fill(student.login);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Log Me in' }).click();
      await page.waitForURL(/\/courses$/);
      await page.close();
      dashboard = await audit(`${base}/courses`, 'dashboard');
    }
    await browser.close();
    return `Lighthouse mobile performance, median of ${RUNS}: landing page ${landing}; student dashboard ${dashboard}`;
  } finally {
    await app.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

// `npx tsx tests/bench/lighthouse.ts` runs it alone.
if (process.argv[1]?.endsWith('lighthouse.ts')) {
  measureLighthouse().then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
