import type { APIRequestContext } from '@playwright/test';
import { test, expect, demoAccounts, unique } from './support/fixtures';
import { signIn, skipTour } from './support/signIn';
import { extraMessages, messages } from '../../src/shared/messages';

/** Seats people can see (/classes, Manage Students, the invite dialog) and the admin's purchase order. */
const PASSWORD = 'chalk42';



test('a trial teacher with 5 students sees full seats before students try; an admin’s purchase order opens 30 more', async ({ page, request }) => {
  const email = `${unique('seats')}@school.example`;
  const reg = await request.post('/api/user/save/teacher', { data: { email, first: 'Tess', last: 'Seats', password: PASSWORD, howDidYouHearAboutUs: 'Conference' } });
  const key = (await reg.json()).apiKey as string;
  const code = (await (await request.get('/api/class/getcode', { headers: { 'X-Api-Key': key } })).text()).replace(/"/g, '');
  const saved = await request.post('/api/class/save', { headers: { 'X-Api-Key': key }, data: { name: 'Room 7', code } });
  expect(saved.status()).toBe(200);
  const joinClass = () =>
    request.post('/api/student/create', { data: { User: { username: unique('kid.'), first: 'Kid', last: 'Seat', password: PASSWORD }, Class: { code } } });
  for (let i = 0; i < 4; i++) expect((await joinClass()).status()).toBe(200);

  await signIn(page, email, PASSWORD);
  const seatLine = page.locator('.seat-line');
  await expect(seatLine).toHaveText('Student seats: 4 of 5 used · 1 free');
  expect((await joinClass()).status()).toBe(200);
  await page.reload();
  await expect(seatLine).toContainText('Student seats: 5 of 5 used · 0 free');
  await skipTour(page);
  await expect(seatLine).toContainText('your seats are full');
  await expect(seatLine.getByRole('link', { name: 'Add seats' })).toHaveAttribute('href', '/payment');
  await page.getByRole('article', { name: 'Room 7' }).getByRole('button', { name: /Invite Students/ }).click();
  await expect(page.getByRole('dialog', { name: 'Invite Students' })).toContainText(messages.classFull);
  await page.screenshot({ path: 'test-results/screens/invite-seats-full.png' });
  await page.keyboard.press('Escape');
  await page.goto('/students');
  await expect(seatLine).toContainText('Student seats: 5 of 5 used');
  expect((await joinClass()).status()).toBe(411);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The school pays by invoice: the admin records the order.
  const { Admin } = demoAccounts();
  await signIn(page, Admin!.login, Admin!.password);
  await page.goto('/admin/teachers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const row = page.getByRole('table', { name: 'Teachers' }).getByRole('row', { name: /Tess Seats/ });
  await row.getByRole('button', { name: 'Record purchase order for Tess Seats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record purchase order' });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await dialog.getByRole('button', { name: 'Record purchase order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(extraMessages.quantityInvalid);
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('7');
  await expect(dialog).toContainText('Gives 35 student seats.');
  await dialog.getByRole('textbox', { name: 'PO number (optional)' }).fill('PO-7781');
  await page.screenshot({ path: 'test-results/screens/admin-purchase-order.png' });
  await dialog.getByRole('button', { name: 'Record purchase order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Purchase order');
  expect((await joinClass()).status()).toBe(200);
});

test('removing a sub-teacher says their students would be locked out and moves their classes to the super-teacher first', async ({ page, request }) => {
  const { 'Super teacher': owner } = demoAccounts();
  const email = `${unique('leaving')}@school.example`;
  const reg = await request.post('/api/user/save/teacher', { data: { email, first: 'Lee', last: 'Leaving', password: PASSWORD, howDidYouHearAboutUs: 'Conference' } });
  const teacherKey = (await reg.json()).apiKey as string;
  const ownerKey = (await (await request.post('/api/user/login', { data: { username: owner!.login, password: owner!.password } })).json()).apiKey as string;
  const added = await request.post('/api/user/savesubteacher', { headers: { 'X-Api-Key': ownerKey }, data: { email, first: 'Lee', last: 'Leaving' } });
  expect(added.status()).toBe(200);
  const code = (await (await request.get('/api/class/getcode', { headers: { 'X-Api-Key': teacherKey } })).text()).replace(/"/g, '');
  expect((await request.post('/api/class/save', { headers: { 'X-Api-Key': teacherKey }, data: { name: 'Period 2', code } })).status()).toBe(200);
  for (let i = 0; i < 2; i++) {
    const joined = await request.post('/api/student/create', { data: { User: { username: unique('moving.'), first: 'Mo', last: 'Ving', password: PASSWORD }, Class: { code } } });
    expect(joined.status()).toBe(200);
  }

  await signIn(page, owner!.login, owner!.password);
  await page.goto('/teachers');
  await page.getByRole('button', { name: /Remove Lee Leaving/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Teacher' });
  await expect(dialog).toContainText('Lee Leaving has 2 students. Once removed, their account has no seats');
  await page.screenshot({ path: 'test-results/screens/remove-sub-teacher.png' });
  await dialog.getByRole('combobox', { name: 'Move classes to' }).selectOption({ label: 'Me (Grace Okafor)' });
  await dialog.getByRole('button', { name: 'Move classes' }).click();
  await expect(page.locator('.toast-success', { hasText: extraMessages.classesMoved(1, 'Me (Grace Okafor)') })).toBeVisible();
  await expect(dialog).not.toContainText('has 2 students');
  await dialog.getByRole('button', { name: 'Remove Teacher' }).click();
  await expect(dialog).toBeHidden();
  // The class is the super-teacher's now, and its students can still open lessons.
  await page.goto('/classes');
  await expect(page.getByRole('article', { name: 'Period 2' })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// Issue 29: seats an admin and a super-teacher can trust.
// ---------------------------------------------------------------------------------------------

const SHOTS = '/tmp/shots-i29admin';

async function keyOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: login, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).apiKey as string;
}

const yearOn = () => new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);

/** A teacher with a class of 30 students (made through the API), on a purchase order of 30 seats. */
async function teacherWithThirty(request: APIRequestContext, adminKey: string) {
  const email = `${unique('thirty')}@school.example`;
  const reg = await request.post('/api/user/save/teacher', { data: { email, first: 'Theo', last: 'Thirty', password: PASSWORD, howDidYouHearAboutUs: 'Conference' } });
  const body = await reg.json();
  const key = body.apiKey as string;
  const order = await request.post('/api/admin/purchaseorder', {
    headers: { 'X-Api-Key': adminKey },
    data: { userID: body.id, paymentPlan: 'masterAnnual_3', quantity: 6, expirationDate: yearOn(), poNumber: null },
  });
  expect(order.status()).toBe(200);
  const code = (await (await request.get('/api/class/getcode', { headers: { 'X-Api-Key': key } })).text()).replace(/"/g, '');
  expect((await request.post('/api/class/save', { headers: { 'X-Api-Key': key }, data: { name: 'Room 30', code } })).status()).toBe(200);
  for (let i = 0; i < 30; i++) {
    const joined = await request.post('/api/student/create', {
      data: { User: { username: unique(`pupil${i}.`), first: `Pupil${i + 1}`, last: 'Thirty', password: PASSWORD }, Class: { code } },
    });
    expect(joined.status()).toBe(200);
  }
  return { email, id: body.id as string, key, code };
}

test('a purchase order smaller than the 30 seats in use warns the admin and needs a confirmation; the teacher then reads "30 on a plan of 25 · 5 over" and their plan by name (issue 29)', async ({ page, request }) => {
  const { Admin } = demoAccounts();
  const adminKey = await keyOf(request, Admin!.login, Admin!.password);
  const teacher = await teacherWithThirty(request, adminKey);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, Admin!.login, Admin!.password);
  await page.goto('/admin/teachers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(teacher.email);
  const row = page.getByRole('table', { name: 'Teachers' }).getByRole('row', { name: /Theo Thirty/ });
  await expect(row).toContainText('30');
  await row.getByRole('button', { name: 'Record purchase order for Theo Thirty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record purchase order' });
  // 6 x 5 = 30 seats: no warning.
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('6');
  await expect(dialog.locator('.po-short')).toHaveCount(0);
  // 5 x 5 = 25 seats for 30 students: warned before anything is sent.
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('5');
  const warning = dialog.locator('.po-short');
  await expect(warning).toContainText(extraMessages.purchaseOrderBelowUse);
  await expect(warning).toContainText('30 students are in this account\'s classes and the order gives 25 seats');
  await page.screenshot({ path: `${SHOTS}/po-below-use-1366.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/po-below-use-360.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await dialog.getByRole('button', { name: 'Record purchase order' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Tick “Record it anyway”');
  await expect(dialog).toBeVisible();
  // Not recorded: the teacher still has 30 seats.
  const before = await (await request.post('/api/user/checksession', { headers: { 'X-Api-Key': teacher.key } })).json();
  expect(before.maxStudents).toBe(30);
  await dialog.getByRole('checkbox', { name: /Record it anyway/ }).check();
  await dialog.getByRole('button', { name: 'Record purchase order' }).click();
  await expect(dialog).toBeHidden();
  const after = await (await request.post('/api/user/checksession', { headers: { 'X-Api-Key': teacher.key } })).json();
  expect(after).toMatchObject({ maxStudents: 25, totalStudents: 30 });

  // Over HTTP: the same order without the confirmation is a 409 with the counts.
  const refused = await request.post('/api/admin/purchaseorder', {
    headers: { 'X-Api-Key': adminKey },
    data: { userID: teacher.id, paymentPlan: 'masterAnnual_3', quantity: 5, expirationDate: yearOn(), poNumber: null },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(`${extraMessages.purchaseOrderBelowUse} ${extraMessages.purchaseOrderBelowUseCounts(30, 25, 5)}`);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, teacher.email, PASSWORD);
  const seatLine = page.locator('.seat-line');
  await expect(seatLine).toContainText('Student seats: 30 students on a plan of 25 · 5 over');
  await expect(seatLine).not.toContainText('30 of 25');
  await page.screenshot({ path: `${SHOTS}/seat-line-over-1366.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/seat-line-over-360.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/profile');
  const plan = page.locator('.profile-summary, main').getByText('Per 5 students, annual');
  await expect(plan.first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('masterAnnual_3');
  await plan.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-plan-1366.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await plan.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-plan-360.png` });
});

test('Manage Teachers: "12 of 25" per teacher, the seat hint says what the tiles count, and a removed teacher reads "ended" today, not a year ahead (issue 29)', async ({ page, request }) => {
  const { 'Super teacher': owner, Admin } = demoAccounts();
  const ownerKey = await keyOf(request, owner!.login, owner!.password);
  const email = `${unique('twelve')}@school.example`;
  const reg = await request.post('/api/user/save/teacher', { data: { email, first: 'Tara', last: 'Twelve', password: PASSWORD, howDidYouHearAboutUs: 'Conference' } });
  const teacherKey = (await reg.json()).apiKey as string;
  const added = await request.post('/api/user/savesubteacher', { headers: { 'X-Api-Key': ownerKey }, data: { email, first: 'Tara', last: 'Twelve' } });
  expect(added.status()).toBe(200);
  const subID = (await added.json()).subTeacher.id as string;
  const code = (await (await request.get('/api/class/getcode', { headers: { 'X-Api-Key': teacherKey } })).text()).replace(/"/g, '');
  expect((await request.post('/api/class/save', { headers: { 'X-Api-Key': teacherKey }, data: { name: 'Period 12', code } })).status()).toBe(200);
  for (let i = 0; i < 12; i++) {
    const joined = await request.post('/api/student/create', { data: { User: { username: unique(`twelve${i}.`), first: `Kid${i}`, last: 'Twelve', password: PASSWORD }, Class: { code } } });
    expect(joined.status()).toBe(200);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, owner!.login, owner!.password);
  await page.goto('/teachers');
  const row = page.getByRole('table', { name: 'Teachers in your group' }).getByRole('row').filter({ hasText: 'Tara Twelve' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('12 of 25');
  // The tiles count the teachers in the table; the hint says the same rule (not "You and each teacher").
  const rows = await page.getByRole('table', { name: 'Teachers in your group' }).getByRole('row').count();
  const tile = (label: string) => page.locator('.seat-tile', { has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition');
  await expect(tile('Filled')).toHaveText(String(rows - 1));
  const total = Number(await tile('Total seats').textContent());
  await expect(tile('Available')).toHaveText(String(Math.max(0, total - (rows - 1))));
  await expect(page.locator('.seat-rule')).toHaveText('Each teacher you add takes one seat; your own classes come with the plan.');
  await page.screenshot({ path: `${SHOTS}/manage-teachers-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/manage-teachers-360.png`, fullPage: true });

  // Removed: their plan ended today.
  expect((await request.post('/api/user/removesubteacher', { headers: { 'X-Api-Key': ownerKey }, data: { ID: subID } })).status()).toBe(200);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, Admin!.login, Admin!.password);
  await page.goto('/admin/teachers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const adminRow = page.getByRole('table', { name: 'Teachers' }).getByRole('row', { name: /Tara Twelve/ });
  await expect(adminRow).toContainText('Expired');
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date());
  await expect(adminRow).toContainText(`ended ${today}`);
  const nextYear = String(new Date().getFullYear() + 1);
  await expect(adminRow).not.toContainText(nextYear);
});

test.describe('in Spanish at 360 px', () => {
  test.use({ locale: 'es-MX', viewport: { width: 360, height: 740 } });

  test('the seat tiles keep their labels ("DISPONIBLES") inside the tile (issue 29)', async ({ page }) => {
    const { 'Super teacher': owner } = demoAccounts();
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Correo electrónico o nombre de usuario' }).fill(owner!.login);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(owner!.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/$/);
    await page.goto('/teachers');
    await expect(page.getByRole('heading', { level: 1, name: 'Administrar docentes' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Disponibles' })).toBeVisible();
    const overflowing = await page.locator('.seat-tile').evaluateAll((tiles) =>
      tiles
        .map((tile) => {
          const box = tile.getBoundingClientRect();
          const parts = [...tile.querySelectorAll('dt, dd')].map((el) => ({ el, r: el.getBoundingClientRect() }));
          const out = parts.some(({ el, r }) => r.right > box.right + 0.5 || r.left < box.left - 0.5 || el.scrollWidth > el.clientWidth + 0.5);
          return out ? tile.textContent : null;
        })
        .filter(Boolean),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/es-manage-teachers-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/es-manage-teachers-1366.png` });
  });
});
