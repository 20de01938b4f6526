import type { APIRequestContext } from '@playwright/test';
import { test, expect, unique } from './support/fixtures';

const PASSWORD = 'chalk42';

async function newTeacherWithClass(api: APIRequestContext) {
  const email = `${unique('teacher')}@school.example`;
  const res = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const key = (await res.json()).apiKey as string;
  const headers = { 'X-Api-Key': key };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const cls = await api.post('/api/class/save', { headers, data: { name: 'Period 3', code } });
  expect(cls.status()).toBe(200);
  return { email, classID: (await cls.json()).value.id as string, code };
}

async function newStudent(api: APIRequestContext, code: string, first: string, last: string) {
  const res = await api.post('/api/student/create', {
    data: { User: { username: unique(`${first.toLowerCase()}.`), first, last, password: PASSWORD }, Class: { code } },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).user.apiKey as string;
}

test('Manage Students shows when each device last synced, and a late or refused delivery in a dialog', async ({ page }) => {
  const teacher = await newTeacherWithClass(page.request);
  const zoeKey = await newStudent(page.request, teacher.code, 'Zoe', 'Young');
  await newStudent(page.request, teacher.code, 'Ben', 'Adams');

  // Zoe's outbox delivers a save she made offline 5 minutes ago (the server refuses it for good) and reports that.
  const queuedAt = new Date(Date.now() - 5 * 60_000).toISOString();
  const delivered = await page.request.post('/api/student/savequiz', {
    headers: { 'X-Api-Key': zoeKey, 'Idempotency-Key': unique('entry-'), 'X-Queued-At': queuedAt },
    data: { quizID: 'gone-quiz', Answers: [], Score: 0 },
  });
  expect(delivered.status()).toBe(404);
  const reported = await page.request.post('/api/student/syncfailure', {
    headers: { 'X-Api-Key': zoeKey },
    data: { key: 'entry-1', path: '/student/savequiz', body: {}, label: 'Practice 2: Verbs', status: 404, message: 'Not found.', queuedAt },
  });
  expect(reported.status()).toBe(200);

  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(teacher.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);

  // All classes: no sync column (sync state is per class).
  await page.goto('/students');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('columnheader', { name: 'Last sync' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Period 3' });
  await expect(table.getByRole('columnheader', { name: 'Last sync' })).toBeVisible();
  const zoe = table.getByRole('row', { name: /Zoe Young/ });
  await expect(zoe.locator('time')).toHaveText('just now');
  await expect(zoe.locator('time')).toHaveAttribute('title', /\d/);
  await expect(table.getByRole('row', { name: /Ben Adams/ })).toContainText('Never');
  await expect(table.getByRole('row', { name: /Ben Adams/ }).getByRole('button', { name: /sync details/ })).toHaveCount(0);

  // The table fits a 1366x768 Chromebook screen without scrolling sideways.
  const scroll = page.locator('[data-dense-table="students"]');
  expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const marker = zoe.getByRole('button', { name: '1 late, 1 not saved: sync details for Zoe Young' });
  await marker.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sync of Zoe Young' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '1 late save' })).toBeVisible();
  await expect(dialog).toContainText(
    'Made offline and delivered when the device reconnected: one save (a finished quiz, writing or diagnostic answers) reached the server more than 2 minutes',
  );
  await expect(dialog.getByRole('heading', { name: '1 not saved' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('Practice 2: Verbs');
  await expect(dialog.getByRole('listitem')).toContainText('Not found.');
  await page.screenshot({ path: test.info().outputPath('sync-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(marker).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('sync-table.png'), fullPage: true });
});
