import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, demoAccounts, unique } from './support/fixtures';
import { signIn, skipTour } from './support/signIn';
import { messages, withoutGoogle } from '../../src/shared/messages';
import { GOOGLE_STANDIN_URL } from '../../playwright.config';

/**
 * Google in the browser: the real pages of the app and of a real OpenID provider (oidc-provider's
 * own login and consent pages, run locally as a Google-like issuer), the server's real Google
 * adapter, and a Classroom stand-in that checks every bearer token with the provider.
 */
const PASSWORD = 'chalk42';

interface Account {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

const control = (request: APIRequestContext, path: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE' = 'GET', data?: unknown) =>
  request.fetch(`${GOOGLE_STANDIN_URL}/__control/${path}`, { method, data });

/** Accounts the provider knows for this test (a teacher and the students of their courses). */
async function accounts(request: APIRequestContext, list: Account[]) {
  expect((await control(request, 'accounts', 'PUT', list)).ok()).toBe(true);
}

const kids = (n: number, tag: string): Account[] =>
  Array.from({ length: n }, (_, i) => ({
    sub: `${tag}-${i + 1}`,
    email: `${tag}.${i + 1}@school.example`,
    given_name: `Kid${i + 1}`,
    family_name: tag,
  }));

/** At the provider's real pages: sign in as `sub`, then Continue (or Cancel) on the consent page. */
async function atGoogle(page: Page, sub: string, opts: { deny?: boolean } = {}) {
  await expect(page).toHaveURL(new RegExp(`^${GOOGLE_STANDIN_URL}/interaction/`));
  const loginBox = page.locator('input[name="login"]');
  if (await loginBox.isVisible().catch(() => false)) {
    await loginBox.fill(sub);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  if (opts.deny) await page.getByRole('link', { name: '[ Cancel ]' }).click();
  else await page.getByRole('button', { name: 'Continue' }).click();
}

/** The admin records a purchase order so a trial teacher has room for a whole class. */
async function giveSeats(request: APIRequestContext, userID: string, quantity: number) {
  const { Admin } = demoAccounts();
  const admin = await (await request.post('/api/user/login', { data: { username: Admin!.login, password: Admin!.password } })).json();
  const order = await request.post('/api/admin/purchaseorder', {
    headers: { 'X-Api-Key': admin.apiKey },
    data: { userID, paymentPlan: 'masterAnnual_3', quantity, expirationDate: '2099-06-30' },
  });
  expect(order.status()).toBe(200);
}

async function registerTeacherWithGoogle(page: Page, teacher: Account): Promise<{ id: string; apiKey: string }> {
  await page.goto('/register?type=teacher');
  await page.getByRole('button', { name: 'Register with Google' }).click();
  await atGoogle(page, teacher.sub);
  // GGL-12..14: back on /register with the names and email from Google; no password asked.
  await expect(page.getByRole('form', { name: 'Finish signing up with Google' })).toContainText(teacher.email);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(teacher.given_name);
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(teacher.family_name);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/google-teacher-form.png', fullPage: true });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/save/teacher/google'));
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  const user = await (await saved).json();
  await expect(page).toHaveURL(/\/classes$/);
  await skipTour(page);
  return { id: user.id, apiKey: user.apiKey };
}

test('a teacher registers with Google, imports two Classroom courses with 25 students, syncs a removal, keeps a matched student, and shares a lesson', async ({
  page,
  request,
}) => {
  const tag = unique('g');
  const teacher: Account = { sub: `${tag}-teacher`, email: `${tag}.teacher@school.example`, given_name: 'Grace', family_name: 'Hopper' };
  const early: Account = { sub: `${tag}-early`, email: `${tag}.early@school.example`, given_name: 'Early', family_name: 'Bird' };
  const p1 = [...kids(12, `${tag}a`), early];
  const p2 = kids(12, `${tag}b`);
  await accounts(request, [teacher, ...p1, ...p2]);

  const me = await registerTeacherWithGoogle(page, teacher);
  const headers = { 'X-Api-Key': me.apiKey };
  // SHL-51: no check-email banner for a Google teacher; GGL-19: Sync With Classroom is there.
  await expect(page.getByRole('region', { name: /verify/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sync With Classroom' })).toBeVisible();
  await giveSeats(request, me.id, 10);

  // Before Classroom: a class made by hand, where a student joined by email and earned a badge.
  const code = (await (await request.get('/api/class/getcode', { headers })).text()).replace(/"/g, '');
  expect((await request.post('/api/class/save', { headers, data: { name: 'Made by hand', code } })).status()).toBe(200);
  const joined = await (
    await request.post('/api/student/create', {
      data: { User: { email: early.email, first: 'Early', last: 'Bird', password: PASSWORD }, Class: { code } },
    })
  ).json();
  const badges = async () =>
    (await (await request.get('/api/student/getearnedbadges', { headers: { 'X-Api-Key': joined.user.apiKey } })).json()).length;
  const badgesBefore = await badges();
  expect(badgesBefore).toBeGreaterThan(0);

  expect(
    (
      await control(request, 'courses', 'PUT', [
        { id: `${tag}-c1`, name: 'Period 1 English', section: 'Room 12', ownerSub: teacher.sub, students: p1 },
        { id: `${tag}-c2`, name: 'Period 2 English', ownerSub: teacher.sub, students: p2 },
      ])
    ).ok(),
  ).toBe(true);

  await page.reload();
  await page.getByRole('button', { name: 'Sync With Classroom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync With Classroom' });
  // GGL-21, 22: the teacher's Google classes; nothing chosen yet, so Sync waits.
  await expect(dialog.getByRole('checkbox', { name: 'Period 1 English (Room 12)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sync', exact: true })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Period 1 English (Room 12)' }).check();
  await dialog.getByRole('checkbox', { name: 'Period 2 English' }).check();
  // The hand-made class would go: said before it happens.
  await expect(dialog).toContainText('These classes will be removed from Sentence Lab: Made by hand');
  await page.screenshot({ path: 'test-results/screens/google-sync-dialog.png' });
  const calls: string[] = [];
  page.on('request', (r) => /\/api\/google\/(classimport|studentimport)$/.test(r.url()) && calls.push(r.url().split('/api')[1]!));
  await dialog.getByRole('button', { name: 'Sync', exact: true }).click();

  // GGL-23, 24: both calls with the chosen values; a real progress bar; the classes appear.
  const panel = page.getByRole('region', { name: /Sync with Google Classroom/ });
  await expect(panel.getByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
  await expect(panel).toContainText('Sync with Google Classroom finished', { timeout: 30_000 });
  await expect(panel).toContainText('2 of 2 classes · 25 of 25 students');
  // Both calls, in order; the job counts the two chosen classes (the server checked each value against Google).
  expect(calls).toEqual(['/google/classimport', '/google/studentimport']);
  const period1 = page.getByRole('article', { name: 'Period 1 English' });
  await expect(period1).toBeVisible();
  await expect(page.getByRole('article', { name: 'Made by hand' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/google-synced.png', fullPage: true });
  // GGL-28..31: no Invite Students, no student-list link, no Add Class; the class name is Google's.
  await expect(period1.getByRole('button', { name: /Invite Students/ })).toHaveCount(0);
  await expect(period1.locator('a[href^="/students/"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Class' })).toHaveCount(0);
  await period1.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Class' }).getByRole('textbox', { name: 'Class Name' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // GGL-27: the student matched by email kept their badges.
  expect(await badges()).toBe(badgesBefore);

  // GGL-26: a student leaves the course in Google; the next sync removes them here.
  expect((await control(request, `courses/${tag}-c2/students/${tag}b-3`, 'DELETE')).ok()).toBe(true);
  await page.getByRole('button', { name: 'Sync With Classroom' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Period 2 English' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(panel).toContainText('2 of 2 classes · 24 of 24 students', { timeout: 30_000 });
  await panel.getByText('Removed (not in Google Classroom any more): 1').click();
  await expect(panel).toContainText(`Kid3 ${tag}b (Period 2 English)`);
  await expect(page.getByRole('article', { name: 'Period 2 English' })).toContainText('11');

  // STU-25..27: a Google student of a Google class is edited in Google: sign-in name and name read-only, no Remove, no password.
  await page.goto('/students');
  const row = page.getByRole('row', { name: new RegExp(`Kid1 ${tag}a`) });
  // Its row menu (issue 29) offers Edit and the picture password, but no Remove and no Set Password.
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Picture password']);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(edit.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('textbox', { name: 'Email or Username' })).toHaveAttribute('readonly', '');
  await page.keyboard.press('Escape');
  // PRF-12, 13: the Google teacher's sign-in name is Google's, and there is no password to change.
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);

  // GGL-33, 36: share a lesson to the Google class; it arrives in Classroom.
  await page.goto('/courses');
  await page.locator('a[href^="/courseLessons/"]').first().click();
  const share = page.getByRole('button', { name: /^Share .* to Google Classroom$/ }).first();
  await share.click();
  const shareDialog = page.getByRole('dialog', { name: 'Share to Google Classroom' });
  await shareDialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('.toast-text', { hasText: messages.selectClass })).toBeVisible();
  await shareDialog.getByRole('combobox', { name: 'Google class' }).selectOption({ label: 'Period 1 English' });
  await shareDialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('.toast-text', { hasText: messages.sharedToClassroom })).toHaveText(
    `${messages.sharedTitle}: ${messages.sharedToClassroom}`,
  );
  // In Classroom: course material in Period 1, with the lesson's link (lessonLink) and the lesson's name.
  const posts = await (await control(request, 'posts')).json();
  expect(posts.at(-1)).toMatchObject({ kind: 'courseWorkMaterials', courseId: `${tag}-c1`, bySub: teacher.sub });
  expect(posts.at(-1).body.materials[0].link.url).toMatch(/\/lesson\/[^/]+\/[^/]+$/);
  await page.screenshot({ path: 'test-results/screens/google-shared.png' });
  // GGL-39: a share Google refuses says so with the generic 'Failed to …' form.
  expect((await control(request, 'courses', 'PUT', [])).ok()).toBe(true);
  await share.click();
  await shareDialog.getByRole('combobox', { name: 'Google class' }).selectOption({ label: 'Period 1 English' });
  await shareDialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('.toast-text', { hasText: 'Failed to share lesson to Google Classroom.' })).toBeVisible();
});

test('a student registers with Google by class code, and later logs in with Google; refusing consent says so', async ({
  page,
  request,
}) => {
  const tag = unique('gs');
  const kid: Account = { sub: `${tag}-kid`, email: `${tag}.kid@school.example`, given_name: 'Rosa', family_name: 'Parks' };
  await accounts(request, [kid]);
  const reg = await request.post('/api/user/save/teacher', {
    data: { email: `${tag}.t@school.example`, first: 'Tom', last: 'Email', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  const headers = { 'X-Api-Key': (await reg.json()).apiKey as string };
  const code = (await (await request.get('/api/class/getcode', { headers })).text()).replace(/"/g, '');
  expect((await request.post('/api/class/save', { headers, data: { name: 'Room 4', code } })).status()).toBe(200);

  // REG-33, 35, 36: both buttons wait for the whole 8-character code.
  await page.goto('/register?type=student');
  const google = page.getByRole('button', { name: 'Register With Google' });
  await page.getByRole('textbox', { name: 'Class Code' }).fill(code.slice(0, 7));
  await expect(google).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Class Code' }).fill(code);
  await expect(google).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/google-student-register.png', fullPage: true });
  await google.click();
  // GGL-16: Google's pages, then the class's courses.
  await atGoogle(page, kid.sub);
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText('Rosa')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // GGL-01..03, 05, 07: Log in with Google with a return path kept across the round trip.
  await page.goto('/login?return_to=/progress');
  const leaving = page.waitForRequest((r) => r.url().startsWith(`${GOOGLE_STANDIN_URL}/auth`));
  await page.getByRole('button', { name: 'Log in with Google' }).click();
  const authorization = new URL((await leaving).url());
  expect(authorization.searchParams.get('response_type')).toBe('code');
  expect(authorization.searchParams.get('access_type')).toBe('offline');
  await atGoogle(page, kid.sub);
  await expect(page).toHaveURL(/\/progress$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // GGL-09: refusing at Google.
  await page.getByRole('button', { name: 'Log in with Google' }).click();
  await atGoogle(page, kid.sub, { deny: true });
  await expect(page.locator('.toast-text', { hasText: messages.googleAccessDenied })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();

  // GGL-10: a Google account with no Sentence Lab account.
  const stranger: Account = { sub: `${tag}-stranger`, email: `${tag}.x@school.example`, given_name: 'No', family_name: 'Account' };
  await accounts(request, [kid, stranger]);
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Log in with Google' }).click();
  await atGoogle(page, stranger.sub);
  await expect(page.locator('.toast-text', { hasText: messages.googleOnlyButton })).toContainText(messages.loginMismatch);
});

test('a revoked Google grant sends the teacher to Google again with consent forced, and back to /classes with no message (GGL-32)', async ({
  page,
  request,
}) => {
  const tag = unique('gr');
  const teacher: Account = { sub: `${tag}-t`, email: `${tag}.t@school.example`, given_name: 'Ada', family_name: 'Lovelace' };
  await accounts(request, [teacher]);
  await registerTeacherWithGoogle(page, teacher);
  await control(request, 'courses', 'PUT', [{ id: `${tag}-c`, name: 'Grammar Club', ownerSub: teacher.sub, students: [] }]);
  expect((await control(request, 'revoke', 'POST', { sub: teacher.sub })).ok()).toBe(true);

  const toGoogle = page.waitForRequest((r) => r.url().startsWith(`${GOOGLE_STANDIN_URL}/auth`));
  await page.getByRole('button', { name: 'Sync With Classroom' }).click();
  const authorization = new URL((await toGoogle).url());
  expect(authorization.searchParams.get('prompt')).toBe('consent');
  await atGoogle(page, teacher.sub);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sync With Classroom' }).click();
  await expect(page.getByRole('dialog', { name: 'Sync With Classroom' }).getByRole('checkbox', { name: 'Grammar Club' })).toBeVisible();
});

test('without Google on the server no Google button shows and no message points to one', async ({ page }) => {
  // The server's own answer to "is Google set up?", as a server without GOOGLE_CLIENT_ID gives it.
  await page.route('**/api/google/settings', (route) => route.fulfill({ json: { enabled: false } }));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await page.goto('/register?type=teacher');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await page.goto('/register?type=student');
  await page.getByRole('textbox', { name: 'Class Code' }).fill('ABC');
  await expect(page.getByText(withoutGoogle.classCodeFormat)).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
});

test('a teacher who registered by email links Google from the profile; then Sync With Classroom shows and Google logs them in', async ({
  page,
  request,
}) => {
  const tag = unique('gl');
  const account: Account = { sub: `${tag}-t`, email: `${tag}.google@school.example`, given_name: 'Lin', family_name: 'Email' };
  await accounts(request, [account]);
  const email = `${tag}@school.example`;
  expect(
    (
      await request.post('/api/user/save/teacher', {
        data: { email, first: 'Lin', last: 'Email', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
      })
    ).status(),
  ).toBe(200);
  await signIn(page, email, PASSWORD);
  // GGL-20: an email teacher has no Sync With Classroom.
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync With Classroom' })).toHaveCount(0);
  // GGL-34: no share action without Google.
  await page.goto('/courses');
  await page.locator('a[href^="/courseLessons/"]').first().click();
  await expect(page.getByRole('list', { name: 'Lessons' })).toBeVisible();
  await expect(page.getByRole('button', { name: /to Google Classroom$/ })).toHaveCount(0);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Link Google account' }).click();
  await atGoogle(page, account.sub);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('.toast-text', { hasText: 'Your Google account is linked' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Google account' })).toContainText('Your Google account is linked');
  await page.screenshot({ path: 'test-results/screens/google-linked-profile.png', fullPage: true });
  await page.goto('/classes');
  await expect(page.getByRole('button', { name: 'Sync With Classroom' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Log in with Google' }).click();
  await atGoogle(page, account.sub);
  await expect(page).toHaveURL(/\/classes$/);
});
