import { beforeAll, describe, expect, it } from 'vitest';
import { joinClass } from '../../src/shared/api/account';
import { login } from '../../src/shared/api/auth';
import { getRecommendations } from '../../src/shared/api/diagnostic';
import { savePreferences } from '../../src/shared/api/preferences';
import { messages } from '../../src/shared/messages';
import { raw, request } from './support/client';
import { registerStudent, registerTeacher, createClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';

/**
 * The server answers in the reader's language (issue 14): the signed-in user's own choice, else
 * the Accept-Language the app sends, else English, which stays the spec's word for word.
 */
describe('server messages in the user’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });

  const signIn = (body: unknown, language?: string) =>
    raw(`${server.url}/api${login.path}`, { method: 'POST', body, headers: language ? { 'Accept-Language': language } : {} });
  const recommendations = (key: string, language?: string) =>
    raw(`${server.url}/api${getRecommendations.path}`, { key, headers: language ? { 'Accept-Language': language } : {} });

  it('answers a signed-out caller in the language of Accept-Language, English by default', async () => {
    // A contract check (the schema's message) and a length limit (a message with values).
    const spanish = await signIn({ username: '', password: 'x' }, 'es');
    expect(spanish).toEqual({ status: 400, body: { message: 'el correo electrónico o nombre de usuario es obligatorio' } });
    const latinAmerican = await signIn({ username: 'ana', password: 'x'.repeat(201) }, 'es-MX,es;q=0.9,en;q=0.8');
    expect(latinAmerican.body).toEqual({ message: 'La contraseña puede tener como máximo 200 caracteres.' });

    const english = await signIn({ username: '', password: 'x' });
    expect(english).toEqual({ status: 400, body: { message: messages.loginEmailRequired } });
    expect(messages.loginEmailRequired).toBe('email or username is required');
    expect((await signIn({ username: 'ana', password: 'x'.repeat(201) }, 'en-US')).body).toEqual({
      message: 'Password can be at most 200 characters.',
    });
    // A language the app does not speak, or English ranked first, is English.
    expect((await signIn({ username: '', password: 'x' }, 'fr-FR,fr;q=0.9')).body.message).toBe(messages.loginEmailRequired);
    expect((await signIn({ username: '', password: 'x' }, 'en;q=0.9,es;q=0.5')).body.message).toBe(messages.loginEmailRequired);
    // The mismatch of a sign-in (the message HttpError carries).
    const mismatch = await signIn({ username: 'nobody-here', password: 'wrong1' }, 'es');
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.message).toMatch(/^El correo electrónico o nombre de usuario y la contraseña no coinciden\./);
  });

  it('answers a signed-in user in their own language, whatever the header says', async () => {
    const teacher = await registerTeacher(server);
    // Without a language of their own, the header decides.
    expect((await recommendations(teacher.key)).body).toEqual({ message: 'You do not have permission to do that.' });
    expect((await recommendations(teacher.key, 'es')).body).toEqual({ message: 'No tienes permiso para hacer eso.' });

    await request(server.url, savePreferences, { key: teacher.key, body: { language: 'es' } });
    expect((await recommendations(teacher.key, 'en-US')).body).toEqual({ message: 'No tienes permiso para hacer eso.' });
    expect((await recommendations(teacher.key)).body).toEqual({ message: 'No tienes permiso para hacer eso.' });

    await request(server.url, savePreferences, { key: teacher.key, body: { language: 'en' } });
    expect((await recommendations(teacher.key, 'es')).body).toEqual({ message: messages.forbidden });
  });

  it('keeps a Spanish student’s errors Spanish and an English student’s word for word English', async () => {
    const teacher = await registerTeacher(server);
    const cls = await createClass(server, teacher.key);
    const ana = await registerStudent(server, cls.code);
    const ben = await registerStudent(server, cls.code);
    await request(server.url, savePreferences, { key: ana.key, body: { language: 'es' } });
    // A malformed class code on the profile's join form: a message with the code in it.
    const join = (key: string) => request(server.url, joinClass, { key, body: { Class: { Code: 'ab!' } } });
    expect(await join(ana.key)).toEqual({
      status: 410,
      body: { message: '¡Lo sentimos! No encontramos ninguna clase con el código: ab!.' },
    });
    expect(await join(ben.key)).toEqual({ status: 410, body: { message: 'Sorry! We could not find a class with the code: ab!.' } });
    expect(messages.joinCodeMissing('ab!')).toBe('Sorry! We could not find a class with the code: ab!.');
  });
});
