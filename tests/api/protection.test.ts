import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  joinClass,
  resetPasswordUpdate,
  resendVerification,
  startResetPassword,
  verifyResetPasswordCode,
} from '../../src/shared/api/account';
import { login } from '../../src/shared/api/auth';
import { saveClass } from '../../src/shared/api/classes';
import { searchStudents } from '../../src/shared/api/students';
import { extraMessages, messages, withoutGoogle } from '../../src/shared/messages';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import { LIMITS } from '../../src/server/protection/rate-limits';
import { describeFailure } from '../../src/server/protection/input';
import { selectRows, testServer, type TestServer } from './support/server';
import { raw, request } from './support/client';
import {
  PASSWORD,
  createStudentCall,
  freshCode,
  registerStudent,
  registerTeacher,
  teacherPayload,
  teacherWithClass,
  unique,
} from './support/fixtures';
import { RESET_SUBJECT, resetTokenFor, waitForMail } from './account-fixtures';
import { createAdmin } from './admin-fixtures';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

const BASE_CONFIG = {
  SESSION_DAYS: 30,
  SUPPORT_EMAIL: 'support@sentencelab.example',
  STATIC_DIR: './dist',
  PUBLIC_URL: 'http://localhost:8080',
};

/** The same app on the same database, built anew (as a second process or a restart would be). */
const appOnSameDatabase = (config: Partial<Parameters<typeof createApp>[0]['config']> = {}) =>
  createApp({
    db: srv.database.db,
    config: { ...BASE_CONFIG, ...config },
    mailer: createMailer({ folder: '/nonexistent-mail-folder', from: 'x <x@example.org>' }),
    log: () => {},
  });

const countRows = async (table: string) => {
  const [row] = await selectRows<{ n: number }>(srv.database, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
};

/** A request as it arrives from a socket with the given remote address (app.request's Node bindings). */
const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  raw(`${srv.url}/api/user/login`, { method: 'POST', body: { username, password }, headers });

/**
 * Sends only the head of a request announcing `length` bytes, plus a little of the body, and
 * returns what the server answers before the rest would arrive: the proof that it was not read.
 */
function announceBody(path: string, length: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${length}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        '',
        '',
      ].join('\r\n');
      socket.write(`${head}{"username":"${'a'.repeat(1000)}`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const [headPart, bodyPart] = text.split('\r\n\r\n');
      const len = Number(/content-length: (\d+)/i.exec(headPart ?? '')?.[1] ?? NaN);
      if (bodyPart !== undefined && Buffer.byteLength(bodyPart) >= len) {
        socket.destroy();
        resolve({ status: Number(text.slice(9, 12)), body: bodyPart });
      }
    });
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer before the body was sent; got: ${text.slice(0, 200)}`));
    }, 5000);
  });
}

describe('finding 1: the mail page', () => {
  it('is not there in the default start: a reset code for the admin cannot be read over HTTP', async () => {
    const admin = await createAdmin(srv);
    expect((await request(srv.url, startResetPassword, { body: { email: admin.user.email! } })).status).toBe(200);
    await waitForMail(srv, admin.user.email!, { subject: RESET_SUBJECT });
    // No such page: the app's own "not found" (or its shell) answers, never the mail.
    const page = await raw(`${srv.url}/dev/mail`);
    expect(String(page.body)).not.toContain('Mail sent by Sentence Lab');
    expect(String(page.body)).not.toContain('Your token');
  });

  it('with DEV_MAIL_PAGE on, answers this machine only: another address gets 404, X-Forwarded-For changes nothing', async () => {
    const app = appOnSameDatabase({ DEV_MAIL_PAGE: true });
    const local = await app.request('/dev/mail', {}, fromAddress('127.0.0.1'));
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('Mail sent by Sentence Lab');
    expect((await app.request('/dev/mail', {}, fromAddress('::ffff:127.0.0.1'))).status).toBe(200);

    const lan = await app.request('/dev/mail', { headers: { 'X-Forwarded-For': '127.0.0.1' } }, fromAddress('10.20.30.40'));
    expect(lan.status).toBe(404);
    const proxied = await appOnSameDatabase({ DEV_MAIL_PAGE: true, TRUST_PROXY: true }).request(
      '/dev/mail',
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      fromAddress('192.168.1.50'),
    );
    expect(proxied.status).toBe(404);
  });

  it('without SMTP, a message goes to the folder (owner-only) and to the console', async () => {
    const { mkdtempSync, statSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const folder = join(mkdtempSync(join(tmpdir(), 'mail-perm-')), 'mail');
    const printed: string[] = [];
    const mailer = createMailer({ folder, from: 'x <x@example.org>', console: (t) => void printed.push(t) });
    await mailer.send({ to: 'ada@example.org', subject: 'Your token', text: 'Your token: ABCD2345' });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(folder);
    expect(statSync(join(folder, file!)).mode & 0o777).toBe(0o600);
    expect(printed.join('\n')).toContain('Your token: ABCD2345');
  });
});

describe('finding 2: rate limits', () => {
  it('sign-in: after 10 wrong passwords the right one is refused too, with 429, Retry-After and a message', async () => {
    const { payload } = await registerTeacher(srv);
    for (let i = 0; i < LIMITS.signInFailuresPerAccountAndAddress.points; i++) {
      expect((await signIn(payload.email, 'wrong-password-1')).status).toBe(401);
    }
    const blocked = await signIn(payload.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many sign-in tries\. Please wait \d+ minutes? and try again\./);
    // Another account from the same address is not held back.
    const other = await registerTeacher(srv);
    expect((await signIn(other.payload.email, PASSWORD)).status).toBe(200);
  });

  it('sign-in: a right password clears the typos of this account on this address', async () => {
    const { payload } = await registerTeacher(srv);
    for (let i = 0; i < LIMITS.signInFailuresPerAccountAndAddress.points - 1; i++) await signIn(payload.email, 'wrong-password-1');
    expect((await signIn(payload.email, PASSWORD)).status).toBe(200);
    expect((await signIn(payload.email, 'wrong-password-1')).status).toBe(401);
    expect((await signIn(payload.email, PASSWORD)).status).toBe(200);
  });

  it('sign-in: one address sweeping many accounts is stopped at its limit (1,000 failures); a device that signed in before is not', async () => {
    const { payload } = await registerTeacher(srv);
    // The teacher's own browser signed in before: it holds a device cookie for the account.
    const before = await signIn(payload.email, PASSWORD);
    const deviceCookie = before.headers.getSetCookie()[0]!.split(';')[0]!;
    // A sweep that has used all but one of the address's tries (1,000 argon2 checks would take
    // a minute here: the counter is set as the sweep would have left it).
    const limit = LIMITS.signInFailuresPerAddress;
    await srv.database.db.execute(
      sql`insert into rate_limits (key, points, expire) values (${'signInFailuresPerAddress:127.0.0.1'}, ${limit.points - 1}, now() + interval '10 minutes')
          on conflict (key) do update set points = excluded.points, expire = excluded.expire`,
    );
    expect((await signIn('nobody-x@school.example', 'wrong-password-1')).status).toBe(401);
    expect((await signIn('nobody-y@school.example', 'wrong-password-1')).status).toBe(429);
    expect((await signIn(payload.email, PASSWORD)).status).toBe(429);
    expect((await signIn(payload.email, PASSWORD, { Cookie: deviceCookie })).status).toBe(200);
  });

  it('counters live in the database: another server process (or a restart) still refuses', async () => {
    const { payload } = await registerTeacher(srv);
    for (let i = 0; i < LIMITS.signInFailuresPerAccountAndAddress.points; i++) await signIn(payload.email, 'wrong-password-1');
    expect(await countRows('rate_limits')).toBeGreaterThan(0);
    const second = appOnSameDatabase();
    const res = await second.request(
      '/api/user/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: payload.email, password: PASSWORD }),
      },
      fromAddress('127.0.0.1'),
    );
    expect(res.status).toBe(429);
    // From another address the account-and-address counter is not used up.
    const elsewhere = await second.request(
      '/api/user/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: payload.email, password: PASSWORD }),
      },
      fromAddress('10.1.2.3'),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('X-Forwarded-For is ignored unless TRUST_PROXY says a proxy stands in front', async () => {
    const { payload } = await registerTeacher(srv);
    // Without TRUST_PROXY: a client cannot escape its counter by inventing addresses.
    for (let i = 0; i < LIMITS.signInFailuresPerAccountAndAddress.points; i++) {
      await signIn(payload.email, 'wrong-password-1', { 'X-Forwarded-For': `10.0.0.${i}` });
    }
    expect((await signIn(payload.email, PASSWORD, { 'X-Forwarded-For': '10.0.0.99' })).status).toBe(429);
    // With it, the hop the proxy appended (the last one) is the client.
    const proxied = appOnSameDatabase({ TRUST_PROXY: true });
    const viaProxy = (forwarded: string) =>
      proxied.request(
        '/api/user/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
          body: JSON.stringify({ username: payload.email, password: PASSWORD }),
        },
        fromAddress('127.0.0.1'),
      );
    expect((await viaProxy('127.0.0.1, 10.9.9.9')).status).toBe(200);
    expect((await viaProxy('10.9.9.9, 127.0.0.1')).status).toBe(429);
  });

  it('reset requests: 5 emails an hour per address book entry, then 429 and no more email', async () => {
    const { payload } = await registerTeacher(srv);
    const start = () => request(srv.url, startResetPassword, { body: { email: payload.email } });
    for (let i = 0; i < LIMITS.resetEmailsPerAccount.points; i++) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many tries\. Please wait/);
    await waitForMail(srv, payload.email, { subject: RESET_SUBJECT, count: LIMITS.resetEmailsPerAccount.points });
    await new Promise((r) => setTimeout(r, 200));
    const resets = (await srv.mail(payload.email)).filter((m) => m.subject === RESET_SUBJECT);
    expect(resets).toHaveLength(LIMITS.resetEmailsPerAccount.points);
  });

  it('reset codes: wrong codes from one address are stopped after 20', async () => {
    const { payload } = await registerTeacher(srv);
    for (let i = 0; i < LIMITS.resetCodeFailuresPerAddress.points; i++) {
      const res = await request(srv.url, verifyResetPasswordCode, {
        body: { email: `x${i}@school.example`, verificationToken: 'ABCDEFGH' },
      });
      expect(res.status).toBe(404);
    }
    const res = await request(srv.url, verifyResetPasswordCode, { body: { email: payload.email, verificationToken: 'ABCDEFGH' } });
    expect(res.status).toBe(429);
  });

  it('student registration by class code: 40 in ten minutes, then 429 and no 41st student', async () => {
    const { cls } = await teacherWithClass(srv);
    await srv.database.db.execute(sql`update users set max_students = 100`);
    for (let i = 0; i < LIMITS.studentRegistrationsPerClassCode.points; i++) {
      expect((await createStudentCall(srv, cls.code, { username: unique('kid') })).status).toBe(200);
    }
    const refused = await createStudentCall(srv, cls.code, { username: unique('kid') });
    expect(refused.status).toBe(429);
    expect(await countRows('class_students')).toBe(LIMITS.studentRegistrationsPerClassCode.points);
  });

  it('joining by code: a student who tries 20 unknown codes is stopped, and a right code waits too', async () => {
    const { cls } = await teacherWithClass(srv);
    const other = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const join = (code: string) => request(srv.url, joinClass, { key: student.key, body: { Class: { Code: code } } });
    for (let i = 0; i < LIMITS.unknownClassCodesPerAccount.points; i++) {
      expect((await join(freshCode())).status).toBe(409);
    }
    const refused = await join(other.cls.code);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many tries\. Please wait/);
  });

  it('teacher registration: 50 an hour from one address', async () => {
    for (let i = 0; i < LIMITS.teacherRegistrationsPerAddress.points; i++) {
      expect((await raw(`${srv.url}/api/user/save/teacher`, { method: 'POST', body: teacherPayload() })).status).toBe(200);
    }
    expect((await raw(`${srv.url}/api/user/save/teacher`, { method: 'POST', body: teacherPayload() })).status).toBe(429);
  });

  it('resend verification: 5 an hour per account', async () => {
    const teacher = await registerTeacher(srv);
    const resend = () =>
      request(srv.url, resendVerification, { key: teacher.key, body: { id: teacher.user.id, email: teacher.payload.email } });
    for (let i = 0; i < LIMITS.verificationEmailsPerAccount.points; i++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
  });
});

describe('finding 3: reset codes', () => {
  const verify = (email: string, verificationToken: string) =>
    request(srv.url, verifyResetPasswordCode, { body: { email, verificationToken } });

  it('a new request replaces the last code: the older one no longer works', async () => {
    const { payload } = await registerTeacher(srv);
    await request(srv.url, startResetPassword, { body: { email: payload.email } });
    const first = await resetTokenFor(srv, payload.email, 1);
    await request(srv.url, startResetPassword, { body: { email: payload.email } });
    const second = await resetTokenFor(srv, payload.email, 2);
    expect(second).not.toBe(first);
    expect((await verify(payload.email, first)).status).toBe(401);
    expect((await verify(payload.email, second)).status).toBe(200);
  });

  it('five wrong codes for an account spend its code: the right one then fails and a new one must be asked for', async () => {
    const { payload } = await registerTeacher(srv);
    await request(srv.url, startResetPassword, { body: { email: payload.email } });
    const code = await resetTokenFor(srv, payload.email);
    const wrong = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    for (let i = 0; i < 4; i++) expect((await verify(payload.email, wrong)).status).toBe(404);
    expect((await verify(payload.email, code)).status).toBe(200);
    expect((await verify(payload.email, wrong)).status).toBe(404);
    expect(await verify(payload.email, code)).toEqual({ status: 401, body: { message: withoutGoogle.loginMismatch } });
    const update = await request(srv.url, resetPasswordUpdate, {
      body: { email: payload.email, verificationToken: code, password: 'newpass77' },
    });
    expect(update.status).toBe(401);
  });
});

describe('finding 4: body limits', () => {
  it('an anonymous 100 MB sign-in is refused with 413 JSON before its body is read', async () => {
    const res = await announceBody('/api/user/login', 100 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: extraMessages.bodyTooLarge });
  });

  it('a 50 MB sync-failure report is refused with 413 before it is read', async () => {
    const res = await announceBody('/api/student/syncfailure', 50 * 1024 * 1024, { 'X-Api-Key': 'anything' });
    expect(res.status).toBe(413);
  });

  it('a body sent in chunks (no Content-Length) is cut off once it passes the limit', async () => {
    /** A sign-in whose body is sent in these parts, without a Content-Length (chunked). */
    const signInInChunks = (parts: string[]) =>
      fetch(`${srv.url}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const res = await signInInChunks(Array.from({ length: 64 }, () => 'x'.repeat(1024)));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: extraMessages.bodyTooLarge });
    // Under the limit, a chunked body is read whole: the sign-in is judged (wrong password), not refused as too large.
    const judged = await signInInChunks(['{"username":"nobody.here",', '"password":"wrong-password"}']);
    expect(judged.status).toBe(401);
  });

  it('forms are small, writing is larger: 20 KB of class name is 413, a 200 KB writing is read', async () => {
    const { key } = await registerTeacher(srv);
    const big = await request(srv.url, saveClass, { key, body: { name: 'x'.repeat(20 * 1024), code: freshCode() } });
    expect(big.status).toBe(413);
    const writing = await raw(`${srv.url}/api/writingassignment/save`, {
      method: 'POST',
      key,
      body: { writingAssignmentID: 'none', studentText: `<p>${'é'.repeat(100_000)}</p>` },
    });
    expect(writing.status).not.toBe(413);
    expect(writing.status).toBeLessThan(500);
  });
});

describe('finding 5: security headers', () => {
  it('every page carries CSP (no inline script), nosniff, a referrer policy and frame-ancestors', async () => {
    for (const path of ['/', '/login', '/no-such-page']) {
      const res = await fetch(`${srv.url}${path}`);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(scriptSrc, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), path).toBe('no-referrer');
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(res.headers.get('Permissions-Policy'), path).toContain('camera=()');
      expect(res.headers.get('Strict-Transport-Security'), path).toBeNull();
    }
  });

  it('every API answer, however it is made, allows nothing to load, is not framed, sniffed or read cross-origin, and is not stored', async () => {
    const { teacher } = await teacherWithClass(srv);
    const key = { 'X-Api-Key': teacher.key };
    const courses = await fetch(`${srv.url}/api/course/getall`, { headers: key });
    const answers: Array<[string, Response]> = [
      ['health', await fetch(`${srv.url}/api/health`)],
      ['unknown path', await fetch(`${srv.url}/api/nothing-here`)],
      ['no key', await fetch(`${srv.url}/api/class/getall`)],
      ['signed in', await fetch(`${srv.url}/api/class/getall`, { headers: key })],
      ['content', courses],
      ['content, 304', await fetch(`${srv.url}/api/course/getall`, { headers: { ...key, 'If-None-Match': courses.headers.get('ETag')! } })],
      ['bad JSON', await fetch(`${srv.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' })],
      ['too large', await fetch(`${srv.url}/api/user/login`, { method: 'POST', body: 'x'.repeat(200_000) })],
    ];
    expect(answers.map(([name, res]) => [name, res.status])).toEqual([
      ['health', 200],
      ['unknown path', 404],
      ['no key', 401],
      ['signed in', 200],
      ['content', 200],
      ['content, 304', 304],
      ['bad JSON', 400],
      ['too large', 413],
    ]);
    for (const [name, res] of answers) {
      expect(res.headers.get('Content-Security-Policy'), name).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
      expect(res.headers.get('X-Frame-Options'), name).toBe('DENY');
      expect(res.headers.get('Referrer-Policy'), name).toBe('no-referrer');
      expect(res.headers.get('Cross-Origin-Resource-Policy'), name).toBe('same-origin');
      expect(res.headers.get('Strict-Transport-Security'), name).toBeNull();
      // Private answers are never kept by a shared computer's browser or a school's proxy; content may be revalidated.
      expect(res.headers.get('Cache-Control'), name).toMatch(name.startsWith('content') ? /no-cache|private/ : /^no-store$/);
    }
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    const app = appOnSameDatabase({ PUBLIC_URL: 'https://lab.school.example' });
    for (const path of ['/api/health', '/login']) {
      expect((await app.request(path)).headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('finding 6: NUL characters', () => {
  const NUL = '\u0000';

  it('in a sign-in name, a class name, a student name, a writing id or a search: 400 with a message, never 500', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    const answers = [
      await request(srv.url, login, { body: { username: `ada${NUL}@school.example`, password: PASSWORD } }),
      await request(srv.url, saveClass, { key: teacher.key, body: { name: `Room${NUL}12`, code: freshCode() } }),
      await createStudentCall(srv, cls.code, { first: `Li${NUL}` }),
      await raw(`${srv.url}/api/writingassignment/get?writingAssignmentID=w${encodeURIComponent(NUL)}`, { key: teacher.key }),
      await request(srv.url, searchStudents, { key: teacher.key, query: { search: `a${NUL}b` } }),
      await raw(`${srv.url}/api/class/delete/abc%00def`, { method: 'DELETE', key: teacher.key }),
    ];
    for (const res of answers) expect(res).toEqual({ status: 400, body: { message: extraMessages.nulCharacter } });
    expect(srv.logs.filter((l) => l.includes('failed'))).toEqual([]);
  });

  it('a body nested thousands of levels deep is bad input (400), not an overflowed stack (500)', async () => {
    const { cls } = await teacherWithClass(srv);
    const student = await registerStudent(srv, cls.code);
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    const rawBody = `{"key":"k1","path":"/student/savequiz","label":"Quiz","status":404,"message":"x","queuedAt":"2026-01-01T00:00:00.000Z","body":${deep}}`;
    const res = await raw(`${srv.url}/api/student/syncfailure`, { method: 'POST', key: student.key, rawBody });
    expect(res).toEqual({ status: 400, body: { message: messages.badRequest } });
  });

  it('a failed query is logged without its parameters (they hold names and emails)', async () => {
    let failure: unknown;
    try {
      await srv.database.db.execute(sql`select ${'secret.person@school.example'}::int`);
    } catch (err) {
      failure = err;
    }
    expect(String((failure as Error).message)).toContain('secret.person@school.example');
    const logged = describeFailure(failure);
    expect(logged).toContain('database query failed');
    expect(logged).not.toContain('secret.person');
  });
});

describe('finding 10: smaller', () => {
  it('a 100 KB query answers 431 with a JSON message', async () => {
    const res = await fetch(`${srv.url}/api/student/search?search=${'a'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: extraMessages.urlTooLong });
  });

  it('JSON sent as text/plain is refused with 415 (a cross-site form cannot post JSON)', async () => {
    const { payload } = await registerTeacher(srv);
    const res = await fetch(`${srv.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ username: payload.email, password: PASSWORD }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: extraMessages.notJson });
  });
});
