import type { APIRequestContext, Page } from '@playwright/test';
// The catalogues of the screens this test visits: loaded so the checker knows their English messages.
import '../../src/shared/messages';
import '../../src/client/ui/shellText';
import '../../src/client/ui/formText';
import '../../src/client/ui/publicText';
import '../../src/client/ui/teacherText';
import '../../src/client/features/classes/text';
import '../../src/client/features/roster/text';
import '../../src/client/features/students/text';
import '../../src/client/features/customLessons/text';
import '../../src/client/features/billing/text';
import '../../src/client/features/writing/gradingText';
import '../../src/client/features/progress/text';
import '../../src/client/features/progress/teacherText';
import '../../src/client/features/diagnostic/buildText';
import '../../src/client/features/diagnostic/reportText';
import '../../src/client/features/profile/text';
import '../../src/client/features/help/text';
import '../../src/client/features/tutorial/text';
import { expect, test, unique } from './support/fixtures';
import { englishLeft, screenshotTo } from './support/englishLeft';
import { signIn } from './support/signIn';
import { useStripeDouble } from './support/stripe-js-double';

/**
 * Spanish on the teacher's screens (issue 14): a teacher switches to Spanish in the Profile; the
 * Dashboard, Invite Students, Manage Students with Add Students (list, preview, new passwords),
 * Class Progress, a Student Report, Customize Lessons, Payment and Plans, the Writing Portal, Build
 * Diagnostic, Diagnostic Results and every page of the help centre (through its menu, every question
 * opened) show no English interface text (names, class codes and the grammar content, marked
 * lang="en", excepted; the privacy policy and terms of use are in Spanish too, the operator's name
 * and address from the settings excepted). The same check finds
 * English on the English page, so it can fail.
 */

const PASSWORD = 'chalk42';
const SCREENS = 'test-results/screens-spanish-teacher';

async function teacherWithClass(api: APIRequestContext) {
  const email = `${unique('profe')}@school.example`;
  const res = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Marisol', last: 'Vega', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(res.status()).toBe(200);
  const headers = { 'X-Api-Key': (await res.json()).apiKey as string };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const saved = await api.post('/api/class/save', { headers, data: { name: 'Salón 12', code } });
  expect(saved.status()).toBe(200);
  const classID = (await saved.json()).value.id as string;

  // Two students; one takes the first lesson's pre-test, so the reports have a score.
  const students: { id: string; username: string }[] = [];
  for (const [first, last] of [
    ['Tomás', 'Rivas'],
    ['Elena', 'Soto'],
  ]) {
    const username = unique('alumno.');
    const made = await api.post('/api/student/create', { data: { User: { username, first, last, password: PASSWORD }, Class: { code } } });
    expect(made.status()).toBe(200);
    students.push({ id: ((await made.json()) as { user: { id: string } }).user.id, username });
  }
  const login = await api.post('/api/user/login', { data: { username: students[0]!.username, password: PASSWORD } });
  const studentHeaders = { 'X-Api-Key': (await login.json()).apiKey as string };
  const lessons = (await (await api.get('/api/lesson/getall', { headers: studentHeaders })).json()) as { id: string }[];
  const lessonID = lessons[0]!.id;
  const quizzes = (await (await api.get(`/api/quiz/getall?lessonID=${lessonID}`, { headers: studentHeaders })).json()) as {
    id: string;
    type: number;
    questions: { id: string }[];
  }[];
  const pretest = quizzes.find((q) => q.type === 1)!;
  expect((await api.post('/api/student/startquiz', { headers: studentHeaders, data: { quizID: pretest.id } })).status()).toBe(200);
  const Answers = pretest.questions.map((q) => ({ questionID: q.id, answer: 'a' }));
  const quiz = await api.post('/api/student/savequiz', { headers: studentHeaders, data: { quizID: pretest.id, Answers, Score: 0 } });
  expect(quiz.status()).toBe(200);
  return { email, code, classID, lessonID, students };
}

const screenshot = (page: Page, name: string) => screenshotTo(SCREENS, page, name);

test('a teacher switches to Spanish in the Profile: the teacher screens have no English left', async ({ page }) => {
  test.setTimeout(180_000);
  const t = await teacherWithClass(page.request);
  const names = ['Marisol', 'Vega', t.email, 'Salón 12', t.code, 'Tomás Rivas', 'Elena Soto', ...t.students.map((s) => s.username)];
  // The contact page shows the operator's support address (SUPPORT_EMAIL): an address, not interface text.
  names.push('support@sentencelab.example');
  // The legal pages name the operator from the settings (playwright.config.ts): a name and an address, not interface text.
  names.push('Riverside Unified School District', '12 Elm Street, Riverside, CA 92501');
  const noEnglish = async (screen: string, notInterface: string[] = []) => {
    await expect(page.locator('.loading-overlay')).toHaveCount(0);
    expect(await englishLeft(page, [...names, ...notInterface]), `English left on ${screen}`).toEqual([]);
  };
  // The grammar content shown on the page (marked lang="en"), for screens that also name it inside an aria-label.
  const content = () => page.locator('main [lang="en"]').allInnerTexts();
  await useStripeDouble(page);

  await signIn(page, t.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Control: the check finds English on the English Dashboard, so it can fail.
  expect(await englishLeft(page, names)).not.toEqual([]);

  // The Profile's language switch.
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await noEnglish('the profile');

  // The Dashboard, through the side menu.
  await page.getByRole('navigation', { name: 'Menú del docente' }).getByRole('link', { name: 'Ver el panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel', exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: 'Salón 12' });
  await expect(card.getByText('2 estudiantes')).toBeVisible();
  await expect(page.getByText(/Lugares para estudiantes: 2 de \d+ en uso/)).toBeVisible();
  await noEnglish('the dashboard');
  await screenshot(page, 'dashboard');
  // The card's More, then Invite Students.
  await card.getByRole('button', { name: 'Más acciones para Salón 12' }).click();
  await expect(card.getByRole('button', { name: 'Restablecer pruebas iniciales de Salón 12' })).toBeVisible();
  await noEnglish('the class card, open');
  await card.getByRole('button', { name: 'Invitar estudiantes' }).click();
  const invite = page.getByRole('dialog', { name: 'Invitar estudiantes' });
  await expect(invite.getByRole('heading', { name: 'Cómo se unen los estudiantes' })).toBeVisible();
  await noEnglish('Invite Students');
  await invite.getByRole('button', { name: 'Listo' }).click();

  // Manage Students, from the class card.
  await card.getByRole('link', { name: 'Administrar estudiantes de Salón 12' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrar estudiantes' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Tomás Rivas/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Última sincronización' })).toBeVisible();
  await noEnglish('Manage Students');
  await screenshot(page, 'manage-students');

  // Add Students: a pasted list, the server's preview, the new sign-ins.
  await page.getByRole('button', { name: 'Agregar estudiantes' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar estudiantes' });
  await expect(add.getByRole('radio', { name: 'Pegar una lista de nombres' })).toBeChecked();
  await noEnglish('Add Students');
  await add.getByRole('radio', { name: 'Importar un archivo CSV' }).check();
  await noEnglish('Add Students, CSV');
  await add.getByRole('radio', { name: 'Un estudiante' }).check();
  await noEnglish('Add Students, one student');
  await add.getByRole('radio', { name: 'Pegar una lista de nombres' }).check();
  await add.getByRole('textbox', { name: 'Nombres, un estudiante por línea' }).fill('Lucía Pardo\nMateo Ibáñez');
  await add.getByRole('button', { name: 'Revisar la lista' }).click();
  await expect(add.getByRole('button', { name: 'Agregar 2 estudiantes' })).toBeVisible();
  const newNames = [...names, 'Lucía Pardo', 'Mateo Ibáñez', 'lucia.pardo', 'mateo.ibanez'];
  const addedNames = async () => [...newNames, ...(await add.locator('.roster-mono').allInnerTexts())];
  expect(await englishLeft(page, await addedNames()), 'English left on the Add Students preview').toEqual([]);
  await add.getByRole('button', { name: 'Agregar 2 estudiantes' }).click();
  await expect(add.getByRole('heading', { name: '2 estudiantes agregados.' })).toBeVisible();
  await expect(add.getByRole('button', { name: 'Imprimir tarjetas de acceso' })).toBeVisible();
  expect(await englishLeft(page, await addedNames()), 'English left on the new sign-ins').toEqual([]);
  await add.getByRole('button', { name: 'Listo' }).click();

  // Class Progress, then a Student Report.
  await page.goto(`/classprogress/${t.classID}/${t.lessonID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Progreso de la clase' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Nombre del estudiante' })).toBeVisible();
  await noEnglish('Class Progress');
  await screenshot(page, 'class-progress');
  await page.goto(`/studentprogress/${t.classID}/${t.students[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Informe del estudiante' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cuestionarios abiertos sin terminar' })).toBeVisible();
  await noEnglish('the Student Report');

  // Customize Lessons.
  await page.goto('/customLessons');
  await expect(page.getByRole('heading', { level: 1, name: 'Personalizar lecciones' })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await noEnglish('Customize Lessons');
  await screenshot(page, 'customize-lessons');

  // Payment and Plans (a teacher in a trial: the plan picker and the card form).
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos y planes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar $50.00/Anual' })).toBeVisible();
  // The card field is Stripe's own (an iframe Stripe words itself); here the test double's input stands in for it.
  await noEnglish('Payment and Plans', ['Card number']);
  await screenshot(page, 'payment');

  // The Writing Portal, Build Diagnostic and Diagnostic Results.
  await page.goto('/gradingwritingassignment');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de escritura' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tareas' })).toBeVisible();
  await noEnglish('the Writing Portal');
  await page.goto('/buildSuperDiagnostic');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear diagnóstico' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Activar el diagnóstico' })).toBeVisible();
  // Each topic's switch is named “Activar tema: <the topic>”, the topic in English. The topics come
  // in after the heading: read their names once every switch is there (the count the same twice).
  const topicSwitches = page.getByRole('switch', { name: /^Activar tema:/ });
  let seen = -1;
  await expect
    .poll(
      async () => {
        const now = await topicSwitches.count();
        const settled = now > 0 && now === seen;
        seen = now;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
  await noEnglish('Build Diagnostic', await content());
  await page.goto('/super-diagnostic-report-class');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados del diagnóstico' })).toBeVisible();
  // Four students by now: the two made at the start and the two added from the pasted list.
  await expect(page.getByText(/^Estudiantes que terminaron: \d+ de 4$/)).toBeVisible();
  await noEnglish('Diagnostic Results', await content());

  // The help centre, from the footer, then each page through the help centre's menu.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Centro de ayuda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  await noEnglish('the help centre');
  await screenshot(page, 'help');
  const helpNav = page.locator('nav.help-nav');
  for (const [link, heading] of [
    ['Tu primer día (docentes)', 'Tu primer día con Sentence Lab'],
    ['Preguntas de los docentes', 'Preguntas de los docentes'],
    ['Preguntas de los estudiantes', 'Preguntas de los estudiantes'],
    ['Trabajar sin conexión', 'Trabajar sin conexión'],
    ['Contacto', 'Contacto'],
    ['Funciones', 'Funciones'],
    ['Precios', 'Precios'],
    ['Acerca de', 'Acerca de Sentence Lab'],
    ['Política de privacidad', 'Política de privacidad'],
    ['Condiciones de uso', 'Condiciones de uso'],
  ] as const) {
    await helpNav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // Every question open, so its answer is checked too.
    await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    await noEnglish(`the help page “${heading}”`);
  }
  // The last two are the legal pages, in Spanish, naming the operator from the settings (issue 26).
  await expect(page.getByTestId('legal-operator')).toContainText('la administra Riverside Unified School District');
  await helpNav.getByRole('link', { name: 'Tu primer día (docentes)', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Hacer el recorrido otra vez' })).toBeVisible();
  await screenshot(page, 'help-tour');
  await helpNav.getByRole('link', { name: 'Precios', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Planes' }).getByRole('row', { name: /Clases y escuelas, anual/ })).toBeVisible();

  // The account keeps the choice.
  await expect
    .poll(async () => {
      const res = await page.request.post('/api/user/login', { data: { username: t.email, password: PASSWORD } });
      return ((await res.json()) as { preferences?: { language?: string } }).preferences?.language;
    })
    .toBe('es');
});
