import type { APIRequestContext, Page } from '@playwright/test';
import { readPackFolder } from '../../src/server/content/pack';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { messages } from '../../src/shared/messages';
import { test, expect, unique } from './support/fixtures';

const PASSWORD = 'chalk42';

async function logIn(page: Page, login: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).toHaveURL(/\/(classes|courses)$/);
}

/** A trial teacher with one class (only the nouns topic on) and one student, made over the API. */
async function classroom(api: APIRequestContext) {
  const email = `${unique('diag.teacher')}@school.example`;
  const teacher = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(teacher.status()).toBe(200);
  const headers = { 'X-Api-Key': (await teacher.json()).apiKey as string };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const cls = await api.post('/api/class/save', { headers, data: { name: 'Grammar Lab', code } });
  const classID = (await cls.json()).value.id as string;
  const topics = (await (await api.get('/api/topic/getall', { headers })).json()) as { id: string }[];
  const only = await api.post('/api/customdiagnostic/update', {
    headers,
    data: topics.map((t) => ({ classID, topicID: t.id, diagnosticEnabled: t.id === 'dg-nouns' })),
  });
  expect(only.status()).toBe(200);
  // The lesson that teaches nouns starts turned off, so the report can turn it on.
  const off = await api.post('/api/customlesson/update', {
    headers,
    data: [{ classID, lessonID: 'pos-nouns', lessonEnabled: false, diagnosticEnabled: true, postEvalEnabled: false, postEvalAnswersEnabled: false }],
  });
  expect(off.status()).toBe(200);
  const username = unique('kai.');
  const student = await api.post('/api/student/create', { data: { User: { username, first: 'Kai', last: 'Moss', password: PASSWORD }, Class: { code } } });
  expect(student.status()).toBe(200);
  return { email, classID, username, headers };
}

test('a teacher builds and enables a diagnostic, a student takes it, the teacher reads the report and enables a weak topic’s lesson', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { email, classID, username, headers } = await classroom(page.request);
  const pack = (await readPackFolder(SHIPPED_PACK_DIR)).pack!;
  const questions = ['dg-nouns', 'dg-commas'].flatMap((id) => pack.topics.find((t) => t.id === id)!.questions);

  // Teacher: one more topic, then enable.
  await logIn(page, email);
  await page.goto(`/buildSuperDiagnostic/${classID}`);
  await expect(page.getByRole('heading', { name: 'Build Diagnostic' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Activate Topic: Common and Proper Nouns *' })).toHaveAttribute('aria-checked', 'true');
  const commas = page.getByRole('switch', { name: 'Activate Topic: Commas *' });
  await expect(commas).toHaveAttribute('aria-checked', 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/customdiagnostic/update') && r.status() === 200);
  await commas.click();
  await saved;
  await expect(commas).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Enable Diagnostic' }).click();
  await expect(page.getByRole('switch', { name: 'Enable Diagnostic' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/students can log in to take it/)).toBeVisible();
  await expect(commas).toHaveAttribute('aria-disabled', 'true');

  // Student, in their own browser: welcome, ten questions, a topic change after the fifth, complete.
  const context = await browser.newContext({ baseURL });
  const kid = await context.newPage();
  await logIn(kid, username);
  await kid.goto(`/super-diagnostic/${classID}`);
  await kid.getByRole('button', { name: 'Start' }).click();
  const wrong = new Set([questions[0]!.id, questions[1]!.id]);
  for (const [i, q] of questions.entries()) {
    await expect(kid.getByText(`${i + 1} of ${questions.length}`)).toBeVisible();
    const submit = kid.getByRole('button', { name: i === questions.length - 1 ? 'Finish' : 'Next' });
    await expect(submit).toBeDisabled();
    if (q.type === 'choice') {
      const option = q.options.find((o) => (wrong.has(q.id) ? !o.isAnswer : o.isAnswer))!.option;
      await kid.getByRole('radio', { name: option, exact: true }).check();
    } else {
      await kid.getByRole('textbox', { name: 'Your answer' }).fill(wrong.has(q.id) ? 'nope' : q.correctAnswer);
    }
    await submit.click();
    if (i === 4) {
      await expect(kid.getByText(messages.topicChange('Commas *'))).toBeVisible();
      await kid.getByRole('button', { name: 'OK' }).click();
    }
  }
  await expect(kid).toHaveURL(/\/superDiagnosticComplete$/);
  await expect(kid.getByRole('heading', { name: 'Diagnostic Complete!' })).toBeVisible();
  await expect(kid.getByRole('img')).toBeVisible();
  await context.close();

  // Teacher: the class report, the student's report, the weak topic's lesson enabled.
  await page.goto(`/super-diagnostic-report-class/${classID}`);
  await expect(page.getByRole('heading', { name: 'Diagnostic Results' })).toBeVisible();
  await expect(page.getByText('Students Completed: 1 of 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Kai Moss 80%/ })).toBeVisible();
  await page.getByRole('button', { name: 'Common and Proper Nouns *' }).click();
  await expect(page).toHaveURL(new RegExp(`/super-diagnostic-report-class/${classID}/dg-nouns$`));
  await expect(page.getByRole('row', { name: /Kai Moss 60%/ })).toBeVisible();
  await page.getByRole('link', { name: 'Kai Moss' }).click();
  await expect(page).toHaveURL(/\/super-diagnostic-report-student\//);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Grammar Lab');
  const weak = page.locator('.diag-weak');
  await expect(weak).toContainText('Common and Proper Nouns *');
  await expect(weak.getByRole('link', { name: 'Nouns' })).toBeVisible();
  await weak.getByRole('button', { name: 'Enable these lessons for the class' }).click();
  await expect(page.locator('.toast-success', { hasText: 'The lessons are enabled for the class.' })).toBeVisible();
  const lessons = (await (await page.request.get(`/api/customlesson/getCustomLessons?classID=${classID}`, { headers })).json()) as {
    lessonID: string;
    lessonEnabled: boolean;
  }[];
  expect(lessons.find((l) => l.lessonID === 'pos-nouns')!.lessonEnabled).toBe(true);

  // The answers modal of a topic.
  await page.getByRole('button', { name: 'Commas *' }).click();
  await expect(page.getByRole('dialog', { name: 'Commas *' })).toContainText('(correct)');
});
