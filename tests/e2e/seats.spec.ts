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
