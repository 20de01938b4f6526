import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import type { DiagnosticQuestion } from '../../src/shared/api/diagnostic';
import { extraMessages, messages } from '../../src/shared/messages';
import { unique } from './support/fixtures';
import { expect, logIn, newStudent, PASSWORD, readStore, test, waitForWorker } from './support/offline';

/**
 * Spec rows of the shell (issue 15): SHL-20..22 (a stored version whose migration demands a new
 * sign-in), SHL-64 (a call without an answer), DGT-26 (a refused diagnostic save is one message).
 */

const SERVER = `http://127.0.0.1:${E2E_PORT}`;
const SCREENS = 'test-results/screens-shell-rows';
const toast = (page: Page, kind: 'error' | 'warning' | 'success', text: string | RegExp) =>
  page.locator(`.toast-${kind}`, { hasText: text });

/** Sets a row of the app's IndexedDB `meta` store (as an older version of the app would have left it). */
const setMeta = (page: Page, key: string, value: unknown) =>
  page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('sentence-lab');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').put({ key, value });
          tx.oncomplete = () => (req.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key, value },
  );

/** The stored app version (the `meta` row 'appVersion'), or undefined. */
const storedVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const req = indexedDB.open('sentence-lab');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const get = req.result.transaction('meta').objectStore('meta').get('appVersion');
          get.onsuccess = () => (req.result.close(), resolve((get.result as { value?: unknown } | undefined)?.value));
          get.onerror = () => reject(get.error);
        };
      }),
  );

test('SHL-20..22: a stored version older than 1.8.25 says the app was upgraded for about 5 s, signs out and stores the version', async ({
  page,
}) => {
  const student = await newStudent(page.request);
  await logIn(page, student.username);
  await waitForWorker(page);
  await expect.poll(() => storedVersion(page)).toBe('1.8.25');

  await setMeta(page, 'appVersion', '1.8.24');
  await page.reload();
  const warning = toast(page, 'warning', messages.appUpgraded);
  await expect(warning).toBeVisible();
  const shownAt = Date.now();
  // SHL-21: signed out, back on the sign-in form, nothing of the session kept.
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await expect.poll(() => readStore(page, 'session')).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/app-upgraded.png` });
  // SHL-20: about 5 s.
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
  await expect(warning).toBeVisible();
  await expect(warning).toBeHidden({ timeout: 4_000 });
  expect(Date.now() - shownAt).toBeLessThan(7_500);

  // SHL-22: the new version was stored: another start says nothing.
  expect(await storedVersion(page)).toBe('1.8.25');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(toast(page, 'warning', messages.appUpgraded)).toHaveCount(0);
});

async function teacherWithClass(api: APIRequestContext) {
  const email = `${unique('shl64')}@school.example`;
  const res = await api.post(`${SERVER}/api/user/save/teacher`, {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const headers = { 'X-Api-Key': (await res.json()).apiKey as string };
  expect((await api.post(`${SERVER}/api/user/updateshowtutorial`, { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get(`${SERVER}/api/class/getcode`, { headers })).json()) as string;
  const cls = await api.post(`${SERVER}/api/class/save`, { headers, data: { name: 'Period 5', code } });
  expect(cls.status()).toBe(200);
  return { email, headers, code, classID: (await cls.json()).value.id as string };
}

test('SHL-64: a call the server never answers says Failed to {action}, and that it may not have been saved; offline says so instead', async ({
  page,
  network,
}) => {
  const t = await teacherWithClass(page.request);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(t.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto(`/students/${t.classID}`);
  await expect(page.getByRole('heading', { name: 'Students in Period 5' })).toBeVisible();

  // The API cannot be reached (the school's link is down), though the browser thinks it is online.
  network.cut();
  await page.getByRole('textbox', { name: 'Email or Username' }).fill('someone.else');
  await page.getByRole('button', { name: 'Add to Class' }).click();
  const text = messages.failedNoResponse('add student', extraMessages.noAnswerMaybeNotSaved);
  expect(text).toBe(
    'Failed to add student.  Please try again or contact support. The server did not answer, so this may not have been saved.',
  );
  await expect(toast(page, 'error', text)).toBeVisible();
  await expect(page.locator('.toast-error').filter({ hasText: text })).toHaveText(
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await page.screenshot({ path: `${SCREENS}/failed-no-response.png` });

  // When the browser itself knows it is offline, the offline words (as a login rejected 'Offline').
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Add to Class' }).click();
  await expect(toast(page, 'error', messages.offline)).toBeVisible();
  await page.context().setOffline(false);
  network.restore();
});

const anAnswer = (q: DiagnosticQuestion) => (q.type === 'choice' ? q.options[0]! : 'noun');

test('DGT-26: a refused diagnostic save is one error toast for save diagnostic, never beside "All answers sent."', async ({ page }) => {
  test.setTimeout(90_000);
  const t = await teacherWithClass(page.request);
  const topics = (await (await page.request.get(`${SERVER}/api/topic/getall`, { headers: t.headers })).json()) as { id: string }[];
  expect(
    (
      await page.request.post(`${SERVER}/api/customdiagnostic/update`, {
        headers: t.headers,
        data: topics.map((x) => ({ classID: t.classID, topicID: x.id, diagnosticEnabled: x.id === 'dg-nouns' })),
      })
    ).status(),
  ).toBe(200);
  const enable = (on: boolean) =>
    page.request.post(`${SERVER}/api/class/updateClassSuperDiagnostic`, {
      headers: t.headers,
      data: { id: t.classID, superDiagnosticEnabled: on, className: 'Period 5' },
    });
  expect((await enable(true)).status()).toBe(200);
  const username = unique('dgt26.');
  const made = await page.request.post(`${SERVER}/api/student/create`, {
    data: { User: { username, first: 'Tess', last: 'Okafor', password: PASSWORD }, Class: { code: t.code } },
  });
  expect(made.status()).toBe(200);
  const key = ((await made.json()) as { user: { apiKey: string } }).user.apiKey;
  const quiz = (await (await page.request.get(`${SERVER}/api/student/getsuperdiagnostic`, { headers: { 'X-Api-Key': key } })).json()) as {
    questions: DiagnosticQuestion[];
  };
  const questions = quiz.questions;
  expect(questions).toHaveLength(5);

  await logIn(page, username);
  await page.getByRole('link', { name: 'Start Diagnostic' }).click();
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Start' }).click();
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(`${i + 1} of ${questions.length}`, { exact: true })).toBeVisible();
    if (q.type === 'choice') await page.getByRole('radio', { name: anAnswer(q), exact: true }).check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill(anAnswer(q));
    if (i === questions.length - 1) {
      // Meanwhile the teacher turns the diagnostic off: the final save is refused for good.
      expect((await enable(false)).status()).toBe(200);
      await page.getByRole('button', { name: 'Finish', exact: true }).click();
    } else await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  await expect(toast(page, 'error', /^Failed to save diagnostic\. \S/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answers not saved' })).toBeVisible();
  // One message for one failure: no green "All answers sent." now or a moment later.
  for (let i = 0; i < 6; i++) {
    await expect(page.getByTestId('sent-banner')).toHaveCount(0);
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: `${SCREENS}/dgt-26.png` });
});
