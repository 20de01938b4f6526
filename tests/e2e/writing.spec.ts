import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { recordApiBodies, sentRequests } from './support/apiBodies';
import { test, expect, unique } from './support/fixtures';
import { extraMessages, messages } from '../../src/shared/messages';

const PASSWORD = 'chalk42';

const toast = (page: Page, kind: 'error' | 'success' | 'warning', text: string) => page.locator(`.toast-${kind}`, { hasText: text });

async function logIn(page: Page, login: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/(classes|courses)$/);
}

/** A new trial teacher with one class and one student in it, made over the API. */
async function classroom(api: APIRequestContext) {
  const email = `${unique('writer.teacher')}@school.example`;
  const teacher = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(teacher.status()).toBe(200);
  const headers = { 'X-Api-Key': (await teacher.json()).apiKey as string };
  // The dashboard's first-visit tour is another screen's business.
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const cls = await api.post('/api/class/save', { headers, data: { name: 'Writers Workshop', code } });
  expect(cls.status()).toBe(200);
  const classID = (await cls.json()).value.id as string;
  const username = unique('ava.');
  const student = await api.post('/api/student/create', {
    data: { User: { username, first: 'Ava', last: 'Stone', password: PASSWORD }, Class: { code } },
  });
  expect(student.status()).toBe(200);
  const studentKey = (await student.json()).user.apiKey as string;

  // The first lesson of the shipped curriculum that has a writing assignment.
  const assignments = (await (await api.get('/api/writingassignment/getall', { headers: { 'X-Api-Key': studentKey } })).json()) as {
    id: string;
    lessonID: string;
    name: string;
  }[];
  const lessons = (await (await api.get('/api/lesson/getall', { headers: { 'X-Api-Key': studentKey } })).json()) as {
    id: string;
    courseID: string;
    name: string;
  }[];
  const assignment = assignments[0]!;
  const lesson = lessons.find((l) => l.id === assignment.lessonID)!;
  const otherLesson = lessons.find((l) => l.courseID === lesson.courseID && l.id !== lesson.id)!;
  return { email, classID, username, assignment, lesson, otherLesson };
}


/** The JSON bodies the page sent to an API path, oldest first. */
async function sentBodies(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const sent = await sentRequests(page);
  return sent.filter((s) => s.method === 'POST' && s.path === `/api${path}`).map((s) => JSON.parse(s.body));
}

async function otherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('a student writes formatted text and saves it; the teacher grades it; the student sees the grade; a disabled lesson disappears', async ({
  page,
  browser,
  baseURL,
}) => {
  const room = await classroom(page.request);
  await recordApiBodies(page);

  // The student opens the writing activity from the lesson page.
  await logIn(page, room.username);
  await page.goto(`/lesson/${room.lesson.courseID}/${room.lesson.id}`);
  await page.getByRole('link', { name: room.assignment.name }).click();
  await expect(page).toHaveURL(`/writingassignment/${room.lesson.courseID}/${room.lesson.id}/${room.assignment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: room.assignment.name })).toBeVisible();

  // Bold text and a bulleted list, with the toolbar.
  const editor = page.getByRole('textbox', { name: 'Your writing' });
  await expect(editor).toHaveAttribute('aria-multiline', 'true');
  await editor.click();
  await page.keyboard.type('My favourite place is the ');
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('library');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' near my school.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('quiet rooms');
  await page.keyboard.press('Enter');
  await page.keyboard.type('tall shelves');
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');

  // A double click sends one save (the 1 s guard).
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'success', messages.writingSaved)).toBeVisible();
  await page.waitForTimeout(300);
  const saves = await sentBodies(page, '/writingassignment/save');
  expect(saves).toHaveLength(1);
  const sent = saves[0]!;
  expect(sent).toMatchObject({ writingAssignmentID: room.assignment.id, isCorrect: null });
  expect(Object.keys(sent).sort()).toEqual(['id', 'isCorrect', 'studentID', 'studentText', 'writingAssignmentID']);
  expect(String(sent.studentText)).toMatch(/<(b|strong)>library<\/(b|strong)>/);
  // Saving the first writing earns a badge, shown in a toast that stays open.
  await expect(page.locator('.toast-success', { hasText: 'You earned a badge' })).toBeVisible();

  // After a reload the saved text comes back, formatting included.
  await page.reload();
  await expect(editor.locator('b, strong')).toHaveText('library');
  await expect(editor.locator('ul > li')).toHaveText(['quiet rooms', 'tall shelves']);
  await expect(page.getByText(messages.writingPassed)).toHaveCount(0);
  await expect(page.getByText(messages.writingFailed)).toHaveCount(0);

  // The teacher grades it in the writing portal.
  const teacher = await otherBrowser(browser, baseURL!);
  const t = teacher.page;
  await recordApiBodies(t);
  await logIn(t, room.email);
  await t.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'View Writing Portals' }).click();
  await expect(t).toHaveURL(new RegExp(`/gradingwritingassignment/${room.classID}\\?wa=${room.assignment.id}$`));
  await expect(t.getByRole('combobox', { name: 'Class' }).locator('option:checked')).toHaveText('Writers Workshop');
  await expect(t.getByRole('link', { name: new RegExp(room.assignment.name) })).toContainText('1 submitted · 0 graded');
  const card = t.getByRole('article', { name: 'Ava Stone' });
  await expect(card.getByRole('group', { name: "Ava Stone's writing" }).locator('b, strong')).toHaveText('library');
  await expect(card.getByRole('group', { name: "Ava Stone's writing" }).locator('li')).toHaveText(['quiet rooms', 'tall shelves']);

  // No comment: the warning, and nothing is sent.
  await card.getByRole('radio', { name: 'Pass' }).check();
  await card.getByRole('button', { name: 'Send' }).click();
  const warning = t.getByRole('dialog', { name: messages.noCommentTitle });
  await expect(warning).toContainText(messages.addCommentsBeforeSending);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();

  await card.getByRole('textbox', { name: /Comment/ }).fill('Great details about the library!');
  expect(await sentBodies(t, '/writingassignment/evaluate')).toEqual([]);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(toast(t, 'success', extraMessages.commentAndGradeSent)).toBeVisible();
  const [body] = await sentBodies(t, '/writingassignment/evaluate');
  expect(body).toMatchObject({ TeacherText: 'Great details about the library!', IsCorrect: true, WritingAssignmentID: room.assignment.id });
  expect(body!.StudentID).toEqual(expect.any(String));
  await expect(card.getByText('Passed', { exact: true })).toBeVisible();
  await expect(t.getByRole('link', { name: new RegExp(room.assignment.name) })).toContainText('1 submitted · 1 graded');

  // The student sees the grade and the comment.
  await page.reload();
  await expect(page.getByText(messages.writingPassed)).toBeVisible();
  await expect(page.getByText('Great details about the library!')).toBeVisible();

  // The teacher turns the lesson off for the class in Customize Lessons; it stays off after a reload.
  await t.getByRole('navigation', { name: 'Teacher menu' }).getByRole('link', { name: 'Customize Lessons' }).click();
  await expect(t).toHaveURL(new RegExp(`/customLessons/${room.classID}/[a-z0-9-]+$`));
  await t.goto(`/customLessons/${room.classID}/${room.lesson.courseID}`);
  const lessonSwitch = t.getByRole('switch', { name: `Lesson: ${room.lesson.name}` });
  await expect(lessonSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(t.getByRole('switch', { name: `Diagnostic: ${room.lesson.name}` })).toHaveAttribute('aria-checked', 'true');
  await expect(t.getByRole('switch', { name: `Post-Evaluation: ${room.lesson.name}` })).toHaveAttribute('aria-checked', 'false');
  await expect(t.getByRole('switch', { name: `Post-Evaluation Answers: ${room.lesson.name}` })).toHaveAttribute('aria-checked', 'false');
  const stored = t.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/customlesson\/(add|update)$/.test(r.url()));
  await lessonSwitch.click();
  await expect(lessonSwitch).toHaveAttribute('aria-checked', 'false');
  expect((await stored).status()).toBe(200);
  await t.reload();
  await expect(t.getByRole('switch', { name: `Lesson: ${room.lesson.name}` })).toHaveAttribute('aria-checked', 'false');
  await expect(t.getByRole('switch', { name: `Lesson: ${room.otherLesson.name}` })).toHaveAttribute('aria-checked', 'true');

  // The trial account cannot turn a post-evaluation on: the switch is marked unavailable but
  // still reachable, and pressing it says why; it stays off.
  const postEval = t.getByRole('switch', { name: `Post-Evaluation: ${room.lesson.name}` });
  await expect(postEval).toHaveAttribute('aria-disabled', 'true');
  await expect(t.getByRole('status').filter({ hasText: messages.postEvalsNotOnTrial })).toBeVisible();
  await postEval.focus();
  await t.keyboard.press('Space');
  await expect(toast(t, 'warning', messages.postEvalsNotOnTrial)).toBeVisible();
  await expect(postEval).toHaveAttribute('aria-checked', 'false');

  // The student no longer sees the lesson in the course.
  await page.goto(`/courseLessons/${room.lesson.courseID}`);
  const lessonList = page.getByRole('list', { name: 'Lessons' });
  await expect(lessonList.getByRole('link', { name: room.otherLesson.name, exact: true })).toBeVisible();
  await expect(lessonList.getByRole('link', { name: room.lesson.name, exact: true })).toHaveCount(0);
  await teacher.context.close();
});

test('a teacher sees the assignment but cannot save it; a student cannot open the writing portal', async ({ page, browser, baseURL }) => {
  const room = await classroom(page.request);
  await logIn(page, room.email);
  const saves: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/writingassignment/save') && saves.push(r.url()));
  await page.goto(`/writingassignment/${room.lesson.courseID}/${room.lesson.id}/${room.assignment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: room.assignment.name })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your writing' }).click();
  await page.keyboard.type('A teacher trying the editor.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'warning', messages.onlyStudentsSaveWriting)).toBeVisible();
  expect(saves).toEqual([]);

  const student = await otherBrowser(browser, baseURL!);
  await logIn(student.page, room.username);
  await student.page.goto(`/gradingwritingassignment/${room.classID}`);
  await expect(student.page).toHaveURL(/\/courses$/);
  await student.page.goto(`/customLessons/${room.classID}/${room.lesson.courseID}`);
  await expect(student.page).toHaveURL(/\/courses$/);
  await student.context.close();
});

test('Customize Lessons: no class says so; a refused change flips back; a failed grade shows its message', async ({ page, browser, baseURL }) => {
  // A teacher with no class is asked to add one, on both screens.
  const lonely = `${unique('no.class')}@school.example`;
  const made = await page.request.post('/api/user/save/teacher', {
    data: { email: lonely, first: 'Lee', last: 'Park', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(made.status()).toBe(200);
  await page.request.post('/api/user/updateshowtutorial', { headers: { 'X-Api-Key': (await made.json()).apiKey }, data: { showTutorial: false } });
  await logIn(page, lonely);
  await page.goto('/customLessons');
  await expect(page.getByText(messages.addClassFirst)).toBeVisible();
  await page.goto('/gradingwritingassignment');
  await expect(page.getByText(messages.addClassFirst)).toBeVisible();

  // A change the server does not take is put back, with an error toast.
  const room = await classroom(page.request);
  const teacher = await otherBrowser(browser, baseURL!);
  const t = teacher.page;
  await logIn(t, room.email);
  await t.goto(`/customLessons/${room.classID}/${room.lesson.courseID}`);
  const lessonSwitch = t.getByRole('switch', { name: `Lesson: ${room.lesson.name}` });
  await expect(lessonSwitch).toHaveAttribute('aria-checked', 'true');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await t.route(/\/api\/customlesson\/(add|update)$/, async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.' }) });
  });
  await lessonSwitch.click();
  // Flipped at once, before the answer...
  await expect(lessonSwitch).toHaveAttribute('aria-checked', 'false');
  release();
  // ...and back when the save fails.
  await expect(t.locator('.toast-error', { hasText: 'Failed to update custom lessons.' })).toBeVisible();
  await expect(lessonSwitch).toHaveAttribute('aria-checked', 'true');
  await t.unroute(/\/api\/customlesson\/(add|update)$/);
  await t.reload();
  await expect(t.getByRole('switch', { name: `Lesson: ${room.lesson.name}` })).toHaveAttribute('aria-checked', 'true');

  // A failed grade: the student reads 'Check some of your work.'.
  const studentBrowser = await otherBrowser(browser, baseURL!);
  const student = studentBrowser.page;
  await logIn(student, room.username);
  await student.goto(`/writingassignment/${room.lesson.courseID}/${room.lesson.id}/${room.assignment.id}`);
  await student.getByRole('textbox', { name: 'Your writing' }).click();
  await student.keyboard.type('the library is quiet');
  await student.getByRole('button', { name: 'Save' }).click();
  await expect(toast(student, 'success', messages.writingSaved)).toBeVisible();
  await t.goto(`/gradingwritingassignment/${room.classID}`);
  const card = t.getByRole('article', { name: 'Ava Stone' });
  await card.getByRole('textbox', { name: /Comment/ }).fill('Start sentences with a capital letter.');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText(extraMessages.chooseGrade)).toBeVisible();
  await card.getByRole('radio', { name: 'Needs work' }).check();
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(toast(t, 'success', extraMessages.commentAndGradeSent)).toBeVisible();
  await student.reload();
  await expect(student.getByText(messages.writingFailed)).toBeVisible();
  await expect(student.getByText(messages.writingPassed)).toHaveCount(0);
  await expect(student.getByText('Start sentences with a capital letter.')).toBeVisible();
  await studentBrowser.context.close();
  await teacher.context.close();
});
