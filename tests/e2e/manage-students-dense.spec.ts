import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, unique } from './support/fixtures';
import { signIn } from './support/signIn';
import { verifiedTeacher } from './support/verifiedTeacher';
import { compareNatural } from '../../src/shared/domain/naturalSort';
import { messages } from '../../src/shared/messages';

/**
 * Manage Students for a class of 30 (issue 29): a dense table (one line per student, 12 or more on
 * a Chromebook's first screen), sorting, a row menu, bulk reset with usernames, the login cards.
 */
const PASSWORD = 'chalk42';
const SHOTS = '/tmp/shots-ms';
const FIRSTS = [
  'Ava', 'Ben', 'Chloe', 'Dylan', 'Emma', 'Finn', 'Grace', 'Henry', 'Isla', 'Jack', 'Kai', 'Lily', 'Mason',
  'Nora', 'Owen', 'Piper', 'Quinn', 'Ruby', 'Sam', 'Tara', 'Uma', 'Victor', 'Willa', 'Xander', 'Yara', 'Zane',
];

interface Made {
  email: string;
  cls: { id: string; name: string; code: string };
  students: { name: string; username: string }[];
}

/** A teacher with 35 seats and a class of 30 made over the API (two "Anna Smith", "Extra2" and "Extra10"); three devices have synced. */
async function classOfThirty(api: APIRequestContext): Promise<Made> {
  const { email, headers } = await verifiedTeacher(api, { label: 'dense', first: 'Dana', last: 'Ense', password: PASSWORD });
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const saved = await api.post('/api/class/save', { headers, data: { name: 'Room 9', code } });
  expect(saved.status()).toBe(200);
  const cls = (await saved.json()).value as Made['cls'];

  // Usernames run against the names (the first name gets the last username), so sorting by them differs.
  const tag = unique('u').toLowerCase();
  const names = [...FIRSTS.map((f) => ({ first: f, last: 'Brown' })), { first: 'Anna', last: 'Smith' }, { first: 'Anna', last: 'Smith' }];
  names.push({ first: 'Extra2', last: 'Kid' }, { first: 'Extra10', last: 'Kid' });
  const rows = names.map((n, i) => ({ ...n, username: `${tag}.${String(names.length - i).padStart(2, '0')}`, email: null }));
  const made = await api.post('/api/student/bulkcreate', { headers, data: { classID: cls.id, students: rows } });
  expect(made.status(), await made.text()).toBe(200);
  const answer = (await made.json()) as { created: number; rows: { first: string; last: string; username: string; password: string }[] };
  expect(answer.created).toBe(30);

  // Three students' devices deliver a save: their Last sync is "just now", the others' "Never".
  for (const r of answer.rows.slice(0, 3)) {
    const login = await api.post('/api/user/login', { data: { username: r.username, password: r.password } });
    const key = ((await login.json()) as { apiKey: string }).apiKey;
    await api.post('/api/student/savequiz', {
      headers: { 'X-Api-Key': key, 'Idempotency-Key': unique('entry-'), 'X-Queued-At': new Date().toISOString() },
      data: { quizID: 'gone-quiz', Answers: [], Score: 0 },
    });
  }
  return { email, cls, students: answer.rows.map((r) => ({ name: `${r.first} ${r.last}`, username: r.username })) };
}

const studentTable = (page: Page) => page.locator('[data-dense-table="students"]').getByRole('table');
const names = (table: Locator) => table.locator('tbody th[scope="row"]').allInnerTexts();
const logins = (table: Locator) => table.locator('tbody td.student-login').allInnerTexts();

test('Manage Students for 30: 12+ one-line rows on the first screen, sorting, the row menu by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const made = await classOfThirty(page.request);
  await signIn(page, made.email, PASSWORD);
  await page.goto(`/students/${made.cls.id}`);
  const table = studentTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.getByRole('row', { name: /Ava Brown/ }).locator('time')).toHaveText('just now');

  // Rows on the first screen, without scrolling: each one line, at most 48 px.
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().toJSON() as DOMRect));
  const heights = rows.map((r) => r.height);
  expect(Math.max(...heights)).toBeLessThanOrEqual(48);
  const visible = rows.filter((r) => r.top >= 0 && r.bottom <= 768).length;
  console.log(`row height ${Math.min(...heights).toFixed(1)}-${Math.max(...heights).toFixed(1)} px; ${visible} rows visible at 1366x768; first row top ${rows[0]!.top.toFixed(0)} px`);
  expect(visible).toBeGreaterThanOrEqual(12);
  expect(rows[0]!.top).toBeLessThan(768);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/manage-students-1366.png` });

  // Names in natural order ("Extra2" before "Extra10"), then the other way, then by username.
  const byName = await names(table);
  expect(byName).toEqual([...byName].sort(compareNatural));
  expect(byName.indexOf('Extra2 Kid')).toBeLessThan(byName.indexOf('Extra10 Kid'));
  expect(byName.indexOf('Extra10 Kid')).toBeGreaterThanOrEqual(0);
  const nameHeader = table.getByRole('columnheader', { name: 'Name', exact: true });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await names(table)).toEqual([...byName].reverse());
  const loginHeader = table.getByRole('columnheader', { name: 'Email or Username' });
  await loginHeader.getByRole('button').press('Enter');
  await expect(loginHeader).toHaveAttribute('aria-sort', 'ascending');
  const byLogin = await logins(table);
  expect(byLogin).toEqual([...byLogin].sort(compareNatural));
  // Usernames run against the names: this order is not the names' order.
  expect((await names(table))[0]).toBe('Extra10 Kid');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // The row menu by keyboard: Enter opens it, arrows move, Enter picks Set Password.
  const trigger = table.getByRole('button', { name: 'Actions for Extra2 Kid' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Set Password', 'Picture password', 'Remove from Class']);
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Set Password' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/row-menu-1366.png` });
  await page.keyboard.press('Enter');
  const pw = page.getByRole('dialog', { name: 'Set Password' });
  await expect(pw).toContainText('Extra2 Kid');
  await page.keyboard.press('Escape');
  await expect(pw).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // 360 px: the table keeps its lines and scrolls sideways inside its box; the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const narrow = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  expect(Math.max(...narrow)).toBeLessThanOrEqual(48);
  await page.screenshot({ path: `${SHOTS}/manage-students-360.png` });
  await table.getByRole('button', { name: 'Actions for Ava Brown' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Student' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('bulk reset for two "Anna Smith": the confirm step shows usernames, the count matches; login cards keep passwords whole and focus the heading', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const made = await classOfThirty(page.request);
  const annas = made.students.filter((s) => s.name === 'Anna Smith');
  expect(annas).toHaveLength(2);
  await signIn(page, made.email, PASSWORD);
  await page.goto(`/students/${made.cls.id}`);
  const table = studentTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(30);

  for (const box of await table.getByRole('checkbox', { name: 'Select Anna Smith' }).all()) await box.check();
  await table.getByRole('checkbox', { name: 'Select Extra10 Kid' }).check();
  const ticked = await table.locator('tbody input[type="checkbox"]:checked').count();
  expect(ticked).toBe(3);
  const reset = page.getByRole('button', { name: /^Reset passwords/ });
  await expect(reset).toHaveText(`Reset passwords (${ticked})`);
  await reset.click();
  const dialog = page.getByRole('dialog', { name: 'Reset Passwords' });
  await expect(dialog).toContainText(`Give new passwords to ${ticked} students in Room 9?`);
  const confirm = dialog.getByRole('table', { name: 'Students to get new passwords' });
  await expect(confirm.locator('tbody tr')).toHaveCount(ticked);
  // The two Anna Smiths are told apart by their usernames.
  for (const anna of annas) await expect(confirm.getByRole('row', { name: new RegExp(`Anna Smith ${anna.username.replace('.', '\\.')}`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-confirm-1366.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/reset-confirm-360.png` });
  await page.setViewportSize({ width: 1366, height: 768 });

  await dialog.getByRole('button', { name: 'Reset passwords' }).click();
  const fresh = dialog.getByRole('table', { name: 'New sign-ins' });
  await expect(fresh.locator('tbody tr')).toHaveCount(ticked);
  // The words above the table count what the table shows (was "New passwords for 0 students").
  await expect(dialog).toContainText(`New passwords for ${ticked} students in Room 9.`);
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/reset-done-1366.png` });
  await dialog.getByRole('button', { name: 'Print login cards' }).click();

  // The login cards: focus on the page's heading, each password on one line, at both sizes.
  const heading = page.getByRole('heading', { level: 1, name: 'Login cards: Room 9' });
  await expect(heading).toBeFocused();
  const passwords = page.locator('.login-card-password');
  await expect(passwords).toHaveCount(ticked);
  // In Spanish the card's labels are wider ("Nombre de usuario"): the password column is narrowest there.
  const cases = [
    { lang: 'en', width: 1366, height: 768 },
    { lang: 'en', width: 360, height: 740 },
    { lang: 'es', width: 360, height: 740 },
    { lang: 'es', width: 320, height: 740 },
  ];
  for (const { lang, ...size } of cases) {
    if (lang === 'es' && size.width === 360) {
      // Through the app (no reload: the passwords live in this page only), then back to the cards.
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByRole('link', { name: 'Profile', exact: true }).click();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Tarjetas de acceso: Room 9' })).toBeVisible();
      await expect(passwords).toHaveCount(ticked);
    }
    await page.setViewportSize(size);
    const lineCount = () =>
      passwords.evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
    if (size.width === 320) {
      // Control: without the cards' no-break rule, a password does break here, so this check can fail.
      const removed = await page.evaluate(() => {
        for (const sheet of [...document.styleSheets])
          for (const [i, rule] of [...sheet.cssRules].entries())
            if (rule instanceof CSSStyleRule && rule.selectorText === '.login-card dd.login-card-password') {
              sheet.deleteRule(i);
              return rule.cssText;
            }
        return null;
      });
      expect(removed).not.toBeNull();
      expect(Math.max(...(await lineCount()))).toBeGreaterThan(1);
      await page.evaluate((css) => document.styleSheets[0]!.insertRule(css!, document.styleSheets[0]!.cssRules.length), removed);
      expect(Math.max(...(await lineCount()))).toBe(1);
    }
    const lines = await passwords.evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        return { text: el.textContent, height: el.getBoundingClientRect().height, line, rects: el.firstChild ? rectsOf(el.firstChild) : 0 };
        function rectsOf(node: ChildNode) {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }
      }),
    );
    for (const l of lines) {
      expect(l.rects, `${l.text} at ${size.width} px (${lang})`).toBe(1);
      expect(l.height, `${l.text} at ${size.width} px (${lang})`).toBeLessThan(l.line * 1.5);
    }
    await page.screenshot({ path: `${SHOTS}/login-cards-${size.width}-${lang}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
});

test('the "choose a class" toast from Add students does not cover Print login cards', async ({ page }) => {
  test.setTimeout(120_000);
  const made = await classOfThirty(page.request);
  await signIn(page, made.email, PASSWORD);
  await page.goto('/students');
  await page.getByRole('button', { name: 'Add students' }).click();
  const warning = page.locator('.toast-warning', { hasText: messages.chooseClassFirst });
  await expect(warning).toBeVisible();
  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Room 9' });
  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Students' });
  await dialog.getByRole('textbox', { name: 'Names, one student per line' }).fill('Late Comer\nNew Face\n');
  await dialog.getByRole('button', { name: 'Check the list' }).click();
  await dialog.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(dialog.getByRole('heading', { name: '2 students added.' })).toBeVisible();
  // The "choose a class" warning (12 s) went when the class was chosen, and the dialog says "added" itself.
  await expect(warning).toHaveCount(0);
  await expect(page.locator('.toast')).toHaveCount(0);
  const print = dialog.getByRole('button', { name: 'Print login cards' });
  for (const size of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await print.scrollIntoViewIfNeeded();
    await expect(print).toBeInViewport();
    const button = (await print.boundingBox())!;
    // Whatever toasts are open, none lies over the button; and the element at its middle is the button.
    for (const t of await page.locator('.toast').all()) {
      const box = await t.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, `a toast over Print login cards at ${size.width} px`).toBe(false);
    }
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, {
      x: button.x + button.width / 2,
      y: button.y + button.height / 2,
    });
    expect(hit).toBe('Print login cards');
    await page.screenshot({ path: `${SHOTS}/add-done-${size.width}.png` });
  }
});
