import { beforeAll, describe, expect, it } from 'vitest';
import { resendVerification, startResetPassword } from '../../src/shared/api/account';
import { registerTeacher as registerTeacherCall } from '../../src/shared/api/auth';
import { savePreferences } from '../../src/shared/api/preferences';
import { saveSubTeacher } from '../../src/shared/api/teachers';
import { raw, request } from './support/client';
import { registerTeacher, teacherPayload, unique } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { RESET_SUBJECT, VERIFY_SUBJECT, waitForMail } from './account-fixtures';
import { superTeacher } from './teachers-fixtures';

/**
 * The server's emails in the recipient's language (issue 14): the account's own choice, else the
 * language of the request that sends them (Accept-Language, as for the server's messages), else
 * English, which stays the mails of before word for word.
 */
describe('emails in the recipient’s language', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer();
  });

  const es = { 'Accept-Language': 'es-MX,es;q=0.9' };
  const startReset = (email: string, headers: Record<string, string> = {}) =>
    raw(`${srv.url}/api${startResetPassword.path}`, { method: 'POST', body: { email }, headers });
  const choose = async (key: string, language: 'en' | 'es') =>
    expect((await request(srv.url, savePreferences, { key, body: { language } })).status).toBe(200);
  /** The one mail to an address (sent without holding up the answer, so waited for). */
  const onlyMail = async (to: string, count = 1) => {
    const mails = await waitForMail(srv, to, { count });
    expect(mails).toHaveLength(count);
    return mails[0]!;
  };
  const token = (text: string) => /: ([A-Z0-9]{8})\n/.exec(text)?.[1] ?? '';
  const link = (text: string) => /https?:\/\/\S+\/api\/user\/verifyemail\?token=\S+/.exec(text)?.[0] ?? '';

  it('sends a Spanish teacher’s reset code in Spanish, whatever language the request asks for', async () => {
    const teacher = await registerTeacher(srv, { first: 'Lucía' });
    await choose(teacher.key, 'es');
    const email = teacher.payload.email;
    await onlyMail(email); // the verification mail of the registration
    expect((await startReset(email, { 'Accept-Language': 'en-US' })).status).toBe(200);
    const mail = await onlyMail(email, 2);
    expect(mail.subject).toBe('Tu código para recuperar la contraseña de Sentence Lab');
    expect(mail.text).toBe(
      [
        'Hola, Lucía:',
        '',
        'Alguien (esperamos que hayas sido tú) pidió cambiar la contraseña de tu cuenta de Sentence Lab.',
        '',
        `Tu código: ${token(mail.text)}`,
        '',
        'Escríbelo en la ventana «Recuperar la contraseña» en los próximos 30 minutos. Solo funciona una vez.',
        '',
        'Si no lo pediste tú, puedes ignorar este correo: tu contraseña sigue igual.',
      ].join('\n'),
    );
    expect(token(mail.text)).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('keeps an English teacher’s reset code word for word English, even asked for from a Spanish browser', async () => {
    const teacher = await registerTeacher(srv, { first: 'Maya' });
    await choose(teacher.key, 'en');
    const email = teacher.payload.email;
    await onlyMail(email);
    expect((await startReset(email, es)).status).toBe(200);
    const mail = await onlyMail(email, 2);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.subject).toBe('Your Sentence Lab password reset token');
    expect(mail.text).toBe(
      [
        'Hello Maya,',
        '',
        'Someone (we hope it was you) asked to reset the password of your Sentence Lab account.',
        '',
        `Your token: ${token(mail.text)}`,
        '',
        "Type it into the 'Forgot Password' window within 30 minutes. It works only once.",
        '',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ].join('\n'),
    );
    expect(token(mail.text)).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('writes to an account with no language of its own in the request’s language, else English', async () => {
    const teacher = await registerTeacher(srv);
    const email = teacher.payload.email;
    await onlyMail(email);
    expect((await startReset(email, es)).status).toBe(200);
    expect((await onlyMail(email, 2)).subject).toBe('Tu código para recuperar la contraseña de Sentence Lab');
    expect((await startReset(email)).status).toBe(200);
    expect((await onlyMail(email, 3)).subject).toBe(RESET_SUBJECT);
  });

  it('sends the verification link of a sign-up from a Spanish browser in Spanish, and an English one word for word', async () => {
    const payload = teacherPayload({ first: 'Lucía' });
    const signUp = await raw(`${srv.url}/api${registerTeacherCall.path}`, { method: 'POST', body: payload, headers: es });
    expect(signUp.status).toBe(200);
    const spanish = await onlyMail(payload.email);
    expect(spanish.subject).toBe('Confirma tu correo electrónico de Sentence Lab');
    expect(spanish.text).toBe(
      [
        'Hola, Lucía:',
        '',
        '¡Te damos la bienvenida a Sentence Lab! Abre este enlace para confirmar que este es tu correo electrónico:',
        '',
        link(spanish.text),
        '',
        'El enlace funciona una sola vez y durante 7 días. Puedes pedir uno nuevo en tu página de Perfil.',
        '',
        'Si no creaste una cuenta de Sentence Lab, puedes ignorar este correo.',
      ].join('\n'),
    );
    expect(link(spanish.text)).not.toBe('');

    const english = await registerTeacher(srv, { first: 'Maya' });
    const mail = await onlyMail(english.payload.email);
    expect(mail.subject).toBe(VERIFY_SUBJECT);
    expect(mail.subject).toBe('Please verify your Sentence Lab email address');
    expect(mail.text).toBe(
      [
        'Hello Maya,',
        '',
        'Welcome to Sentence Lab! Please confirm that this is your email address by opening this link:',
        '',
        link(mail.text),
        '',
        'The link works once and for 7 days. You can ask for a new one on your Profile page.',
        '',
        'If you did not create a Sentence Lab account, you can ignore this email.',
      ].join('\n'),
    );
    expect(link(mail.text)).not.toBe('');
  });

  it('resends the verification link in the teacher’s own language', async () => {
    const teacher = await registerTeacher(srv);
    await choose(teacher.key, 'es');
    const email = teacher.payload.email;
    await onlyMail(email);
    const resent = await request(srv.url, resendVerification, { key: teacher.key, body: { id: teacher.user.id, email } });
    expect(resent.status).toBe(200);
    const mail = await onlyMail(email, 2);
    expect(mail.subject).toBe('Confirma tu correo electrónico de Sentence Lab');
    expect(mail.text).toMatch(/^Hola, Maya:\n/);
  });

  it('tells a teacher added to a group in their language; a new account in the super-teacher’s', async () => {
    const owner = await superTeacher(srv, { values: { preferences: { language: 'es' } } });
    const add = (body: { email: string; first: string; last: string }) => request(srv.url, saveSubTeacher, { key: owner.key, body });

    // A new account has no language yet: the request's, here the super-teacher's own choice.
    const fresh = `${unique('new.teacher')}@school.example`;
    expect((await add({ email: fresh, first: 'Nia', last: 'Brooks' })).body.outcome).toBe('created');
    const created = await onlyMail(fresh);
    expect(created.subject).toBe('Tu cuenta de docente de Sentence Lab');
    expect(created.text).toMatch(
      /^Hola, Nia:\n\nGrace Okafor creó para ti una cuenta de docente de Sentence Lab en su grupo\.\n\nInicia sesión en \S+\nCorreo electrónico: \S+\nContraseña temporal: \S+\n\nLa primera vez que inicies sesión, te pediremos que crees una contraseña propia\.$/,
    );

    // An existing teacher reads their own language, not the super-teacher's.
    const english = await registerTeacher(srv, { first: 'Lena', last: 'Park' });
    await choose(english.key, 'en');
    expect((await add({ email: english.payload.email, first: 'Lena', last: 'Park' })).body.outcome).toBe('added');
    const mails = await waitForMail(srv, english.payload.email, { subject: 'You have joined a Sentence Lab group' });
    expect(mails[0]!.text).toMatch(
      /^Hello Lena,\n\nGrace Okafor has added you to their Sentence Lab group\. Your account now uses a seat of their plan, for up to 25 students\.\n\nSign in as usual at \S+$/,
    );

    const spanish = await registerTeacher(srv, { first: 'Sofía', last: 'Ruiz' });
    await choose(spanish.key, 'es');
    expect((await add({ email: spanish.payload.email, first: 'Sofía', last: 'Ruiz' })).body.outcome).toBe('added');
    const joined = await waitForMail(srv, spanish.payload.email, { subject: 'Te uniste a un grupo de Sentence Lab' });
    expect(joined[0]!.text).toMatch(
      /^Hola, Sofía:\n\nGrace Okafor te agregó a su grupo de Sentence Lab\. Ahora tu cuenta usa un lugar de su plan, para hasta 25 estudiantes\.\n\nInicia sesión como siempre en \S+$/,
    );
  });
});
