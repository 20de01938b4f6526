import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { COURSE, cachedUrls, expect, LESSON, logIn, newStudent, reachesServer, readStore, test, waitForWorker } from './support/offline';

/**
 * The offline shell around the work (issue 15): the offline banner promises only lessons whose
 * copy on the device is still fresh; the sign-in form's offline notice is as visible as the
 * form; the update bar takes its own room at the top and is not held back by entries that
 * cannot be delivered (a signed-out student's), which survive the update.
 */

const SCREENS = 'test-results/screens-offline-shell';
mkdirSync(SCREENS, { recursive: true });

/** Writes rows straight into the app's IndexedDB database (as if time had passed, or another student had queued them). */
function idb(page: Page, op: { store: 'outbox' | 'contentCache'; add?: Record<string, unknown>[]; ageCopiesBy?: number }) {
  return page.evaluate(
    ({ store, add, ageCopiesBy }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('sentence-lab');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(store, 'readwrite');
          const os = tx.objectStore(store);
          for (const row of add ?? []) os.add(row);
          if (ageCopiesBy) {
            const all = os.openCursor();
            all.onsuccess = () => {
              const c = all.result;
              if (!c) return;
              c.update({ ...c.value, savedAt: c.value.savedAt - ageCopiesBy });
              c.continue();
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    op,
  );
}

test('the offline banner promises lessons only while their copies last', async ({ page, network }) => {
  test.setTimeout(90_000);
  const student = await newStudent(page.request);
  await logIn(page, student.username);
  await waitForWorker(page);
  await page.goto(`/lesson/${COURSE}/${LESSON}`);
  await expect.poll(() => cachedUrls(page, student.userID), { timeout: 30_000 }).toEqual(expect.arrayContaining([`/lesson/get/${LESSON}`]));

  network.cut();
  expect(await reachesServer(page)).toBe(false);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Please connect to the internet.');
  // The copies were just made: they last an hour from then.
  const copies = (await readStore(page, 'contentCache')).filter((r) => String(r.url).startsWith('/lesson/get/'));
  const until = Math.min(...copies.map((r) => Number(r.savedAt))) + 60 * 60 * 1000;
  const clock = await page.evaluate((ms) => new Date(ms).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }), until);
  await expect(banner).toContainText(`You can keep working on the lessons kept on this device until ${clock}.`);

  // Two hours later (the copies aged), offline still: no promise of lessons that will not open.
  await idb(page, { store: 'contentCache', ageCopiesBy: 2 * 60 * 60 * 1000 });
  await page.reload();
  await expect(banner).toContainText('Please connect to the internet.');
  await expect(banner).toContainText('Lessons open again when you are back online.');
  await expect(banner).not.toContainText('keep working');
  await page.screenshot({ path: `${SCREENS}/banner-expired.png` });
});

test('the sign-in form says it is offline as visibly as the form itself, at 1366 and 360 px', async ({ page, network }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill('someone');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('chalk42');
  await expect(page.getByTestId('offline-signin')).toHaveCount(0);
  network.cut();
  await page.getByRole('button', { name: 'Log Me in' }).click();
  const notice = page.getByTestId('offline-signin');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Please connect to the internet.');
  await expect(notice).toContainText('Signing in needs a connection to the server.');
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    const box = (await notice.boundingBox())!;
    const form = (await page.locator('form.form').boundingBox())!;
    // As wide as the form, above it, in type at least as large as the form's labels.
    expect(Math.abs(box.width - form.width)).toBeLessThanOrEqual(2);
    expect(box.y + box.height).toBeLessThanOrEqual(form.y);
    const size = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size('[data-testid="offline-signin"] p:not(.offline-signin-title)')).toBeGreaterThanOrEqual(await size('form.form label'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/signin-offline-${width}.png` });
  }
  network.restore();
});

test('the update bar takes its own room, and a signed-out student’s stuck entries do not hold it back; they survive the update', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const swFile = join(process.env.STATIC_DIR ?? 'dist', 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // Two students' saves are on this machine, both signed out: the server keeps refusing one that
  // is 3 hours old (stuck), and does not take the other, just made, for now.
  let takeNew = false;
  await page
    .context()
    .route(/\/api\/student\/savequiz$/, (route) =>
      route.request().headers()['x-api-key'] === 'key-new' && takeNew
        ? route.continue()
        : route.fulfill({ status: 500, json: { message: 'Busy.' } }),
    );
  const entry = (userId: string, apiKey: string, createdAt: string) => ({
    key: `${userId}-${Date.now()}`,
    userId,
    apiKey,
    method: 'POST',
    path: '/student/savequiz',
    body: { quizID: 'q', Answers: [], Score: 0 },
    label: 'Practice Set 1 — Nouns',
    kind: 'write',
    createdAt,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    failure: null,
    reported: false,
  });
  const old = entry('old-student', 'key-old', new Date(Date.now() - 3 * 3600_000).toISOString());
  const fresh = entry('new-student', 'key-new', new Date().toISOString());
  await idb(page, { store: 'outbox', add: [old, fresh] });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await readStore(page, 'outbox')).map((e) => Number(e.attempts) > 0)).toEqual([true, true]);

  const reload = page.getByRole('button', { name: 'Reload' });
  try {
    writeFileSync(swFile, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);
    // The answer just made is about to go: the update waits for it.
    await page.waitForTimeout(2_000);
    await expect(reload).toHaveCount(0);

    // Its student's key is dead (the server answers 401): it now waits for that student to sign
    // in again, and the update no longer waits; nor for the stuck one, still refused.
    takeNew = true;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await readStore(page, 'outbox')).map((e) => e.status)).toEqual(['pending', 'auth']);
    await expect(reload).toBeVisible();

    // At the top, in the page's flow: the header starts below it; nothing is under it.
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
      const bar = (await page.locator('.update-bar').boundingBox())!;
      const header = (await page.locator('.site-header').boundingBox())!;
      expect(bar.y).toBe(0);
      expect(header.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.update-bar')!).position)).toBe('static');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${SCREENS}/update-bar-${width}.png` });
    }

    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(false);
    // Both entries are still on the device under the new version, to be delivered by it.
    expect((await readStore(page, 'outbox')).map((e) => e.key).sort()).toEqual([old.key, fresh.key].sort());
  } finally {
    writeFileSync(swFile, original);
  }
});
