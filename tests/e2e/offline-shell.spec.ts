import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { COURSE, cachedUrls, expect, LESSON, logIn, newStudent, reachesServer, readStore, test, waitForWorker } from './support/offline';
import { QUIZ_OPEN_TIMEOUT_MS } from './support/fixtures';

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

test('code that cannot load yet (the Wi-Fi dropped on a first visit) leaves the sign-in page working, and shows once it loads', async ({
  page,
}) => {
  // The landing page's after-load pieces (the menu, the footer and what they share) fail as a dropped network does.
  let blocked = true;
  let refused = 0;
  await page.route(/\/assets\/(?:lazyShared|PublicMenu|SiteFooter)-[^/]+\.(?:js|css)$/, (route) => {
    if (!blocked) return route.continue();
    refused++;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect.poll(() => refused).toBeGreaterThan(0);
  const form = page.getByRole('textbox', { name: 'Email or Username' });
  await expect(form).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveCount(0);
  // Back online: the pieces are asked for again and appear, styled, without a reload.
  blocked = false;
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(form).toBeVisible();
  expect(
    await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => (l as HTMLLinkElement).sheet !== null)),
  ).toBe(true);
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
  // Played per request: the bulk call is answered as an older server would (404), so each entry comes alone.
  await page.context().route(/\/api\/sync\/deliver$/, (route) => route.fulfill({ status: 404, json: { message: 'Not found.' } }));
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

/**
 * What of the page the update bar overlaps, at the current scroll: every painted element (not the
 * bar, nor what holds it) whose box meets the bar's, and every control whose centre is the bar's.
 */
function coveredByBar(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.update-bar')!;
    const b = bar.getBoundingClientRect();
    const out: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el === bar || el.contains(bar) || bar.contains(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) out.push(name(el));
    }
    for (const el of Array.from(document.querySelectorAll('main button, main a, main input, main h1, main h2'))) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && bar.contains(hit)) out.push(`under the bar: ${name(el)}`);
    }
    return out;
  });
}

test('over a signed-in student’s dashboard and quiz, the update bar covers nothing, at 1366x768 and 360x740', async ({ page }) => {
  test.setTimeout(120_000);
  const swFile = join(process.env.STATIC_DIR ?? 'dist', 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  const student = await newStudent(page.request);
  await logIn(page, student.username);
  await waitForWorker(page);
  const reload = page.getByRole('button', { name: 'Reload' });
  const sizes = [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ];
  try {
    writeFileSync(swFile, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);
    await expect(reload).toBeVisible();

    // The dashboard: its heading and every course card below the bar and the header, none under the bar.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(reload).toBeInViewport();
      const bar = (await page.locator('.update-bar').boundingBox())!;
      expect(bar.y).toBe(0);
      expect((await page.locator('.site-header').boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect((await main.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect(await coveredByBar(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${SCREENS}/update-bar-dashboard-${size.width}.png` });
    }

    // A practice set open on its first question: the question and its bottom buttons are all there to press.
    await page.setViewportSize(sizes[0]!);
    const practice = student.quizzes.find((q) => q.type !== 1)!;
    await page.goto(`/lesson/${COURSE}/${LESSON}`);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: practice.name, exact: true }) })
      .getByRole('link', { name: /Start/ })
      .click();
    await expect(page.getByRole('heading', { name: `Question 1 of ${practice.questions.length}` })).toBeVisible({
      timeout: QUIZ_OPEN_TIMEOUT_MS,
    });
    await expect(reload).toBeVisible();
    const check = page.getByRole('button', { name: 'Check', exact: true });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await coveredByBar(page)).toEqual([]);
      // The bottom buttons: reached by scrolling, and what is under their centre is the button itself.
      await check.scrollIntoViewIfNeeded();
      await expect(check).toBeInViewport();
      const onTop = await check.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && el.contains(hit);
      });
      expect(onTop, `the Check button is not covered at ${size.width} px`).toBe(true);
      expect(await coveredByBar(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENS}/update-bar-quiz-${size.width}.png`, fullPage: true });
    }
    // The quiz still works under the bar.
    const first = practice.questions[0]!;
    if (first.type === 'choice') await page.getByRole('radio', { name: first.options[0]!.option, exact: true }).check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill('noun');
    await page.waitForTimeout(250);
    await check.click();
    await expect(page.locator('.feedback-right, .feedback-wrong')).toBeVisible();
    await expect(reload).toBeVisible();
  } finally {
    writeFileSync(swFile, original);
  }
});
