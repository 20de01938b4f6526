import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, demoAccounts, unique } from './support/fixtures';
import { extraMessages, messages } from '../../src/shared/messages';

const toast = (page: Page, kind: 'error' | 'success' | 'warning', text: string) => page.locator(`.toast-${kind}`, { hasText: text });

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

async function apiKeyFor(request: APIRequestContext, login: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: login, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).apiKey;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

test('the admin impersonates the demo teacher, adds a class as them, and signs out back to /admin/teachers', async ({ page, request }) => {
  const { Admin, Teacher } = demoAccounts();
  await logIn(page, Admin!.login, Admin!.password);
  await expect(page).toHaveURL(/\/classes$/);

  await page.goto('/admin/teachers');
  await expect(page.getByRole('heading', { name: 'Teachers', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Teachers' });
  await expect(table.getByRole('row', { name: /Sam Trial/ })).toBeVisible();
  // Admins are listed but cannot be impersonated.
  await expect(table.getByRole('row', { name: /Ada Admin/ }).getByRole('button')).toHaveCount(0);

  // Searching narrows the list as the admin types.
  await page.getByRole('searchbox', { name: 'Search' }).fill('RIVERA');
  // The demo teacher's row: other tests may add teachers with the same name, never the same email.
  const maya = table.getByRole('row', { name: /Maya Rivera/ }).filter({ hasText: Teacher!.login });
  await expect(maya).toBeVisible();
  await expect(table.getByRole('row', { name: /Sam Trial/ })).toHaveCount(0);
  await expect(maya).toContainText(Teacher!.login);
  await expect(maya).toContainText('Purchase order');
  await expect(page.getByRole('status').filter({ hasText: 'found for “RIVERA”' })).toBeVisible();

  await maya.getByRole('button', { name: 'Impersonate Maya Rivera' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(banner(page)).toHaveText(/You are signed in as Maya Rivera \(impersonation\)/);
  await expect(page.getByRole('article', { name: 'Room 12 Grammar' })).toBeVisible();
  // The teacher's screens, not the admin's: no admin list without the admin role.
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/classes$/);
  await expect(banner(page)).toBeVisible();

  // A class added now belongs to the teacher.
  const className = `Support ${unique('class')}`;
  await page.getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  await expect(dialog.getByRole('textbox', { name: 'Class Code' })).toHaveValue(/^[A-Z0-9-]{8}$/);
  await dialog.getByRole('textbox', { name: 'Class Name' }).fill(className);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', messages.classSaved)).toBeVisible();
  await expect(page.getByRole('article', { name: className })).toBeVisible();

  // Signing out ends the impersonation and brings the admin back to the teacher list.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(page.getByRole('heading', { name: 'Teachers', level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(maya).toBeVisible();
  // Still the admin after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Teachers', level: 1 })).toBeVisible();

  // The teacher's own sign-in sees the class; the admin has none.
  const teacherKey = await apiKeyFor(request, Teacher!.login, Teacher!.password);
  const own = await request.get('/api/class/getall', { headers: { 'X-Api-Key': teacherKey } });
  expect((await own.json()).map((c: { name: string }) => c.name)).toContain(className);
  const adminKey = await apiKeyFor(request, Admin!.login, Admin!.password);
  const adminsOwn = await request.get('/api/class/getall', { headers: { 'X-Api-Key': adminKey } });
  expect((await adminsOwn.json()).map((c: { name: string }) => c.name)).not.toContain(className);
});

test('the admin impersonates the demo student and signs out back to /admin/students', async ({ page }) => {
  const { Admin, Student } = demoAccounts();
  await logIn(page, Admin!.login, Admin!.password);
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/admin/teachers');
  await page.getByRole('navigation', { name: 'Admin lists' }).getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/admin\/students$/);
  // The Students screen itself (the route's chunk may still be loading when the address changes).
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(Student!.login);
  const table = page.getByRole('table', { name: 'Students' });
  const jordan = table.getByRole('row', { name: /Jordan Lee/ });
  await expect(jordan).toContainText('Room 12 Grammar');
  await expect(jordan).toContainText('teacher@sentencelab.example');
  await expect(table.getByRole('row')).toHaveCount(2); // the header row and Jordan

  await jordan.getByRole('button', { name: 'Impersonate Jordan Lee' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(banner(page)).toHaveText(/You are signed in as Jordan Lee \(impersonation\)/);
  await expect(page.getByText('Room 12 Grammar')).toBeVisible();

  // The banner's own button ends the impersonation too.
  await banner(page).getByRole('button', { name: 'Back to admin' }).click();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('an impersonation link trims its values, works once, and a bad one signs no one in', async ({ page, request }) => {
  const { Admin, Student } = demoAccounts();
  const adminKey = await apiKeyFor(request, Admin!.login, Admin!.password);
  const list = await request.get(`/api/admin/students?search=${encodeURIComponent(Student!.login)}`, {
    headers: { 'X-Api-Key': adminKey },
  });
  const [student] = await list.json();
  const link = await (
    await request.post('/api/admin/impersonationtoken', { data: { userID: student.id }, headers: { 'X-Api-Key': adminKey } })
  ).json();

  // Signed out, with spaces around both values: it still works.
  const url = `/impersonate?username=${encodeURIComponent(`  ${link.username} `)}&access_token=${encodeURIComponent(` ${link.accessToken}  `)}`;
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/impersonate') && r.method() === 'POST');
  await page.goto(url);
  await sent;
  await expect(page).toHaveURL(/\/courses$/);
  await expect(banner(page)).toContainText('Jordan Lee');
  // No admin behind this tab: ending it is a plain sign-out.
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // The same link again: refused, and nobody is signed in.
  await page.goto(url);
  await expect(toast(page, 'error', extraMessages.impersonationLinkInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // An admin opening a wrong link stays themselves.
  await logIn(page, Admin!.login, Admin!.password);
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto(`/impersonate?username=${encodeURIComponent(link.username)}&access_token=wrong-token`);
  await expect(toast(page, 'error', extraMessages.impersonationLinkInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Teachers', level: 1 })).toBeVisible();
});

test('only the admin opens the admin lists', async ({ page }) => {
  const { Teacher, Student } = demoAccounts();
  await page.goto('/admin/students');
  await expect(page).toHaveURL(/return_to=%2Fadmin%2Fstudents/);
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(Teacher!.login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(Teacher!.password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/classes$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signing out finishes on the login screen; going to / before that would still find the teacher signed in.
  await expect(page.getByRole('textbox', { name: 'Email or Username' })).toBeVisible();

  await logIn(page, Student!.login, Student!.password);
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto('/admin/students');
  await expect(page).toHaveURL(/\/courses$/);
  // A student's help is the help centre link; there is no tour for students.
  await expect(page.getByRole('link', { name: 'Help', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a new teacher gets the tour on the first visit to /classes, not after finishing it; Help restarts it', async ({ page, request }) => {
  const email = `${unique('tour')}@school.example`;
  const registered = await request.post('/api/user/save/teacher', {
    data: { email, first: 'Tess', last: 'Tour', password: 'chalk42', howDidYouHearAboutUs: 'Conference' },
  });
  expect(registered.status()).toBe(200);
  await logIn(page, email, 'chalk42');
  await expect(page).toHaveURL(/\/classes$/);

  const tour = page.getByRole('dialog');
  const titles = ['Welcome to Sentence Lab', 'Create a class and invite students', 'Build a diagnostic', 'Customize lessons'];
  await expect(tour).toHaveAccessibleName(titles[0]!);
  await expect(tour).toContainText('Step 1 of 4');
  await expect(tour.getByRole('button', { name: 'Back' })).toBeDisabled();
  for (let i = 1; i < titles.length; i++) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toHaveAccessibleName(titles[i]!);
    await expect(tour).toContainText(`Step ${i + 1} of 4`);
  }
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toHaveAccessibleName(titles[2]!);
  await tour.getByRole('button', { name: 'Next' }).click();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/updateshowtutorial') && r.request().method() === 'POST');
  await tour.getByRole('button', { name: 'Finish' }).click();
  expect((await (await saved).json()).showTutorial).toBe(false);
  await expect(tour).toHaveCount(0);
  // Stored on the account: a sign-in elsewhere sees it too.
  const elsewhere = await request.post('/api/user/login', { data: { username: email, password: 'chalk42' } });
  expect((await elsewhere.json()).showTutorial).toBe(false);

  // Reloaded (and after the session check a second later), the tour stays closed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.waitForResponse((r) => r.url().endsWith('/api/user/checksession'));
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Help > Take the tour opens it again at the first step, from another screen too.
  await page.goto('/profile');
  const help = page.getByRole('button', { name: 'Help' });
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.help-menu').getByRole('link', { name: 'Help centre' })).toBeVisible();
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(tour).toHaveAccessibleName(titles[0]!);
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toHaveCount(0);

  // And on /classes itself, from the keyboard.
  await help.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Take the tour' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour).toHaveAccessibleName(titles[0]!);
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Issue 29: the admin's lists in Spanish, and the purchase-order plan list.
// ---------------------------------------------------------------------------------------------

const SHOTS = '/tmp/shots-i29admin';

/** Rows whose action buttons run past the table's visible box (cut off), by their first cell. */
const cutActions = (page: Page) =>
  page.locator('.admin-table-wrap').evaluate((wrap) => {
    const box = wrap.getBoundingClientRect();
    const cut: string[] = [];
    for (const row of wrap.querySelectorAll('tbody tr')) {
      for (const button of row.querySelectorAll('.admin-action button')) {
        const r = button.getBoundingClientRect();
        if (r.right > box.right + 0.5 || button.scrollWidth > button.clientWidth + 0.5) cut.push(row.querySelector('th')?.textContent ?? '?');
      }
    }
    return { cut, scrolls: wrap.scrollWidth > wrap.clientWidth + 0.5 };
  });

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX', viewport: { width: 1366, height: 768 } });

  test('at 1366 px the admin lists show every action whole, and "Exportar datos" is named by its words (axe label-content-name-mismatch) (issue 29)', async ({ page }) => {
    const { Admin } = demoAccounts();
    // axe-core, injected before the page's scripts (the app's CSP refuses an inline script tag).
    await page.addInitScript({ path: 'node_modules/axe-core/axe.min.js' });
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Correo electrónico o nombre de usuario' }).fill(Admin!.login);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(Admin!.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/$/);

    for (const [path, heading] of [
      ['/admin/teachers', 'Docentes'],
      ['/admin/students', 'Estudiantes'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
      expect(await cutActions(page), path).toEqual({ cut: [], scrolls: false });
      await page.screenshot({ path: `${SHOTS}/es-admin${path.replace('/admin/', '-')}-1366.png` });
    }

    // On the students list: every button's name starts with the words it shows.
    const exportButton = page.getByRole('button', { name: /^Exportar datos de / }).first();
    await expect(exportButton).toBeVisible();
    const mismatches = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] }, resultTypes: ['violations'] });
      return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    });
    expect(mismatches).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/es-admin-students-360.png` });
    await page.goto('/admin/teachers');
    await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/es-admin-teachers-360.png` });
  });
});

test('the purchase-order plan list shows each plan’s whole name (radios that wrap, not a cut select), at 1366 and 360 px (issue 29)', async ({ page }) => {
  const { Admin, 'Super teacher': owner } = demoAccounts();
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, Admin!.login, Admin!.password);
  await expect(page).toHaveURL(/\/classes$/);
  for (const [who, width] of [
    ['Grace Okafor', 1366],
    ['Maya Rivera', 1366],
    ['Maya Rivera', 360],
  ] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.goto('/admin/teachers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(who === 'Grace Okafor' ? owner!.login : who);
    await page.getByRole('button', { name: `Record purchase order for ${who}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record purchase order' });
    const plans = dialog.getByRole('group', { name: 'Plan' }).getByRole('radio');
    expect(await plans.count()).toBeGreaterThan(1);
    await expect(plans.first()).toBeChecked();
    // Every plan's words show whole: nothing runs past its row or the dialog.
    const cut = await dialog.locator('.po-plan').evaluateAll((rows) =>
      rows
        .filter((row) => {
          const words = row.querySelector('span')!;
          const r = words.getBoundingClientRect();
          const list = row.parentElement!.getBoundingClientRect();
          return words.scrollWidth > words.clientWidth + 0.5 || r.right > list.right + 0.5 || !/ — \$[\d.,]+$/.test(words.textContent ?? '');
        })
        .map((row) => row.textContent ?? ''),
    );
    expect(cut, `${who} at ${width}`).toEqual([]);
    // Choosing one by the keyboard: the price and size are said below the list.
    await plans.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(plans.nth(1)).toBeChecked();
    await expect(plans.nth(1)).toBeFocused();
    await expect(dialog.locator('.field-hint').first()).toContainText(/^\$[\d.,]+ per \d+ students, (annual|monthly)\.$/);
    await page.screenshot({ path: `${SHOTS}/po-dialog-${who.split(' ')[0]}-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
