import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { readPackFolder } from '../../src/server/content/pack';
import { SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { expectNoEnglish, screenshotTo } from './support/englishLeft';
import { unique } from './support/fixtures';
import { newStudent, PASSWORD, test, expect } from './support/offline';

/**
 * Spanish on the rest of the student journey (issue 14), after spanish.spec.ts: the sign-up
 * chooser and the student form, the Forgot Password dialog (its three steps), a writing
 * assignment (written and saved) and the one-time diagnostic (start, a question, a topic change,
 * its end) show no English interface text; the grammar content (marked lang="en") and names excepted.
 */

const SCREENS = 'test-results/screens-spanish';
/** The reset mail's subject and token line, in English or (mailed in the reader's language) in Spanish. */
const RESET_SUBJECTS = ['Your Sentence Lab password reset token', 'Tu código para recuperar la contraseña de Sentence Lab'];

const screenshot = (page: Page, name: string) => screenshotTo(SCREENS, page, name);

/** The newest reset token the e2e server mailed to an address. */
function resetToken(to: string): string | null {
  const folder = join(E2E_DATA_DIR, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.json'));
  } catch {
    return null;
  }
  const mail = names
    .map((n) => JSON.parse(readFileSync(join(folder, n), 'utf8')) as { to: string; subject: string; text: string; id: string })
    .filter((m) => m.to.toLowerCase() === to.toLowerCase() && RESET_SUBJECTS.includes(m.subject))
    .sort((a, b) => (a.id < b.id ? 1 : -1))[0];
  return mail?.text.match(/(?:Your token|Tu código): ([A-Z0-9]{8})/)?.[1] ?? null;
}

type Headers = Record<string, string>;

/**
 * A trial teacher of this test's own (tutorial off) with one class whose diagnostic has two topics
 * on and is enabled, made over the API as diagnostic.spec.ts does (never the shared demo class).
 */
async function diagnosticClass(api: APIRequestContext) {
  const email = `${unique('es.diag.teacher')}@school.example`;
  const teacher = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Maya', last: 'Rivera', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(teacher.status()).toBe(200);
  const headers: Headers = { 'X-Api-Key': (await teacher.json()).apiKey as string };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const cls = await api.post('/api/class/save', { headers, data: { name: 'Grammar Lab', code } });
  expect(cls.status()).toBe(200);
  const classID = (await cls.json()).value.id as string;
  const topics = (await (await api.get('/api/topic/getall', { headers })).json()) as { id: string }[];
  const active = ['dg-nouns', 'dg-commas'];
  const set = await api.post('/api/customdiagnostic/update', {
    headers,
    data: topics.map((t) => ({ classID, topicID: t.id, diagnosticEnabled: active.includes(t.id) })),
  });
  expect(set.status()).toBe(200);
  const enabled = await api.post('/api/class/updateClassSuperDiagnostic', { headers, data: { id: classID, superDiagnosticEnabled: true } });
  expect(enabled.status()).toBe(200);
  return { email, code, classID, active };
}

test('in Spanish, the sign-up chooser, the student sign-up form and the Forgot Password dialog have no English left', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, code } = await diagnosticClass(page.request);
  const username = unique('lucia.');
  const names = ['Lucia', 'Mora', 'Grammar', 'Lab', username, email, code];

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Forgot Password: step 1 (with a field error), step 2 (the emailed code), step 3 (a mismatch).
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar la contraseña' });
  await expect(dialog).toContainText('Paso 1 de 3');
  await expectNoEnglish(page, 'Forgot Password, step 1', names);
  await screenshot(page, 'forgot-password');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('maya@school');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page, 'Forgot Password, a malformed address', names);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`nobody-${email}`);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.locator('.toast-error')).toBeVisible();
  await expectNoEnglish(page, 'Forgot Password, an unknown address', names);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog).toContainText('Paso 2 de 3');
  await expectNoEnglish(page, 'Forgot Password, step 2', names);
  await expect.poll(() => resetToken(email)).not.toBeNull();
  await dialog.getByRole('textbox', { name: 'Código' }).fill('ZZZZZZZZ');
  await dialog.getByRole('button', { name: 'Verificar código' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Código' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page, 'Forgot Password, a wrong code', names);
  await dialog.getByRole('textbox', { name: 'Código' }).fill(resetToken(email)!);
  await dialog.getByRole('button', { name: 'Verificar código' }).click();
  await expect(dialog).toContainText('Paso 3 de 3');
  await dialog.getByRole('textbox', { name: 'Contraseña nueva' }).fill('fresh99');
  await dialog.getByRole('textbox', { name: 'Confirmar contraseña' }).fill('fresh98');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Confirmar contraseña' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page, 'Forgot Password, step 3', names);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // The sign-up chooser, then the student form (empty fields, then a real sign-up to the class).
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta de Sentence Lab' })).toBeVisible();
  await expectNoEnglish(page, 'the sign-up chooser', names);
  await screenshot(page, 'register-choice');
  await page.getByRole('link', { name: 'Únete a tu clase' }).click();
  await expect(page).toHaveURL(/\/register\?type=student$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Únete a tu clase' })).toBeVisible();
  await expectNoEnglish(page, 'the student sign-up form', names);
  await page.getByRole('textbox', { name: 'Código de clase' }).fill('ABC');
  await expectNoEnglish(page, 'the student sign-up form with a short code', names);
  await page.getByRole('textbox', { name: 'Código de clase' }).fill(code);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.locator('.toast-error')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page, 'the student sign-up form with errors', names);
  await screenshot(page, 'register-student');
  await page.locator('.toast-error').getByRole('button').click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucia');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Mora');
  await page.getByRole('checkbox', { name: 'Tengo menos de 13 años' }).check();
  await page.getByRole('textbox', { name: 'Nombre de usuario' }).fill(username);
  await expectNoEnglish(page, 'the student sign-up form for a child under 13', names);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Lucia!' })).toBeVisible();
  await expectNoEnglish(page, 'the dashboard after signing up', names);
});

test('in Spanish, a writing assignment, written and saved, has no English left', async ({ page }) => {
  test.setTimeout(90_000);
  const student = await newStudent(page.request, 'Rosa', 'Diaz');
  const headers = { 'X-Api-Key': student.key };
  expect((await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers })).status()).toBe(200);
  const assignment = (
    (await (await page.request.get('/api/writingassignment/getall', { headers })).json()) as {
      id: string;
      lessonID: string;
      name: string;
    }[]
  )[0]!;
  const lesson = ((await (await page.request.get('/api/lesson/getall', { headers })).json()) as { id: string; courseID: string }[]).find(
    (l) => l.id === assignment.lessonID,
  )!;
  const names = ['Rosa', 'Diaz', 'Room', 'Grammar', student.username];

  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(student.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Rosa!' })).toBeVisible();

  // From the lesson page, as a student would.
  await page.goto(`/lesson/${lesson.courseID}/${lesson.id}`);
  await page.getByRole('link', { name: assignment.name }).click();
  await expect(page).toHaveURL(`/writingassignment/${lesson.courseID}/${lesson.id}/${assignment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: assignment.name })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Tu texto' });
  await expect(editor).toBeVisible();
  await expectNoEnglish(page, 'the writing assignment', names);

  await editor.click();
  await page.keyboard.type('Mi lugar favorito es la biblioteca.');
  await expect(page.getByText('Tienes cambios que todavía no se guardan.')).toBeVisible();
  await expectNoEnglish(page, 'the writing assignment with unsaved changes', names);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('.toast-success', { hasText: 'Tarea de escritura guardada' })).toBeVisible();
  // The time ends in 'a.m.' or 'p.m.': one period, not two.
  await expect(page.getByText(/^Guardado el \d+\/\d+\/\d{4}, \d+:\d{2}:\d{2}\s[ap]\.\s?m\.$/)).toBeVisible();
  await expectNoEnglish(page, 'the writing assignment once saved (with its badge toast)', names);
  await screenshot(page, 'writing');
});

test('in Spanish, the one-time diagnostic (start, questions, a topic change, its end) has no English left', async ({ page }) => {
  test.setTimeout(150_000);
  const { code, classID, active } = await diagnosticClass(page.request);
  const pack = (await readPackFolder(SHIPPED_PACK_DIR)).pack!;
  const questions = active.flatMap((id) => pack.topics.find((t) => t.id === id)!.questions);
  const username = unique('tomas.');
  const joined = await page.request.post('/api/student/create', {
    data: { User: { username, first: 'Tomas', last: 'Vega', password: PASSWORD }, Class: { code } },
  });
  expect(joined.status()).toBe(200);
  const headers = { 'X-Api-Key': ((await joined.json()) as { user: { apiKey: string } }).user.apiKey };
  expect((await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers })).status()).toBe(200);
  const names = ['Tomas', 'Vega', 'Grammar', 'Lab', username];

  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto(`/super-diagnostic/${classID}`);
  const welcome = page.getByRole('dialog', { name: '¡Hola!' });
  await expect(welcome).toBeVisible();
  await expectNoEnglish(page, 'the diagnostic start', names);
  await screenshot(page, 'diagnostic-start');
  await welcome.getByRole('button', { name: 'Empezar' }).click();

  for (const [i, q] of questions.entries()) {
    if (i === 2) {
      // Back later: the diagnostic resumes where the student left off, and says so.
      await page.reload();
      const back = page.getByRole('dialog', { name: '¡Qué bueno verte de nuevo!' });
      await expect(back).toContainText(`Ya respondiste 2 de ${questions.length} preguntas.`);
      await expectNoEnglish(page, 'the diagnostic resumed', names);
      await back.getByRole('button', { name: 'Continuar' }).click();
    }
    await expect(page.getByText(`${i + 1} de ${questions.length}`)).toBeVisible();
    const submit = page.getByRole('button', { name: i === questions.length - 1 ? 'Terminar' : 'Siguiente' });
    await expect(submit).toBeDisabled();
    if (i === 0) {
      await expectNoEnglish(page, 'a diagnostic question', names);
      await screenshot(page, 'diagnostic-question');
    }
    if (q.type === 'choice') await page.getByRole('radio', { name: q.options[0]!.option, exact: true }).check();
    else await page.getByRole('textbox', { name: 'Tu respuesta' }).fill('nada');
    if (q.type !== 'choice' && i < 5) {
      await expectNoEnglish(page, 'a diagnostic fill-in question', names);
    }
    await submit.click();
    if (i === 4) {
      const change = page.getByRole('dialog', { name: 'Nuevo tema' });
      await expect(change).toContainText('Ahora vas a responder preguntas sobre Commas.');
      await expect(change.locator('[lang="en"]')).toHaveText('Commas');
      await expectNoEnglish(page, 'the diagnostic topic change', names);
      await screenshot(page, 'diagnostic-topic');
      await change.getByRole('button', { name: 'Entendido' }).click();
    }
  }
  await expect(page).toHaveURL(/\/superDiagnosticComplete$/);
  await expect(page.getByRole('heading', { name: '¡Diagnóstico terminado!' })).toBeVisible();
  await expectNoEnglish(page, 'the diagnostic end', names);
  await screenshot(page, 'diagnostic-complete');
});
