import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, unique } from './support/fixtures';
import { signIn } from './support/signIn';
import { expectNoEnglish, screenshotTo } from './support/englishLeft';
import { kioskMessages } from '../../src/shared/kioskMessages';

/**
 * Kiosk class sign-in (issue 14): a teacher pins a device to a class from the class card; on the
 * device two students sign in by tapping their names one after the other (a password, then a
 * picture password), the device signs out after its idle time, and a revoked pin stops it.
 */
const PASSWORD = 'chalk42';
const SHOTS = 'test-results/kiosk';

/** A teacher (tour skipped) with one class and two students, made over the API. */
async function classWithTwoStudents(api: APIRequestContext) {
  const email = `${unique('kiosk')}@school.example`;
  const reg = await api.post('/api/user/save/teacher', {
    data: { email, first: 'Tess', last: 'Kiosk', password: PASSWORD, howDidYouHearAboutUs: 'Conference' },
  });
  expect(reg.status()).toBe(200);
  const headers = { 'X-Api-Key': ((await reg.json()) as { apiKey: string }).apiKey };
  expect((await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } })).status()).toBe(200);
  const code = (await (await api.get('/api/class/getcode', { headers })).json()) as string;
  const saved = await api.post('/api/class/save', { headers, data: { name: 'Room 7 Lab', code } });
  expect(saved.status()).toBe(200);
  const cls = (await saved.json()).value as { id: string; code: string };
  for (const [first, last] of [
    ['Ava', 'Brown'],
    ['Ben', 'Carter'],
  ] as const) {
    const res = await api.post('/api/student/create', {
      data: { User: { username: unique(`${first.toLowerCase()}.`), first, last, password: PASSWORD }, Class: { code: cls.code } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { email, cls, headers };
}

/** The stored session of the device (IndexedDB), or null: what the next person could find there. */
const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('sentence-lab');
        open.onsuccess = () => {
          try {
            const read = open.result.transaction('session', 'readonly').objectStore('session').get('current');
            read.onsuccess = () => resolve(read.result ?? null);
            read.onerror = () => resolve(null);
          } catch {
            resolve(null);
          } finally {
            open.result.close();
          }
        };
        open.onerror = () => resolve(null);
      }),
  );

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/** axe-core's WCAG 2 A/AA violations on the page as it is, in the light and the dark theme (as a11y.spec.ts scans). */
async function axeBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect.soft(violations, `axe on ${name} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const noSidewaysScroll = async (page: Page, what: string) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
};

test('kiosk: pin a device, two students sign in by name one after the other, idle sign-out, a revoked pin stops it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const { email, cls } = await classWithTwoStudents(page.request);
  await page.addInitScript({ path: AXE });

  // 1. The teacher pins a device from the class card: a 1-minute idle time, a link and its QR code.
  await signIn(page, email, PASSWORD);
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Pin a device to Room 7 Lab' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Pin a device' });
  await expect(pinDialog.getByText('No device is pinned to this class.')).toBeVisible();
  await pinDialog.getByRole('textbox', { name: 'Name of the device (optional)' }).fill('Lab row A');
  await pinDialog.getByRole('combobox', { name: 'Sign out after, without activity' }).selectOption('1');
  await pinDialog.getByRole('button', { name: 'Make a pin link' }).click();
  const linkBox = pinDialog.getByRole('textbox', { name: 'Open this link on each device' });
  await expect(linkBox).toHaveValue(/\/kiosk#[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();
  await expect(pinDialog.getByRole('img', { name: 'QR code of the pin link' })).toBeVisible();
  await expect(pinDialog.getByRole('listitem').filter({ hasText: 'Lab row A' })).toContainText('Not opened on a device yet');
  await page.screenshot({ path: `${SHOTS}/pin-dialog-1366-light.png` });
  await axeBothThemes(page, 'pin dialog');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/pin-dialog-360-dark.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ colorScheme: 'light' });
  await pinDialog.getByRole('button', { name: 'Done' }).click();

  // 2. The link opened on another device (its own browser context, its clock under the test's hand).
  const device = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 1366, height: 768 } });
  const kiosk = await device.newPage();
  await kiosk.clock.install();
  await kiosk.addInitScript({ path: AXE });
  await kiosk.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(kiosk.getByRole('heading', { name: 'Pin this device to Room 7 Lab?' })).toBeVisible();
  await axeBothThemes(kiosk, 'pin landing');
  // The key left the address bar at once.
  expect(kiosk.url()).toMatch(/\/kiosk$/);
  await kiosk.getByRole('button', { name: 'Pin this device' }).click();
  const tiles = kiosk.getByRole('list', { name: 'Students' });
  await expect(kiosk.getByRole('heading', { name: 'Room 7 Lab', level: 1 })).toBeVisible();
  await expect(tiles.getByRole('button')).toHaveText(['AAva B.', 'BBen C.']);
  for (const [width, height] of [
    [1366, 768],
    [360, 740],
  ] as const) {
    await kiosk.setViewportSize({ width, height });
    await noSidewaysScroll(kiosk, `tiles at ${width} px`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await kiosk.emulateMedia({ colorScheme });
      await kiosk.screenshot({ path: `${SHOTS}/tiles-${width}-${colorScheme}.png` });
    }
  }
  await kiosk.setViewportSize({ width: 1366, height: 768 });
  await kiosk.emulateMedia({ colorScheme: 'light' });
  await axeBothThemes(kiosk, 'tiles');
  // In Spanish: the tiles and a student's sign-in (the names stay as the teacher typed them).
  await kiosk.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(kiosk.getByText('Toca tu nombre para iniciar sesión.')).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/tiles-1366-light-es.png` });
  await axeBothThemes(kiosk, 'tiles (Spanish)');
  await kiosk.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(kiosk.getByText('Tap your name to sign in.')).toBeVisible();
  // A reload keeps the pin: the device's start page is its tiles.
  await kiosk.goto('/');
  await expect(kiosk).toHaveURL(/\/kiosk$/);
  await expect(tiles.getByRole('button', { name: 'Ava B.' })).toBeVisible();

  // 3. Student A, with the keyboard alone: Tab to her tile, Enter, a wrong then her right password; she works and signs out.
  await expect(kiosk.getByRole('heading', { name: 'Room 7 Lab', level: 1 })).toBeFocused();
  await kiosk.keyboard.press('Tab');
  await expect(tiles.getByRole('button', { name: 'Ava B.' })).toBeFocused();
  await kiosk.keyboard.press('Enter');
  const avaDialog = kiosk.getByRole('dialog', { name: 'Hi, Ava B.!' });
  await expect(avaDialog.getByLabel('Password')).toBeFocused();
  await kiosk.keyboard.type('not-mine-1');
  await kiosk.keyboard.press('Enter');
  await expect(avaDialog.getByRole('alert')).toHaveText(kioskMessages.wrongPassword);
  await axeBothThemes(kiosk, 'password sign-in');
  await expect(avaDialog.getByLabel('Password')).toBeFocused();
  await kiosk.keyboard.type(PASSWORD);
  await kiosk.keyboard.press('Enter');
  await expect(kiosk).toHaveURL(/\/courses$/);
  await expect(kiosk.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();
  await kiosk.getByRole('link', { name: 'Profile' }).first().click();
  await expect(kiosk.getByRole('heading', { level: 1 })).toBeVisible();
  await kiosk.getByRole('button', { name: 'Sign out' }).click();
  // Back to the tiles, with nothing of Ava's: no name but her tile's, no session kept on the device.
  await expect(kiosk).toHaveURL(/\/kiosk$/);
  await expect(tiles.getByRole('button', { name: 'Ava B.' })).toBeVisible();
  await expect(kiosk.locator('body')).not.toContainText(/Brown|Welcome/);
  expect(await storedSession(kiosk)).toBeNull();

  // 4. The teacher gives Ben a picture password on the student list (fish, sun, moon, car).
  await page.goto(`/students/${cls.id}`);
  await page.getByRole('button', { name: 'Actions for Ben Carter' }).click();
  await page.getByRole('menuitem', { name: 'Picture password' }).click();
  const pictureDialog = page.getByRole('dialog', { name: 'Picture password' });
  await expect(pictureDialog.getByText('Ben has no picture password yet.')).toBeVisible();
  for (const picture of ['Fish', 'Sun', 'Moon', 'Car']) await pictureDialog.getByRole('button', { name: picture, exact: true }).click();
  await pictureDialog.getByRole('button', { name: 'Save pictures' }).click();
  await expect(pictureDialog.getByText('Tell or show Ben their pictures, in this order: Fish, Sun, Moon, Car.')).toBeVisible();
  // The picture card prints alone: only on paper.
  await expect(page.getByTestId('picture-card')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('picture-card')).toBeVisible();
  await expect(page.getByTestId('picture-card')).toContainText('Ben Carter');
  await expect(page.getByTestId('picture-card').locator('li')).toHaveText(['1Fish', '2Sun', '3Moon', '4Car']);
  await page.screenshot({ path: `${SHOTS}/picture-card-print.png` });
  await page.emulateMedia({ media: 'screen' });
  await page.screenshot({ path: `${SHOTS}/picture-password-teacher.png` });
  await axeBothThemes(page, 'picture password dialog');
  await pictureDialog.getByRole('button', { name: 'Done' }).click();

  // 5. Student B taps his tile and his four pictures.
  await kiosk.reload();
  await tiles.getByRole('button', { name: 'Ben C.' }).click();
  const benDialog = kiosk.getByRole('dialog', { name: 'Hi, Ben C.!' });
  await expect(benDialog.getByText('Tap your 4 pictures in order.')).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/picture-sign-in.png` });
  await axeBothThemes(kiosk, 'picture sign-in');
  for (const picture of ['Sun', 'Fish', 'Moon', 'Car']) await benDialog.getByRole('button', { name: picture, exact: true }).click();
  await expect(benDialog.getByRole('alert')).toHaveText(kioskMessages.wrongPictures);
  for (const picture of ['Fish', 'Sun', 'Moon', 'Car']) await benDialog.getByRole('button', { name: picture, exact: true }).click();
  await expect(kiosk).toHaveURL(/\/courses$/);
  await expect(kiosk.getByRole('heading', { name: 'Welcome, Ben!' })).toBeVisible();
  await expect(kiosk.locator('body')).not.toContainText(/Ava|Brown/);

  // 6. Idle: "Still here?" 30 s before the minute is up; after a minute without input, signed out.
  await kiosk.clock.fastForward(35_000);
  const stillHere = kiosk.getByRole('dialog', { name: 'Still here?' });
  await expect(stillHere).toBeVisible();
  await kiosk.screenshot({ path: `${SHOTS}/still-here.png` });
  await stillHere.getByRole('button', { name: 'I’m still here' }).click();
  await expect(stillHere).toBeHidden();
  await kiosk.clock.fastForward(40_000);
  // The input reset the minute: 40 s later Ben is still signed in (warned again, not signed out).
  await expect(kiosk).toHaveURL(/\/courses$/);
  await kiosk.clock.fastForward(30_000);
  await expect(kiosk).toHaveURL(/\/kiosk\?signedOut=1$/);
  await expect(kiosk.getByRole('status').filter({ hasText: kioskMessages.idleSignedOut(1) })).toBeVisible();
  await expect(kiosk.locator('body')).not.toContainText(/Carter|Welcome/);
  expect(await storedSession(kiosk)).toBeNull();

  // 7. Ben signs in again; the teacher revokes the pin: his session ends and the device is no longer pinned.
  await tiles.getByRole('button', { name: 'Ben C.' }).click();
  for (const picture of ['Fish', 'Sun', 'Moon', 'Car']) await benDialog.getByRole('button', { name: picture, exact: true }).click();
  await expect(kiosk).toHaveURL(/\/courses$/);

  await page.goto('/classes');
  await page.getByRole('button', { name: 'Pin a device to Room 7 Lab' }).click();
  const pin = pinDialog.getByRole('listitem').filter({ hasText: 'Lab row A' });
  await expect(pin).toContainText('Last used');
  await pin.getByRole('button', { name: 'Revoke Lab row A' }).click();
  await pin.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(pinDialog.getByText('No device is pinned to this class.')).toBeVisible();

  await kiosk.reload();
  await expect(kiosk.getByRole('heading', { name: 'No longer pinned' })).toBeVisible();
  await expect(kiosk.getByText(kioskMessages.notPinned)).toBeVisible();
  expect(await storedSession(kiosk)).toBeNull();
  await kiosk.screenshot({ path: `${SHOTS}/revoked.png` });
  await axeBothThemes(kiosk, 'no longer pinned');
  // The pin is forgotten: the device's start page is the login screen again.
  await kiosk.goto('/');
  await expect(kiosk.getByRole('button', { name: 'Log Me in' })).toBeVisible();
  await device.close();
});

test('kiosk in Spanish: the teacher\'s pin and picture password dialogs, the pin landing, the tiles, both sign-ins, "Still here?", the idle notice and a revoked pin have no English left', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { email, cls, headers } = await classWithTwoStudents(page.request);
  // The teacher's account is in Spanish; the names are as the teacher typed them.
  expect((await page.request.post('/api/user/preferences', { data: { language: 'es' }, headers })).status()).toBe(200);
  const names = ['Tess', 'Kiosk', 'Room', 'Lab', 'Ava', 'Brown', 'Ben', 'Carter', 'row'];
  const shot = (p: Page, name: string) => screenshotTo(`${SHOTS}/es`, p, name);

  // 1. The teacher's Pin-a-device dialog, before and after making a pin link.
  await signIn(page, email, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Fijar un dispositivo a Room 7 Lab' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Fijar un dispositivo' });
  await expect(pinDialog.getByText('No hay ningún dispositivo fijado a esta clase.')).toBeVisible();
  await expectNoEnglish(page, 'the Pin-a-device dialog', names);
  // Named as a Spanish-speaking teacher would ('Lab row A' is the English form's example name, which the check flags).
  await pinDialog.getByRole('textbox', { name: 'Nombre del dispositivo (opcional)' }).fill('Fila A del laboratorio');
  await pinDialog.getByRole('combobox', { name: 'Cerrar la sesión después de, sin actividad' }).selectOption('1');
  await pinDialog.getByRole('button', { name: 'Crear un enlace para fijar' }).click();
  const linkBox = pinDialog.getByRole('textbox', { name: 'Abre este enlace en cada dispositivo' });
  await expect(linkBox).toHaveValue(/\/kiosk#[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();
  await expect(pinDialog.getByRole('listitem').filter({ hasText: 'Fila A del laboratorio' })).toContainText(
    'Todavía no se abrió en ningún dispositivo',
  );
  await expectNoEnglish(page, 'the Pin-a-device dialog with its link', names);
  await shot(page, 'pin-dialog');
  await pinDialog.getByRole('button', { name: 'Listo' }).click();

  // 2. The teacher's Picture-password dialog: Ben gets fish, sun, moon, car.
  await page.goto(`/students/${cls.id}`);
  await page.getByRole('button', { name: 'Acciones para Ben Carter' }).click();
  await page.getByRole('menuitem', { name: 'Contraseña de dibujos' }).click();
  const pictureDialog = page.getByRole('dialog', { name: 'Contraseña de dibujos' });
  await expect(pictureDialog.getByText('Ben todavía no tiene contraseña de dibujos.')).toBeVisible();
  await expectNoEnglish(page, 'the Picture-password dialog', names);
  for (const picture of ['Pez', 'Sol', 'Luna', 'Carro']) await pictureDialog.getByRole('button', { name: picture, exact: true }).click();
  await pictureDialog.getByRole('button', { name: 'Guardar dibujos' }).click();
  await expect(
    pictureDialog.getByText('Dile o muéstrale a Ben sus dibujos, en este orden: Pez, Sol, Luna, Carro.', { exact: false }),
  ).toBeVisible();
  await expectNoEnglish(page, 'the Picture-password dialog once saved', names);
  await shot(page, 'picture-password-teacher');
  await pictureDialog.getByRole('button', { name: 'Listo' }).click();

  // 3. The device, where Spanish was chosen earlier (kept on the device): the pin landing, then the tiles.
  const device = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 1366, height: 768 } });
  await device.addInitScript(() => {
    if (!localStorage.getItem('sentence-lab.language')) localStorage.setItem('sentence-lab.language', 'es');
  });
  const kiosk = await device.newPage();
  await kiosk.clock.install();
  await kiosk.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(kiosk.getByRole('heading', { name: '¿Fijar este dispositivo a Room 7 Lab?' })).toBeVisible();
  await expectNoEnglish(kiosk, 'the pin landing', names);
  await kiosk.getByRole('button', { name: 'Fijar este dispositivo' }).click();
  const tiles = kiosk.getByRole('list', { name: 'Estudiantes' });
  await expect(tiles.getByRole('button')).toHaveText(['AAva B.', 'BBen C.']);
  await expect(kiosk.getByText('Toca tu nombre para iniciar sesión.')).toBeVisible();
  await expectNoEnglish(kiosk, 'the tiles', names);
  await shot(kiosk, 'tiles');

  // 4. Ava's password sign-in: the dialog, a wrong password, then hers.
  await tiles.getByRole('button', { name: 'Ava B.' }).click();
  const avaDialog = kiosk.getByRole('dialog', { name: '¡Hola, Ava B.!' });
  await expect(avaDialog.getByLabel('Contraseña')).toBeFocused();
  await expectNoEnglish(kiosk, 'the password sign-in', names);
  await avaDialog.getByLabel('Contraseña').fill('not-mine-1');
  await avaDialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(avaDialog.getByRole('alert')).toHaveText('Esa contraseña no es correcta. Inténtalo de nuevo o pregúntale a tu docente.');
  await expectNoEnglish(kiosk, 'the password sign-in with a wrong password', names);
  await shot(kiosk, 'password-sign-in');
  await avaDialog.getByLabel('Contraseña').fill(PASSWORD);
  await avaDialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(kiosk).toHaveURL(/\/courses$/);
  await expect(kiosk.getByRole('heading', { name: '¡Hola, Ava!' })).toBeVisible();

  // 5. Idle: "Still here?", then the notice after the sign-out.
  await kiosk.clock.fastForward(35_000);
  const stillHere = kiosk.getByRole('dialog', { name: '¿Sigues ahí?' });
  await expect(stillHere).toBeVisible();
  await expectNoEnglish(kiosk, '"Still here?"', names);
  await shot(kiosk, 'still-here');
  await kiosk.clock.fastForward(30_000);
  await expect(kiosk).toHaveURL(/\/kiosk\?signedOut=1$/);
  await expect(kiosk.getByRole('status').filter({ hasText: 'Se cerró la sesión después de 1 minuto sin actividad.' })).toBeVisible();
  await expectNoEnglish(kiosk, 'the tiles after an idle sign-out', names);
  await shot(kiosk, 'idle-signed-out');

  // 6. Ben's picture pad: wrong pictures, then his.
  await tiles.getByRole('button', { name: 'Ben C.' }).click();
  const benDialog = kiosk.getByRole('dialog', { name: '¡Hola, Ben C.!' });
  await expect(benDialog.getByText('Toca tus 4 dibujos en orden.')).toBeVisible();
  await expectNoEnglish(kiosk, 'the picture-password pad', names);
  for (const picture of ['Sol', 'Pez', 'Luna']) await benDialog.getByRole('button', { name: picture, exact: true }).click();
  await expectNoEnglish(kiosk, 'the picture-password pad, three pictures in', names);
  await benDialog.getByRole('button', { name: 'Carro', exact: true }).click();
  await expect(benDialog.getByRole('alert')).toHaveText('Esos dibujos no son los correctos. Inténtalo de nuevo o pregúntale a tu docente.');
  await expectNoEnglish(kiosk, 'the picture-password pad with wrong pictures', names);
  await shot(kiosk, 'picture-sign-in');
  for (const picture of ['Pez', 'Sol', 'Luna', 'Carro']) await benDialog.getByRole('button', { name: picture, exact: true }).click();
  await expect(kiosk).toHaveURL(/\/courses$/);

  // 7. The teacher removes the pin (its confirmation in Spanish); the device says it is no longer pinned.
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Fijar un dispositivo a Room 7 Lab' }).click();
  const pin = pinDialog.getByRole('listitem').filter({ hasText: 'Fila A del laboratorio' });
  await expect(pin).toContainText('Último uso');
  await expectNoEnglish(page, 'the Pin-a-device dialog with a used pin', names);
  await pin.getByRole('button', { name: 'Quitar Fila A del laboratorio' }).click();
  await expectNoEnglish(page, 'the Pin-a-device dialog asking to remove a pin', names);
  await pin.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(pinDialog.getByText('No hay ningún dispositivo fijado a esta clase.')).toBeVisible();
  await expectNoEnglish(page, 'the Pin-a-device dialog after removing the pin', names);

  await kiosk.reload();
  await expect(kiosk.getByRole('heading', { name: 'Ya no está fijado' })).toBeVisible();
  await expect(kiosk.getByText('Este dispositivo ya no está fijado a una clase. Pídele a tu docente un enlace nuevo.')).toBeVisible();
  await expectNoEnglish(kiosk, 'the "no longer pinned" screen', names);
  await shot(kiosk, 'revoked');
  await device.close();
});

/** The grid order of the pad's pictures (shared/api/kiosk.ts PICTURES), by their English words. */
const PAD = ['Sun', 'Moon', 'Star', 'Heart', 'Tree', 'Flower', 'Fish', 'House', 'Apple', 'Car', 'Boat', 'Ball', 'Cat', 'Bird', 'Cake', 'Key', 'Umbrella', 'Kite', 'Snowman', 'Rocket'];

/** Keyboard only: from a focused picture, Home, then the arrow keys to each picture, then Enter. */
async function typePictures(page: Page, pictures: string[]) {
  for (const picture of pictures) {
    await page.keyboard.press('Home');
    for (let i = 0; i < PAD.indexOf(picture); i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: picture, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

test('kiosk offline (issue 26): a student signs out with the network down, the next one finds the tiles from the device’s copy with the offline notice; back online, a picture password by keyboard, after a wait the device counts down', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shots = '/tmp/shots-kiosk';
  mkdirSync(shots, { recursive: true });
  const { cls, headers } = await classWithTwoStudents(page.request);
  const made = await page.request.post('/api/kiosk/pin/create', { headers, data: { classID: cls.id, label: 'Lab row B' } });
  expect(made.status()).toBe(200);
  const pinKey = ((await made.json()) as { key: string }).key;
  const rosterRes = await page.request.get('/api/kiosk/roster', { headers: { 'X-Kiosk-Key': pinKey } });
  const ben = ((await rosterRes.json()) as { students: { id: string; name: string }[] }).students.find((s) => s.name === 'Ben C.')!;
  const RIGHT = ['Fish', 'Rocket', 'Sun', 'Kite'];
  const setPictures = await page.request.post('/api/kiosk/picturepassword', {
    headers,
    data: { studentID: ben.id, pictures: RIGHT.map((p) => p.toLowerCase()) },
  });
  expect(setPictures.status()).toBe(200);

  // 1. The device is pinned; Ava signs in with her password while the network is up.
  const device = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 1366, height: 768 } });
  const kiosk = await device.newPage();
  await kiosk.goto(`/kiosk#${pinKey}`);
  await kiosk.getByRole('button', { name: 'Pin this device' }).click();
  const tiles = kiosk.getByRole('list', { name: 'Students' });
  await expect(tiles.getByRole('button')).toHaveText(['AAva B.', 'BBen C.']);
  await tiles.getByRole('button', { name: 'Ava B.' }).click();
  const avaDialog = kiosk.getByRole('dialog', { name: 'Hi, Ava B.!' });
  await avaDialog.getByLabel('Password').fill(PASSWORD);
  await avaDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(kiosk).toHaveURL(/\/courses$/);
  await expect(kiosk.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();

  // 2. The Wi-Fi drops; Ava signs out. The next student finds the names (the device's copy), the
  //    offline notice, and each tile saying it needs the internet: never "Failed to load the class list".
  // (The app's shell is kept by the service worker, as on any device that has opened the app before.)
  await expect.poll(() => kiosk.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await kiosk.getByRole('link', { name: 'Profile' }).first().click();
  await expect(kiosk.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await device.setOffline(true);
  await kiosk.getByRole('button', { name: 'Sign out' }).click();
  await expect(kiosk).toHaveURL(/\/kiosk$/);
  await expect(kiosk.getByRole('heading', { name: 'Room 7 Lab', level: 1 })).toBeVisible();
  await expect(kiosk.getByTestId('offline-signin')).toBeVisible();
  await expect(tiles.getByRole('button')).toHaveText(['AAva B.Needs the internet', 'BBen C.Needs the internet']);
  await expect(kiosk.getByText('Your names are here, but signing in waits for the internet to come back.')).toBeVisible();
  await expect(kiosk.locator('body')).not.toContainText(/class list|Welcome|Brown/);
  expect(await storedSession(kiosk)).toBeNull();
  // Names only in the copy: no password, no picture password, no username.
  const kept = await kiosk.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('sentence-lab');
        open.onsuccess = () => {
          const read = open.result.transaction('meta', 'readonly').objectStore('meta').get('kiosk.tiles');
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
        };
      }),
  );
  expect(kept).toContain('Ben C.');
  expect(kept).not.toMatch(/fish|rocket|Carter|Brown|chalk/i);
  // A tile does nothing offline: no sign-in dialog that could only fail.
  await tiles.getByRole('button', { name: /Ben C\./ }).click({ force: true });
  await expect(kiosk.getByRole('dialog')).toHaveCount(0);
  // A reload with the network still down shows the same (the app's shell from the service worker).
  await kiosk.reload();
  await expect(tiles.getByRole('button')).toHaveText(['AAva B.Needs the internet', 'BBen C.Needs the internet']);
  await expect(kiosk.getByTestId('offline-signin')).toBeVisible();
  await kiosk.screenshot({ path: `${shots}/tiles-offline-1366.png` });
  await kiosk.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(kiosk, 'offline tiles at 360 px');
  await kiosk.screenshot({ path: `${shots}/tiles-offline-360.png`, fullPage: true });
  await kiosk.setViewportSize({ width: 1366, height: 768 });

  // 3. The network is back: the tiles take sign-ins again, without a reload.
  await device.setOffline(false);
  await expect(kiosk.getByText('Tap your name to sign in.')).toBeVisible({ timeout: 20_000 });
  await expect(kiosk.getByTestId('offline-signin')).toBeHidden();
  await expect(tiles.getByRole('button')).toHaveText(['AAva B.', 'BBen C.']);

  // 4. Someone made three wrong tries for Ben on this very device: the next try waits 5 seconds.
  const deviceID = await kiosk.evaluate(() => localStorage.getItem('sentence-lab.kiosk.device'));
  expect(deviceID).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  for (let i = 0; i < 3; i++) {
    const wrong = await page.request.post('/api/kiosk/signin', {
      headers: { 'X-Kiosk-Key': pinKey, 'X-Kiosk-Device': deviceID! },
      data: { studentID: ben.id, pictures: ['moon', 'car', 'cat', 'kite'] },
    });
    expect(wrong.status()).toBe(401);
  }

  // 5. Ben, by keyboard alone: Tab to his tile, Enter, Tab into the pad, arrows and Enter for each picture.
  await kiosk.getByRole('heading', { name: 'Room 7 Lab', level: 1 }).focus();
  await kiosk.keyboard.press('Tab');
  await kiosk.keyboard.press('Tab');
  await expect(tiles.getByRole('button', { name: 'Ben C.' })).toBeFocused();
  await kiosk.keyboard.press('Enter');
  const benDialog = kiosk.getByRole('dialog', { name: 'Hi, Ben C.!' });
  await expect(benDialog.getByText('Tap your 4 pictures in order.')).toBeVisible();
  await expect(benDialog.locator('.picture-grid').getByRole('button')).toHaveCount(20);
  for (const [width, height] of [
    [1366, 768],
    [360, 740],
  ] as const) {
    await kiosk.setViewportSize({ width, height });
    await noSidewaysScroll(kiosk, `picture pad at ${width} px`);
    await kiosk.screenshot({ path: `${shots}/pad-${width}.png` });
  }
  await kiosk.setViewportSize({ width: 1366, height: 768 });
  for (let i = 0; i < 8 && !(await benDialog.getByRole('button', { name: 'Sun', exact: true }).evaluate((b) => b === document.activeElement)); i++) {
    await kiosk.keyboard.press('Tab');
  }
  await expect(benDialog.getByRole('button', { name: 'Sun', exact: true })).toBeFocused();
  await typePictures(kiosk, RIGHT);
  // The device waits: the server's words once, then a count for the eyes; the pad takes nothing meanwhile.
  // (What is left of the 5 seconds that began with the last wrong try.)
  await expect(benDialog.getByRole('alert')).toHaveText(
    new RegExp(`^(${[1, 2, 3, 4, 5].map((n) => kioskMessages.waitToTry(n).replace(/[.?]/g, '\\$&')).join('|')})$`),
  );
  await expect(benDialog.getByTestId('kiosk-wait')).toHaveText(/You can try again in [1-5] seconds?\./);
  await kiosk.screenshot({ path: `${shots}/pad-wait-1366.png` });
  await expect(benDialog.getByRole('button', { name: 'Sun', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(benDialog.getByTestId('kiosk-wait')).toBeHidden({ timeout: 10_000 });
  await expect(benDialog.getByRole('status')).toHaveText('You can try again now.');
  // The focus stayed in the pad: the same keys again, and Ben is in.
  await typePictures(kiosk, RIGHT);
  await expect(kiosk).toHaveURL(/\/courses$/);
  await expect(kiosk.getByRole('heading', { name: 'Welcome, Ben!' })).toBeVisible();
  await device.close();
});
