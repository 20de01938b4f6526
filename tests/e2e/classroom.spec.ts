import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { recordApiBodies, sentRequests } from './support/apiBodies';
import { test, expect, demoAccounts, unique } from './support/fixtures';
import { extraMessages, messages } from '../../src/shared/messages';

const PASSWORD = 'chalk42';

const toast = (page: Page, kind: 'error' | 'success' | 'warning', text: string) => page.locator(`.toast-${kind}`, { hasText: text });

async function logIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
}

/** A new trial teacher (5 seats), registered over the API; returns their email and key. */
async function newTeacher(api: APIRequestContext) {
  const email = `${unique('teacher')}@school.example`;
  const res = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const key = (await res.json()).apiKey as string;
  // The first-visit tour is another screen's business: this teacher has seen it.
  const seen = await api.post('/api/user/updateshowtutorial', { headers: { 'X-Api-Key': key }, data: { showTutorial: false } });
  expect(seen.status()).toBe(200);
  return { email, key };
}

async function newClass(api: APIRequestContext, key: string, name: string) {
  const headers = { 'X-Api-Key': key };
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const res = await api.post('/api/class/save', { headers, data: { name, code } });
  expect(res.status()).toBe(200);
  return (await res.json()).value as { id: string; name: string; code: string };
}

async function newStudent(api: APIRequestContext, code: string, first: string, last: string) {
  const username = unique(`${first.toLowerCase()}.`);
  const res = await api.post('/api/student/create', {
    data: { User: { username, first, last, password: PASSWORD }, Class: { code } },
  });
  expect(res.status()).toBe(200);
  return { username, name: `${first} ${last}` };
}


/** The JSON body the page sent in its latest call to an API path. */
async function sentBody(page: Page, method: string, path: string): Promise<unknown> {
  let body: string | undefined;
  await expect
    .poll(async () => {
      const sent = await sentRequests(page);
      body = sent.filter((s) => s.method === method && s.path === `/api${path}`).at(-1)?.body;
      return body !== undefined;
    })
    .toBe(true);
  return JSON.parse(body!);
}

/** Signs a teacher in on the login screen and waits for the dashboard. */
async function teacherSignsIn(page: Page, email: string) {
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
}

/** A second, separate browser on the same server (another person at another computer). */
async function otherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('a teacher adds, renames and deletes classes and invites students with the join link', async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const teacher = await newTeacher(page.request);
  await teacherSignsIn(page, teacher.email);

  const addClass = async (name: string) => {
    await page.getByRole('button', { name: 'Add Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Class' });
    await expect(dialog.getByRole('textbox', { name: 'Class Code' })).toHaveValue(/^[A-Z0-9-]{8}$/);
    await dialog.getByRole('textbox', { name: 'Class Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', messages.classSaved).last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await addClass('Period 1 Grammar');
  // A 46-character name shows cut to 42 characters and an ellipsis.
  const longName = 'Advanced Placement Language and Composition 4B';
  expect(longName).toHaveLength(46);
  await addClass(longName);
  const longCard = page.getByRole('article', { name: `${longName.slice(0, 42)}...` });
  await expect(longCard).toBeVisible();

  // Rename.
  const card = page.getByRole('article', { name: 'Period 1 Grammar' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Class' });
  await expect(edit.getByRole('textbox', { name: 'Class Name' })).toHaveValue('Period 1 Grammar');
  await edit.getByRole('textbox', { name: 'Class Name' }).fill('Period 1 Grammar Lab');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', messages.classSaved).last()).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Period 1 Grammar Lab' });
  await expect(renamed).toBeVisible();

  // Delete asks first, naming the class in full; Cancel keeps it.
  await longCard.getByRole('button', { name: 'Delete' }).click();
  let confirm = page.getByRole('dialog', { name: 'Delete class' });
  await expect(confirm).toContainText(longName);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(longCard).toBeVisible();
  const deleteCall = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/class\/delete\/[0-9a-f-]{36}$/.test(r.url()));
  await longCard.getByRole('button', { name: 'Delete' }).click();
  confirm = page.getByRole('dialog', { name: 'Delete class' });
  await confirm.getByRole('button', { name: 'Delete class' }).click();
  await deleteCall;
  await expect(toast(page, 'success', messages.classDeleted)).toBeVisible();
  await expect(longCard).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  // Invite Students: the join link and the code, each copyable.
  const code = (await renamed.locator('.class-code').textContent())!.trim();
  await renamed.getByRole('button', { name: 'Invite Students' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Students' });
  const link = `${baseURL}/register?type=student&classcode=${code}`;
  await expect(invite.getByRole('textbox', { name: 'Join link' })).toHaveValue(link);
  await expect(invite.getByRole('textbox', { name: 'Class code' })).toHaveValue(code);
  await expect(invite.getByRole('heading', { name: 'How students join' })).toBeVisible();
  await invite.getByRole('button', { name: 'Copy join link' }).click();
  await expect(invite.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await invite.getByRole('button', { name: 'Copy class code' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();

  // The link opens the student sign-up with the code filled in.
  const student = await otherBrowser(browser, baseURL!);
  await student.page.goto(link);
  await expect(student.page.getByRole('textbox', { name: 'Class Code' })).toHaveValue(code);
  await student.context.close();

  // The card's Manage Students link opens Manage Students with that class chosen.
  await renamed.getByRole('link', { name: /^Manage Students/ }).click();
  await expect(page).toHaveURL(/\/students\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Manage Students' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(page.url().split('/').pop()!);
  await expect(page.getByRole('combobox', { name: 'Class' }).locator('option:checked')).toHaveText('Period 1 Grammar Lab');
});

test('Manage Students: a teacher moves, edits, sets a password for and removes students', async ({ page, browser, baseURL }) => {
  await recordApiBodies(page);
  const teacher = await newTeacher(page.request);
  const period1 = await newClass(page.request, teacher.key, 'Period 1');
  const period2 = await newClass(page.request, teacher.key, 'Period 2');
  const zoe = await newStudent(page.request, period1.code, 'Zoe', 'Young');
  const ben = await newStudent(page.request, period1.code, 'Ben', 'Adams');
  await teacherSignsIn(page, teacher.email);

  await page.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'Manage Students' }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('heading', { name: 'Manage Students' })).toBeVisible();
  const filter = page.getByRole('combobox', { name: 'Class' });
  await expect(filter).toHaveValue('');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Zoe Young/ })).toContainText('Period 1');
  await expect(table.getByRole('row', { name: /Ben Adams/ })).toContainText(ben.username);
  await expect(page.getByText(/edited in Google Classroom.*'Sync with\s+Classroom'/)).toBeVisible();

  // The search box filters the table.
  await page.getByRole('searchbox', { name: 'Search students' }).fill('ada');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search students' }).fill('');

  // No class chosen: the 12-second message, and nothing is sent.
  const form = page.getByRole('region', { name: 'Move/Add Existing Student' });
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/class/addstudenttoclass') && sent.push(r.url()));
  await form.getByRole('textbox', { name: 'Email or Username' }).fill(zoe.username);
  await form.getByRole('button', { name: 'Add to Class' }).click();
  await expect(toast(page, 'warning', messages.chooseClassFirst)).toBeVisible();
  await expect(filter).toBeFocused();
  expect(sent).toEqual([]);

  // Choose Period 2: its list is empty; an empty field is refused; then Zoe moves in.
  await filter.selectOption({ label: 'Period 2' });
  await expect(page).toHaveURL(new RegExp(`/students/${period2.id}$`));
  await expect(page.getByText('No students in this class yet.', { exact: false })).toBeVisible();
  await form.getByRole('textbox', { name: 'Email or Username' }).fill('  ');
  await form.getByRole('button', { name: 'Add to Class' }).click();
  await expect(form.getByText(messages.emailOrUsernameRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Email or Username' }).fill('nobody.at.all');
  await form.getByRole('button', { name: 'Add to Class' }).click();
  await expect(toast(page, 'error', extraMessages.studentNotFound)).toBeVisible();
  await form.getByRole('textbox', { name: 'Email or Username' }).fill(` ${zoe.username.toUpperCase()} `);
  await form.getByRole('button', { name: 'Add to Class' }).click();
  await expect(toast(page, 'success', extraMessages.studentMoved('Zoe Young', 'Period 2'))).toBeVisible();
  expect(await sentBody(page, 'POST', '/class/addstudenttoclass')).toEqual({ email: zoe.username.toUpperCase(), classID: period2.id });
  await expect(table.getByRole('row', { name: /Zoe Young/ })).toContainText('Period 2');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Period 1 no longer lists her: a student has one class.
  await filter.selectOption({ label: 'Period 1' });
  await expect(page).toHaveURL(new RegExp(`/students/${period1.id}$`));
  await expect(table.getByRole('row', { name: /Ben Adams/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Zoe Young/ })).toHaveCount(0);

  // Edit Ben: the form checks its fields, then saves both fields as the trimmed username.
  // Each row's actions are in its menu (issue 29): "Actions for Ben Adams".
  await table.getByRole('button', { name: 'Actions for Ben Adams' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Student' });
  await edit.getByRole('textbox', { name: 'First Name' }).fill('');
  await edit.getByRole('textbox', { name: 'Last Name' }).fill(' ');
  await edit.getByRole('textbox', { name: 'Email or Username' }).fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(messages.firstNameRequired)).toBeVisible();
  await expect(edit.getByText(messages.lastNameRequired)).toBeVisible();
  await expect(edit.getByText(messages.emailOrUsernameRequired)).toBeVisible();
  await edit.getByRole('textbox', { name: 'Email or Username' }).fill(zoe.username);
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Benjamin');
  await edit.getByRole('textbox', { name: 'Last Name' }).fill('Adams');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'error', messages.studentInUse)).toBeVisible();
  const newLogin = unique('benjamin.');
  await edit.getByRole('textbox', { name: 'Email or Username' }).fill(`  ${newLogin} `);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', messages.studentUpdated)).toBeVisible();
  const body = await sentBody(page, 'PATCH', '/student/save');
  expect(body).toMatchObject({ first: 'Benjamin', last: 'Adams', email: newLogin, username: newLogin });
  expect(body).not.toHaveProperty('price');
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row', { name: /Benjamin Adams/ })).toContainText(newLogin);

  // Set Password: checked in the form, then sent; the student signs in with it.
  await table.getByRole('button', { name: 'Actions for Benjamin Adams' }).click();
  await page.getByRole('menuitem', { name: 'Set Password' }).click();
  const pw = page.getByRole('dialog', { name: 'Set Password' });
  // Issue 26: the dialog says the student is signed out everywhere.
  await expect(pw).toContainText('This signs the student out everywhere');
  await page.screenshot({ path: '/tmp/shots-sessions/set-password-1366.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/shots-sessions/set-password-360.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await pw.getByLabel('New Password').fill('pencil12');
  await pw.getByLabel('Confirm Password').fill('pencil13');
  await pw.getByRole('button', { name: 'Set Password' }).click();
  await expect(pw.getByText(messages.passwordsMustMatch)).toBeVisible();
  await pw.getByLabel('Confirm Password').fill('pencil12');
  await pw.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'success', messages.passwordUpdated)).toBeVisible();
  expect(await sentBody(page, 'POST', '/user/updatestudentpassword')).toEqual({ id: expect.any(String), password: 'pencil12' });
  await expect(pw).toBeHidden();

  const student = await otherBrowser(browser, baseURL!);
  await student.page.goto('/');
  await logIn(student.page, newLogin, 'pencil12');
  await expect(student.page).toHaveURL(/\/courses$/);
  await expect(student.page.getByText('Period 1')).toBeVisible();
  await student.context.close();

  // Remove from class: asks first, then the row goes.
  await table.getByRole('button', { name: 'Actions for Benjamin Adams' }).click();
  await page.getByRole('menuitem', { name: 'Remove from Class' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove from Class' });
  await expect(remove).toContainText('Benjamin Adams');
  await expect(remove).toContainText('Period 1');
  await remove.getByRole('button', { name: 'Remove from Class' }).click();
  await expect(toast(page, 'success', messages.studentDeleted)).toBeVisible();
  expect(await sentBody(page, 'POST', '/teacher/student/deleteclass')).toEqual({ userID: expect.any(String), classID: period1.id });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('No students in this class yet.', { exact: false })).toBeVisible();

  // All classes now lists only Zoe, in Period 2.
  await filter.selectOption({ label: 'All classes' });
  await expect(page).toHaveURL(/\/students$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Zoe Young/ })).toContainText('Period 2');
});

test('the choose-a-class message stays about 12 s; another teacher’s class id goes back to /students', async ({ page }) => {
  const teacher = await newTeacher(page.request);
  await newClass(page.request, teacher.key, 'Period 3');
  await teacherSignsIn(page, teacher.email);
  await page.goto('/students');
  const form = page.getByRole('region', { name: 'Move/Add Existing Student' });
  await form.getByRole('textbox', { name: 'Email or Username' }).fill('someone');
  await form.getByRole('button', { name: 'Add to Class' }).click();
  const warning = toast(page, 'warning', messages.chooseClassFirst);
  await expect(warning).toBeVisible();
  const shownAt = Date.now();
  // Longer than an error (6 s) or a plain warning (4 s) stays ...
  await page.waitForTimeout(9_000);
  await expect(warning).toBeVisible();
  // ... and gone soon after 12 s.
  await expect(warning).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(11_000);

  // The demo teacher's class is not this teacher's: back to all students, with a word why.
  const demo = demoAccounts()['Teacher']!;
  const login = await page.request.post('/api/user/login', { data: { username: demo.login, password: demo.password } });
  const demoKey = (await login.json()).apiKey as string;
  const demoClasses = await (await page.request.get('/api/class/getall', { headers: { 'X-Api-Key': demoKey } })).json();
  await page.goto(`/students/${demoClasses[0].id}`);
  await expect(toast(page, 'error', extraMessages.classNotFound)).toBeVisible();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('');
  await expect(page.getByText('No students in your classes yet.', { exact: false })).toBeVisible();
  await page.goto('/students/not-a-class');
  await expect(page).toHaveURL(/\/students$/);
});

/** A student signs in over the API and completes the first lesson's pre-test; returns what the test needs. */
async function studentTakesPretest(api: APIRequestContext, username: string) {
  const login = await api.post('/api/user/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'X-Api-Key': (await login.json()).apiKey as string };
  const lessons = (await (await api.get('/api/lesson/getall', { headers })).json()) as { id: string }[];
  const lessonID = lessons[0]!.id;
  const quizzes = (await (await api.get(`/api/quiz/getall?lessonID=${lessonID}`, { headers })).json()) as {
    id: string;
    type: number;
    questions: { id: string }[];
  }[];
  const pretest = quizzes.find((q) => q.type === 1)!;
  expect((await api.post('/api/student/startquiz', { headers, data: { quizID: pretest.id } })).status()).toBe(200);
  const Answers = pretest.questions.map((q) => ({ questionID: q.id, answer: 'a' }));
  expect((await api.post('/api/student/savequiz', { headers, data: { quizID: pretest.id, Answers, Score: 0 } })).status()).toBe(200);
  /** The student's own status of the pre-test, as the lesson page reads it. */
  const pretestStatus = async () => {
    const res = await api.get(`/api/student/getquizresults?lessonID=${lessonID}`, { headers });
    expect(res.status()).toBe(200);
    const status = ((await res.json()) as { quizID: string; result: unknown; isComplete: boolean; opens: number }[]).find((s) => s.quizID === pretest.id)!;
    return { taken: status.result !== null, isComplete: status.isComplete, opens: status.opens };
  };
  return { headers, lessonID, pretest, pretestStatus };
}

test('a class card opens its progress, resets its pre-tests, and all classes reset at once (CLS-05, CLS-22, CLS-23, CLS-31)', async ({ page }) => {
  await recordApiBodies(page);
  const teacher = await newTeacher(page.request);
  const period4 = await newClass(page.request, teacher.key, 'Period 4');
  const student = await newStudent(page.request, period4.code, 'Lena', 'Ortiz');
  const work = await studentTakesPretest(page.request, student.username);
  expect(await work.pretestStatus()).toEqual({ taken: true, isComplete: true, opens: 0 });
  await teacherSignsIn(page, teacher.email);
  const card = page.getByRole('article', { name: 'Period 4' });

  // View progress opens the class progress of this class at its first lesson (CLS-05).
  await card.getByRole('link', { name: 'View progress of Period 4' }).click();
  await expect(page).toHaveURL(new RegExp(`/classprogress/${period4.id}/${work.lessonID}$`));
  await expect(page.getByRole('heading', { name: 'Class Progress' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(period4.id);
  await expect(page.getByRole('table').getByRole('row', { name: /Lena Ortiz/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/classes$/);
  // The card's writing portal link is there too (CLS-06).
  await expect(card.getByRole('link', { name: 'Writing Portal of Period 4' })).toHaveAttribute('href', `/gradingwritingassignment/${period4.id}`);

  // The resets wait behind More, reachable by keyboard; Escape closes it and focus returns.
  const more = card.getByRole('button', { name: 'More actions for Period 4' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('button', { name: /^Reset pre-tests/ })).toBeHidden();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Reset pre-tests of Period 4' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await expect(card.getByRole('button', { name: /^Reset pre-tests/ })).toBeHidden();

  // Reset pre-tests: asked first (Cancel sends nothing), then the call and the spec's toast (CLS-22).
  await more.click();
  await card.getByRole('button', { name: 'Reset pre-tests of Period 4' }).click();
  let dialog = page.getByRole('dialog', { name: 'Reset class pre-tests' });
  await expect(dialog).toContainText('every student in Period 4');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await sentRequests(page)).filter((r) => r.path === '/api/progress/resetclassprogress')).toEqual([]);
  expect((await work.pretestStatus()).taken).toBe(true);
  await card.getByRole('button', { name: 'Reset pre-tests of Period 4' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset class pre-tests' });
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(toast(page, 'success', messages.preTestsReset)).toBeVisible();
  expect(await sentBody(page, 'POST', '/progress/resetclassprogress')).toEqual({ classID: period4.id, type: 'diagnostic' });

  // The student can take the pre-test again (CLS-23): open, no result, and it starts.
  expect(await work.pretestStatus()).toEqual({ taken: false, isComplete: false, opens: 0 });
  expect((await page.request.post('/api/student/startquiz', { headers: work.headers, data: { quizID: work.pretest.id } })).status()).toBe(200);

  // Reset all classes: a choice is required, then 'Reset complete.' (CLS-31).
  const Answers = work.pretest.questions.map((q) => ({ questionID: q.id, answer: 'b' }));
  await page.request.post('/api/student/savequiz', { headers: work.headers, data: { quizID: work.pretest.id, Answers, Score: 0 } });
  expect((await work.pretestStatus()).taken).toBe(true);
  await page.getByRole('button', { name: 'Reset all classes…' }).click();
  const all = page.getByRole('dialog', { name: 'Reset all classes' });
  await all.getByRole('button', { name: 'Reset all classes' }).click();
  await expect(all.getByText(extraMessages.chooseResetType)).toBeVisible();
  await all.getByRole('radio', { name: 'Pre-tests' }).check();
  await all.getByRole('button', { name: 'Reset all classes' }).click();
  await expect(toast(page, 'success', messages.resetComplete)).toBeVisible();
  await expect(all).toBeHidden();
  expect(await sentBody(page, 'POST', '/progress/resetallclassprogress')).toEqual({ type: 'diagnostic' });
  expect((await work.pretestStatus()).taken).toBe(false);
});
