import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { checkSession, login } from '../../src/shared/api/auth';
import { getAllClasses } from '../../src/shared/api/classes';
import {
  classImport,
  getClassesFromGoogle,
  googleAuthorize,
  googleLogin,
  googleLoginGet,
  googleRegistrationGet,
  googleSettings,
  loginSocial,
  registerTeacherGoogle,
  shareLesson,
  shareQuiz,
  shareWritingAssignment,
  studentImport,
  syncStatus,
} from '../../src/shared/api/google';
import { extraMessages, messages, withoutGoogle } from '../../src/shared/messages';
import { earnedBadges, googleAccounts, lessons, quizzes, users, writingAssignments } from '../../src/server/db/schema';
import { CLASSROOM_SCOPES, createGoogle } from '../../src/server/adapters/google';
import { request } from './support/client';
import { createClass, PASSWORD, registerStudent, registerTeacher, teacherPayload } from './support/fixtures';
import { appBeside, testServer } from './support/server';
import { consentAtProvider } from './support/google-consent';
import {
  GOOGLE_CLIENT_ID,
  googleAccount,
  googleLoginAs,
  googleRegister,
  googleServer,
  roundTrip,
  type GoogleServer,
} from './support/google';
import { updateUser } from './admin-fixtures';
import type { GoogleAccount } from '../support/google-standin';

/**
 * Google end to end on the server: the real adapter (openid-client, jose, @googleapis/classroom)
 * against a real OpenID provider (oidc-provider, its own login and consent pages driven over
 * HTTP) and a Classroom stand-in that checks each bearer token with the provider.
 */
let srv: GoogleServer;
beforeEach(async () => {
  srv = await googleServer();
  await srv.reset();
});

/** A teacher registered with Google (single step), with `seats` paid seats. */
async function googleTeacher(seats = 100, over: Partial<GoogleAccount> = {}) {
  const account = googleAccount(srv, { given_name: 'Tess', family_name: 'Rivera', ...over });
  const profile = await googleRegister(srv, account, 'teacher');
  expect(profile.status).toBe(200);
  const saved = await request(srv.url, registerTeacherGoogle, {
    body: {
      first: profile.body.first,
      last: profile.body.last,
      googleRegistrationToken: profile.body.googleRegistrationToken,
      howDidYouHearAboutUs: null,
    },
  });
  expect(saved.status).toBe(200);
  const id: string = saved.body.id;
  if (seats > 5) {
    await updateUser(srv, id, {
      paymentPlan: 'masterAnnual_3',
      paymentQuantity: seats / 5,
      maxStudents: seats,
      expirationDate: new Date(srv.clock.now.getTime() + 300 * 86_400_000),
    });
  }
  return { account, key: saved.body.apiKey as string, id, user: saved.body };
}

const students = (n: number, tag: string): GoogleAccount[] =>
  Array.from({ length: n }, (_, i) => ({
    sub: `${tag}-${i + 1}`,
    email: `${tag}.${i + 1}@school.example`,
    given_name: `Kid${i + 1}`,
    family_name: tag,
  }));

/** Polls the sync job until it stops running (it runs on the server after studentimport answered). */
async function syncFinished(key: string) {
  for (let i = 0; i < 200; i++) {
    const job = (await request(srv.url, syncStatus, { key })).body;
    if (job && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the sync did not finish');
}

async function sync(key: string, values: string[]) {
  const classes = await request(srv.url, classImport, { key, body: values });
  expect(classes.status).toBe(200);
  const started = await request(srv.url, studentImport, { key, body: values });
  expect(started.status).toBe(200);
  return { classes: classes.body, job: await syncFinished(key) };
}

describe('settings and the authorisation request', () => {
  it('says Google is on; without a client id it is off, its calls are 404, and the mismatch message names no Google button', async () => {
    expect((await request(srv.url, googleSettings, {})).body).toEqual({ enabled: true });
    const plain = await testServer();
    expect((await request(plain.url, googleSettings, {})).body).toEqual({ enabled: false });
    const off = await request(plain.url, googleAuthorize, { body: { purpose: 'login', redirect: `${plain.url}/login` } });
    expect(off).toEqual({ status: 404, body: { message: extraMessages.googleOff } });
    expect((await request(plain.url, login, { body: { username: 'nobody@school.example', password: 'wrong1' } })).body.message).toBe(
      withoutGoogle.loginMismatch,
    );
    expect(withoutGoogle.loginMismatch).not.toMatch(/Google/);
    // With Google on, the catalogue's own words.
    expect((await request(srv.url, login, { body: { username: 'nobody@school.example', password: 'wrong1' } })).body.message).toBe(
      messages.loginMismatch,
    );
  });

  it('log in asks who you are with the code flow, PKCE and offline access; a teacher registration adds the Classroom scopes and forces consent (GGL-01..04)', async () => {
    const { body } = await request(srv.url, googleAuthorize, { body: { purpose: 'login', redirect: `${srv.url}/login` } });
    const url = new URL(body.url);
    expect(url.origin).toBe(srv.google.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(body.state);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('prompt')).toBeNull();

    const teacher = new URL(
      (
        await request(srv.url, googleAuthorize, {
          body: { purpose: 'register', registrationType: 'teacher', redirect: `${srv.url}/register` },
        })
      ).body.url,
    );
    expect(teacher.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(CLASSROOM_SCOPES));
    expect(teacher.searchParams.get('prompt')).toBe('consent');
    const student = new URL(
      (
        await request(srv.url, googleAuthorize, {
          body: { purpose: 'register', registrationType: 'student', classCode: 'ABCD1234', redirect: `${srv.url}/register` },
        })
      ).body.url,
    );
    expect(student.searchParams.get('scope')).toBe('openid email profile');
  });

  it('Google out of reach is a 503 that says so, not a server error', async () => {
    const away = await appBeside(srv, 'google-away', async () => ({
      deps: {
        google: createGoogle({
          clientId: GOOGLE_CLIENT_ID,
          clientSecret: 'x-secret-x',
          issuer: 'http://127.0.0.1:9',
          classroomRoot: 'http://127.0.0.1:9/',
        }),
      },
    }));
    const res = await request(away.url, googleAuthorize, { body: { purpose: 'login', redirect: `${away.url}/login` } });
    expect(res).toEqual({ status: 503, body: { message: extraMessages.googleUnreachable } });
  });

  it('refuses a return address that is not /login or /register, and link without a signed-in user', async () => {
    const bad = await request(srv.url, googleAuthorize, { body: { purpose: 'login', redirect: 'https://evil.example/steal' } });
    expect(bad.status).toBe(400);
    const link = await request(srv.url, googleAuthorize, { body: { purpose: 'link', redirect: `${srv.url}/login` } });
    expect(link).toEqual({ status: 401, body: { message: extraMessages.googleSignInRequired } });
  });
});

describe('registration and sign-in', () => {
  it('a teacher registers in one step: the round trip fills names and email, the form needs no password, the account is verified (GGL-12..14, SHL-51)', async () => {
    const account = googleAccount(srv, { given_name: 'Maya', family_name: 'Okafor' });
    const { back, redirect } = await roundTrip(srv, account.sub, { purpose: 'register', registrationType: 'teacher' });
    const profile = await request(srv.url, googleRegistrationGet, {
      query: {
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
        iss: back.searchParams.get('iss'),
        redirect,
        registrationType: 'teacher',
      },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ first: 'Maya', last: 'Okafor', email: account.email, apiKey: null, user: null });
    expect(profile.body.googleRegistrationToken).toEqual(expect.any(String));

    const saved = await request(srv.url, registerTeacherGoogle, {
      body: {
        first: 'Maya',
        last: 'Okafor-Li',
        googleRegistrationToken: profile.body.googleRegistrationToken,
        howDidYouHearAboutUs: 'Conference',
        email: 'forged@evil.example',
      },
    });
    expect(saved.status).toBe(200);
    // The email is Google's, never the form's; names are the form's (the teacher may correct them).
    expect(saved.body).toMatchObject({
      email: account.email,
      last: 'Okafor-Li',
      socialType: 'google',
      isVerified: true,
      googleLinked: true,
      paymentPlan: 'trial',
    });
    expect(await srv.mail(account.email)).toEqual([]);
    // The token is used once.
    const again = await request(srv.url, registerTeacherGoogle, {
      body: { first: 'M', last: 'O', googleRegistrationToken: profile.body.googleRegistrationToken },
    });
    expect(again).toEqual({ status: 400, body: { message: messages.googleRegisterFailed } });
    // Without a name: the form's rule (GGL-14 validates first and last only).
    const noName = await request(srv.url, registerTeacherGoogle, { body: { first: ' ', last: 'O', googleRegistrationToken: 'x' } });
    expect(noName).toEqual({ status: 400, body: { message: messages.firstNameRequired } });

    // Log in with Google: the same account (GGL-06); a password sign-in does not work for it.
    const signedIn = await googleLoginAs(srv, account);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: saved.body.id, role: 'Teacher', apiKey: expect.any(String) });
    expect((await request(srv.url, login, { body: { username: account.email, password: PASSWORD } })).status).toBe(401);
    // Registering the same Google account again is 409.
    expect((await googleRegister(srv, account, 'teacher')).body).toEqual({ message: messages.accountExists });
  });

  it('a Google login that matches no account is 401 with the Google-button sentence (GGL-10); a state is used once', async () => {
    const stranger = googleAccount(srv);
    const { back, redirect } = await roundTrip(srv, stranger.sub, { purpose: 'login' });
    const body = {
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      iss: back.searchParams.get('iss'),
      redirect,
    };
    expect(await request(srv.url, googleLogin, { body })).toEqual({
      status: 401,
      body: { message: `${messages.loginMismatch} ${messages.googleOnlyButton}` },
    });
    expect(await request(srv.url, googleLoginGet, { query: body })).toEqual({
      status: 400,
      body: { message: extraMessages.googleStateUnknown },
    });
  });

  it('a code Google refuses is 400 with the catalogue text and Google’s reason (GGL-08, 15)', async () => {
    const account = googleAccount(srv);
    const login = await roundTrip(srv, account.sub, { purpose: 'login' });
    const bad = await request(srv.url, googleLogin, {
      body: {
        code: 'not-the-code',
        state: login.back.searchParams.get('state')!,
        iss: login.back.searchParams.get('iss'),
        redirect: login.redirect,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(new RegExp(`^${messages.googleLoginFailed.replace(/[.]/g, '\\.')} \\(.+\\)$`));
    const reg = await roundTrip(srv, account.sub, { purpose: 'register', registrationType: 'teacher' });
    const refused = await request(srv.url, googleRegistrationGet, {
      query: { code: 'not-the-code', state: reg.back.searchParams.get('state')!, redirect: reg.redirect, registrationType: 'teacher' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message.startsWith(messages.googleRegisterFailed)).toBe(true);
  });

  it('refusing consent comes back with access_denied and signs nobody in (GGL-09)', async () => {
    const account = googleAccount(srv);
    const { back } = await roundTrip(srv, account.sub, { purpose: 'login' }, { deny: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('a student registers with Google and a class code: in that class, signed in; again is 409 with the Move/Add text (GGL-16, 17)', async () => {
    const teacher = await registerTeacher(srv);
    const cls = await createClass(srv, teacher.key);
    const kid = googleAccount(srv, { given_name: 'Ana', family_name: 'Silva' });
    const joined = await googleRegister(srv, kid, 'student', cls.code);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ first: 'Ana', last: 'Silva', googleRegistrationToken: null, class: { id: cls.id } });
    expect(joined.body.user).toMatchObject({ role: 'Student', socialType: 'google', googleLinked: true, classCode: cls.code });
    expect((await request(srv.url, checkSession, { key: joined.body.apiKey })).body.id).toBe(joined.body.id);
    expect((await googleRegister(srv, kid, 'student', cls.code)).body).toEqual({ message: messages.studentGoogleExists });
    // Their Google sign-in leads to the same student.
    expect((await googleLoginAs(srv, kid)).body).toMatchObject({ id: joined.body.id, role: 'Student' });
  });

  it('a student with a wrong code is 410; a full class is 411, and no account is made', async () => {
    const teacher = await registerTeacher(srv);
    const cls = await createClass(srv, teacher.key);
    expect((await googleRegister(srv, googleAccount(srv), 'student', 'NOPE0000')).status).toBe(410);
    for (let i = 0; i < 5; i++) await registerStudent(srv, cls.code);
    const late = googleAccount(srv);
    expect(await googleRegister(srv, late, 'student', cls.code)).toEqual({ status: 411, body: { message: messages.classFull } });
    expect(await srv.database.db.select().from(users).where(eq(users.email, late.email))).toEqual([]);
  });

  it('loginsocial takes a Google ID token checked by signature, issuer and audience (GGL-18)', async () => {
    const { account, id } = await googleTeacher(5);
    // An ID token as Google's own button would give one: the same client, the provider's real pages.
    const config = await oidc.discovery(new URL(srv.google.issuer), GOOGLE_CLIENT_ID, 'api-tests-google-secret', undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${srv.url}/login`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const back = await consentAtProvider(url.href, account.sub);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
    const ok = await request(srv.url, loginSocial, { body: { socialToken: tokens.id_token!, socialType: 'google' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, apiKey: expect.any(String) });
    const [head, payload, signature] = tokens.id_token!.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(await request(srv.url, loginSocial, { body: { socialToken: `${head}.${forged}.${signature}`, socialType: 'google' } })).toEqual({
      status: 401,
      body: { message: messages.googleLoginFailed },
    });
  });

  it('a teacher who registered by email links Google from the profile, then logs in with either; a Google account links to one user only', async () => {
    const teacher = await registerTeacher(srv);
    const account = googleAccount(srv);
    const linked = await googleLoginAs(srv, account, 'link', teacher.key);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ id: teacher.user.id, googleLinked: true, socialType: null });
    expect(linked.body.apiKey).toBeUndefined();
    expect((await googleLoginAs(srv, account)).body.id).toBe(teacher.user.id);
    expect((await request(srv.url, login, { body: { username: teacher.payload.email, password: PASSWORD } })).status).toBe(200);
    const other = await registerTeacher(srv, teacherPayload());
    expect(await googleLoginAs(srv, account, 'link', other.key)).toEqual({
      status: 409,
      body: { message: extraMessages.googleAlreadyLinked },
    });
    // A link started by one teacher cannot be finished with another's key (400, not a sign-out).
    const third = await registerTeacher(srv, teacherPayload());
    const started = await roundTrip(srv, googleAccount(srv).sub, { purpose: 'link' }, { key: other.key });
    const finished = await request(srv.url, googleLogin, {
      key: third.key,
      body: {
        code: started.back.searchParams.get('code')!,
        state: started.back.searchParams.get('state')!,
        iss: started.back.searchParams.get('iss'),
        redirect: started.redirect,
      },
    });
    expect(finished).toEqual({ status: 400, body: { message: extraMessages.googleStateUnknown } });
    // The refresh token is stored encrypted, never as Google gave it.
    const [row] = await srv.database.db.select().from(googleAccounts).where(eq(googleAccounts.userID, teacher.user.id));
    expect(row!.refreshToken).toMatch(/^v1\./);
  });
});

describe('Classroom import and sync', () => {
  it('lists the teacher’s Google classes, imports two with 25 students, and replaces the hand-made class (GGL-21, 23..25)', async () => {
    const t = await googleTeacher();
    const own = await createClass(srv, t.key, { name: 'Made by hand' });
    srv.google.setCourses([
      { id: 'course-a', name: 'Period 1 English', section: 'Room 12', ownerSub: t.account.sub, students: students(13, 'pa') },
      { id: 'course-b', name: 'Period 2 English', ownerSub: t.account.sub, students: students(12, 'pb') },
      { id: 'course-x', name: 'Someone else’s', ownerSub: 'other-teacher', students: [] },
    ]);
    const options = await request(srv.url, getClassesFromGoogle, { key: t.key });
    expect(options.body.map((o: { value: string; name: string; imported: boolean }) => [o.value, o.name, o.imported])).toEqual([
      ['course-a', 'Period 1 English', false],
      ['course-b', 'Period 2 English', false],
    ]);
    expect((await request(srv.url, classImport, { key: t.key, body: [] })).status).toBe(400);
    expect(await request(srv.url, classImport, { key: t.key, body: ['course-x'] })).toEqual({
      status: 400,
      body: { message: extraMessages.googleCourseUnknown },
    });

    const { classes, job } = await sync(t.key, ['course-a', 'course-b']);
    expect(classes.removed).toEqual(['Made by hand']);
    expect(job).toMatchObject({ status: 'done', classesTotal: 2, classesDone: 2, studentsTotal: 25, studentsDone: 25, error: null });
    expect(job.report.added).toHaveLength(25);
    const all = (await request(srv.url, getAllClasses, { key: t.key })).body;
    expect(
      all.map((k: { name: string; googleCourseID: string; section: string | null; classSize: number }) => [
        k.name,
        k.googleCourseID,
        k.section,
        k.classSize,
      ]),
    ).toEqual([
      ['Period 1 English', 'course-a', 'Room 12', 13],
      ['Period 2 English', 'course-b', null, 12],
    ]);
    expect(all.some((k: { id: string }) => k.id === own.id)).toBe(false);
  });

  it('sync removes students Google no longer lists, keeps a student matched by email with their badges, and reports it (GGL-26, 27)', async () => {
    const t = await googleTeacher();
    // A student who registered by email (with a password) before the class moved to Google.
    const byHand = await createClass(srv, t.key, { name: 'Old class' });
    const early = await registerStudent(srv, byHand.code, {
      email: 'early.bird@school.example',
      username: null,
      first: 'Early',
      last: 'Bird',
    });
    const badgesBefore = await srv.database.db.select().from(earnedBadges).where(eq(earnedBadges.studentID, early.user.id));
    expect(badgesBefore.length).toBeGreaterThan(0);
    const roster = [...students(3, 'pc'), { sub: 'early-g', email: 'Early.Bird@school.example', given_name: 'Early', family_name: 'Bird' }];
    srv.google.setCourses([{ id: 'course-c', name: 'Writing Lab', ownerSub: t.account.sub, students: roster }]);
    const first = await sync(t.key, ['course-c']);
    expect(first.job.report.added).toHaveLength(4);
    expect(await srv.database.db.select().from(earnedBadges).where(eq(earnedBadges.studentID, early.user.id))).toEqual(badgesBefore);

    srv.google.removeStudent('course-c', 'pc-2');
    const second = await sync(t.key, ['course-c']);
    expect(second.job.report.removed).toEqual(['Kid2 pc (Writing Lab)']);
    expect(second.job.report.kept).toHaveLength(3);
    const [cls] = (await request(srv.url, getAllClasses, { key: t.key })).body;
    expect(cls.classSize).toBe(3);
    // The removed student's account stays; the matched one signs in with Google or with their password.
    expect(await srv.database.db.select().from(users).where(eq(users.email, 'pc.2@school.example'))).toHaveLength(1);
    expect((await request(srv.url, login, { body: { username: 'early.bird@school.example', password: PASSWORD } })).status).toBe(200);
  });

  it('imports only as many new students as there are free seats, and says who was not added', async () => {
    const t = await googleTeacher(5);
    srv.google.setCourses([{ id: 'course-d', name: 'Big class', ownerSub: t.account.sub, students: students(8, 'pd') }]);
    const { job } = await sync(t.key, ['course-d']);
    expect(job.report.added).toHaveLength(5);
    expect(job.report.notAdded).toHaveLength(3);
    expect(job.report.notAdded[0]).toContain(extraMessages.googleNoSeat);
  });

  it('a revoked Google grant is 424 invalid_grant; re-authorising (consent forced) makes Classroom work again (GGL-32)', async () => {
    const t = await googleTeacher();
    srv.google.setCourses([{ id: 'course-e', name: 'Grammar', ownerSub: t.account.sub, students: [] }]);
    await srv.google.revokeGrants(t.account.sub);
    expect(await request(srv.url, getClassesFromGoogle, { key: t.key })).toEqual({ status: 424, body: { message: 'invalid_grant' } });
    const { authorizationUrl } = await roundTrip(srv, t.account.sub, { purpose: 'reauthorize' }, { key: t.key });
    expect(authorizationUrl.searchParams.get('prompt')).toBe('consent');
    expect((await googleLoginAs(srv, t.account, 'reauthorize', t.key)).status).toBe(200);
    expect((await request(srv.url, getClassesFromGoogle, { key: t.key })).body).toHaveLength(1);
  });

  it('an email teacher without Google cannot reach Classroom (403); a student cannot either', async () => {
    const teacher = await registerTeacher(srv);
    expect(await request(srv.url, getClassesFromGoogle, { key: teacher.key })).toEqual({
      status: 403,
      body: { message: extraMessages.googleNotLinked },
    });
    const cls = await createClass(srv, teacher.key);
    const kid = await registerStudent(srv, cls.code);
    expect((await request(srv.url, studentImport, { key: kid.key, body: ['x'] })).status).toBe(403);
  });
});

describe('share to Classroom', () => {
  it('a lesson goes as course material, a quiz and a writing assignment as course work, to the teacher’s Google class only (GGL-36..38)', async () => {
    const t = await googleTeacher();
    srv.google.setCourses([{ id: 'course-f', name: 'Share here', ownerSub: t.account.sub, students: [] }]);
    const { classes } = await sync(t.key, ['course-f']);
    const classID: string = classes.classes[0].id;
    const [lesson] = await srv.database.db.select().from(lessons).limit(1);
    const [quiz] = await srv.database.db.select().from(quizzes).where(eq(quizzes.lessonID, lesson!.id)).limit(1);
    const [writing] = await srv.database.db.select().from(writingAssignments).limit(1);

    const lessonLink = `${srv.url}/lessons/${lesson!.id}`;
    expect(await request(srv.url, shareLesson, { key: t.key, body: { lessonID: lesson!.id, lessonLink, classID } })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(
      (await request(srv.url, shareQuiz, { key: t.key, body: { quizID: quiz!.id, quizLink: `${srv.url}/quiz/${quiz!.id}`, classID } }))
        .status,
    ).toBe(200);
    expect(
      (
        await request(srv.url, shareWritingAssignment, {
          key: t.key,
          body: { writingAssignmentID: writing!.id, writingAssignmentLink: `${srv.url}/writing/${writing!.id}`, classID },
        })
      ).status,
    ).toBe(200);
    const posts = srv.google.posts();
    expect(posts.map((p) => [p.kind, p.courseId, p.body.title])).toEqual([
      ['courseWorkMaterials', 'course-f', lesson!.name],
      ['courseWork', 'course-f', quiz!.name],
      ['courseWork', 'course-f', writing!.name],
    ]);
    expect(posts[0]!.body.materials[0].link.url).toBe(lessonLink);

    // A class not from Google, or another teacher's class, is refused.
    const handMade = await createClass(srv, (await registerTeacher(srv)).key);
    expect(
      (await request(srv.url, shareLesson, { key: t.key, body: { lessonID: lesson!.id, lessonLink, classID: handMade.id } })).status,
    ).toBe(404);
  });
});
