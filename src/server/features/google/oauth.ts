import { Hono, type Context } from 'hono';
import { and, eq, gt, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  googleAuthorize,
  googleLogin,
  googleLoginGet,
  googleRegistration,
  googleRegistrationGet,
  googleSettings,
  loginSocial,
  registerTeacherGoogle,
  type GooglePurpose,
  type SocialProfile,
} from '../../../shared/api/google';
import { TRIAL_SEATS, trialExpiration } from '../../../shared/domain/trial';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import { CLASSROOM_SCOPES, hasClassroomScopes, SIGN_IN_SCOPES, type Google, type GoogleGrant } from '../../adapters/google';
import type { AppEnv, UserRow } from '../../app-env';
import type { Queryable } from '../../db/open';
import { googleAccounts, googleAuthRequests, googleRegistrations, users } from '../../db/schema';
import { handle, HttpError } from '../../http';
import { requestAddress } from '../../protection/client-address';
import type { Counter } from '../../protection/rate-limits';
import { signedIn } from '../auth/guards';
import { findByLogin } from '../auth/logins';
import { createSession, hashKey } from '../auth/sessions';
import { insertTeacher, welcomeTeacher } from '../auth/teacher-account';
import { userView } from '../auth/user-view';
import { checkJoinCode, enrolNewStudent } from '../students/enrol';
import { allowedReturnOrigins, isAllowedReturn, returnAddressRefused } from './return-address';

export const googleOAuthRoutes = new Hono<AppEnv>();

/** A round trip must come back within this time. */
const STATE_MS = 10 * 60_000;
/** The Google teacher form must be sent within this time of the round trip. */
const REGISTRATION_MS = 30 * 60_000;

/** The adapter, or 404 when Google is not set up on this server. */
export function googleOf(c: Context<AppEnv>): Google {
  const google = c.var.deps.google;
  if (!google) throw new HttpError(404, extraMessages.googleOff);
  return google;
}

/** The 401 of a Google sign-in that matches no account (ACB §8: the mismatch text, then the Google-button sentence). */
const noGoogleAccount = () => new HttpError(401, `${messages.loginMismatch} ${messages.googleOnlyButton}`);

handle(googleOAuthRoutes, googleSettings, [], async (c) => ({ enabled: c.var.deps.google !== null }));

handle(googleOAuthRoutes, googleAuthorize, [], async (c, { body }) => {
  const google = googleOf(c);
  const { db, now, rateLimits, config } = c.var.deps;
  await rateLimits.take([['googleAuthorizationsPerAddress', requestAddress(c)]]);
  // Google comes back to the page that handles its answer: /register for a registration, else /login,
  // and only on this site (issue 26: any other origin would receive the code).
  const redirect = new URL(body.redirect);
  if (!isAllowedReturn(redirect, allowedReturnOrigins(config.PUBLIC_URL, config.GOOGLE_REDIRECT_URIS))) {
    throw new HttpError(400, returnAddressRefused(config.PUBLIC_URL));
  }
  if (redirect.pathname !== (body.purpose === 'register' ? '/register' : '/login') || redirect.search || redirect.hash) {
    throw new HttpError(400, 'The return address must be the /login or /register page.');
  }
  let userID: string | null = null;
  if (body.purpose === 'link' || body.purpose === 'reauthorize') {
    await signedIn(c).catch(() => {
      throw new HttpError(401, extraMessages.googleSignInRequired);
    });
    if (body.purpose === 'link' && c.var.user.roleID === RoleID.Student) throw new HttpError(403, messages.forbidden);
    userID = c.var.user.id;
  }
  const registrationType = body.purpose === 'register' ? (body.registrationType ?? 'teacher') : null;
  // Students are only asked who they are; a teacher's Classroom work needs the Classroom scopes.
  const forTeacher = registrationType === 'teacher' || body.purpose === 'link' || body.purpose === 'reauthorize';
  const scopes = forTeacher ? [...SIGN_IN_SCOPES, ...CLASSROOM_SCOPES] : SIGN_IN_SCOPES;
  const at = now();
  const started = await google.startAuthorization({ redirectUri: redirect.href, scopes, consent: forTeacher }).catch((err: unknown) => {
    c.var.deps.log(`[google] discovery failed: ${err instanceof Error ? err.message : String(err)}`);
    throw new HttpError(503, extraMessages.googleUnreachable);
  });
  await db.delete(googleAuthRequests).where(lt(googleAuthRequests.expiresAt, at));
  await db.insert(googleAuthRequests).values({
    stateHash: hashKey(started.state),
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    purpose: body.purpose,
    redirectUri: redirect.href,
    registrationType,
    classCode: body.classCode ?? null,
    userID,
    createdAt: at,
    expiresAt: new Date(at.getTime() + STATE_MS),
  });
  return { url: started.url, state: started.state };
});

type AuthRequest = typeof googleAuthRequests.$inferSelect;

/** The round trip a `state` names, used up by this call: 400 when unknown, expired, used or for another purpose. */
async function takeState(c: Context<AppEnv>, state: string, purposes: GooglePurpose[]): Promise<AuthRequest> {
  const { db, now } = c.var.deps;
  const [row] = await db
    .delete(googleAuthRequests)
    .where(and(eq(googleAuthRequests.stateHash, hashKey(state)), gt(googleAuthRequests.expiresAt, now())))
    .returning();
  if (!row || !purposes.includes(row.purpose as GooglePurpose)) throw new HttpError(400, extraMessages.googleStateUnknown);
  return row;
}

/**
 * Exchanges the code for tokens (openid-client checks state, PKCE and the ID token's nonce); a
 * refusal is `failed` with Google's reason. A round trip stored without a nonce (from before
 * nonces were sent) is refused as an unknown state: the person starts again.
 */
async function exchange(
  c: Context<AppEnv>,
  request: AuthRequest,
  input: { code: string; state: string; iss?: string | null },
  failed: string,
) {
  if (!request.nonce) throw new HttpError(400, extraMessages.googleStateUnknown);
  const callback = new URL(request.redirectUri);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);
  try {
    return await googleOf(c).finishAuthorization(callback, { state: input.state, codeVerifier: request.codeVerifier, nonce: request.nonce });
  } catch (err) {
    // openid-client wraps oauth4webapi's error, whose message names the claim that did not match (nonce, iss, aud...).
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    const why = `${err instanceof Error ? err.message : String(err)}${cause}`;
    c.var.deps.log(`[google] code exchange failed: ${why}`);
    const reason = err instanceof oidc.ResponseBodyError ? err.error_description || err.error : null;
    throw new HttpError(400, reason ? `${failed} (${reason})` : failed);
  }
}

async function accountOfSub(db: Queryable, sub: string) {
  const [row] = await db
    .select({ user: users, google: googleAccounts })
    .from(googleAccounts)
    .innerJoin(users, eq(users.id, googleAccounts.userID))
    .where(eq(googleAccounts.sub, sub))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps the Google link and its refresh token (encrypted). A sign-in without the Classroom scopes
 * never replaces a refresh token that has them.
 */
async function keepGrant(
  c: Context<AppEnv>,
  db: Queryable,
  userID: string,
  grant: Pick<GoogleGrant, 'identity' | 'refreshToken' | 'scope'>,
) {
  const google = googleOf(c);
  const at = c.var.deps.now();
  const [current] = await db.select().from(googleAccounts).where(eq(googleAccounts.userID, userID)).limit(1);
  const replace = grant.refreshToken && (!current?.refreshToken || hasClassroomScopes(grant.scope) || !hasClassroomScopes(current.scope));
  const tokens = replace ? { refreshToken: google.seal(grant.refreshToken!), scope: grant.scope } : {};
  await db
    .insert(googleAccounts)
    .values({ userID, sub: grant.identity.sub, email: grant.identity.email, ...tokens, linkedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: googleAccounts.userID,
      set: { sub: grant.identity.sub, email: grant.identity.email, ...tokens, updatedAt: at },
    });
}

async function googleLoginHandler(c: Context<AppEnv>, input: { code: string; state: string; iss?: string | null }) {
  googleOf(c);
  const { db, now, config } = c.var.deps;
  const request = await takeState(c, input.state, ['login', 'link', 'reauthorize']);
  const grant = await exchange(c, request, input, messages.googleLoginFailed);

  if (request.purpose === 'login') {
    const found = await accountOfSub(db, grant.identity.sub);
    if (!found) throw noGoogleAccount();
    await keepGrant(c, db, found.user.id, grant);
    const apiKey = await createSession(db, found.user.id, { now: now(), days: config.SESSION_DAYS });
    return userView(db, found.user, now(), { apiKey });
  }

  // Link (a teacher who registered by email) or re-authorise: only for the signed-in user who started it.
  await signedIn(c).catch(() => {
    throw new HttpError(401, extraMessages.googleSignInRequired);
  });
  const me = c.var.user;
  // Not 401: the key is good, the round trip was started by someone else (the page must not sign out).
  if (me.id !== request.userID) throw new HttpError(400, extraMessages.googleStateUnknown);
  const other = await accountOfSub(db, grant.identity.sub);
  if (other && other.user.id !== me.id) throw new HttpError(409, extraMessages.googleAlreadyLinked);
  await keepGrant(c, db, me.id, grant);
  return userView(db, me, now(), { isImpersonate: c.var.session.impersonatorID !== null });
}

handle(googleOAuthRoutes, googleLogin, [], (c, { body }) => googleLoginHandler(c, body));
handle(googleOAuthRoutes, googleLoginGet, [], (c, { query }) => googleLoginHandler(c, query));

async function googleRegistrationHandler(
  c: Context<AppEnv>,
  input: { code: string; state: string; iss?: string | null; classCode?: string | null },
): Promise<SocialProfile> {
  googleOf(c);
  const { db, now } = c.var.deps;
  const request = await takeState(c, input.state, ['register']);
  const grant = await exchange(c, request, input, messages.googleRegisterFailed);
  const { identity } = grant;
  if (!identity.email || !identity.emailVerified) throw new HttpError(400, extraMessages.googleNoEmail);
  const student = request.registrationType === 'student';
  const taken = (await accountOfSub(db, identity.sub)) ?? (await findByLogin(db, identity.email));
  if (taken) throw new HttpError(409, student ? messages.studentGoogleExists : messages.accountExists);

  if (!student) {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await db.delete(googleRegistrations).where(lt(googleRegistrations.expiresAt, at));
    await db.insert(googleRegistrations).values({
      tokenHash: hashKey(token),
      sub: identity.sub,
      email: identity.email,
      first: identity.first,
      last: identity.last,
      refreshToken: grant.refreshToken ? googleOf(c).seal(grant.refreshToken) : null,
      scope: grant.scope,
      createdAt: at,
      expiresAt: new Date(at.getTime() + REGISTRATION_MS),
    });
    return {
      apiKey: null,
      first: identity.first,
      last: identity.last,
      email: identity.email,
      id: null,
      googleRegistrationToken: token,
      signupBadge: null,
      user: null,
      class: null,
    };
  }

  // A student: the class code typed before the round trip (kept with the state), then registered and signed in.
  const code = await checkJoinCode(c, request.classCode ?? input.classCode ?? '');
  const joined = await enrolNewStudent(
    c,
    code,
    {
      email: identity.email,
      username: null,
      first: identity.first,
      last: identity.last,
      gender: null,
      under13: false,
      passwordHash: null,
      socialType: 'google',
    },
    messages.studentGoogleExists,
    (tx, studentID) => keepGrant(c, tx, studentID, { identity, refreshToken: null, scope: null }),
  );
  return {
    apiKey: joined.user.apiKey ?? null,
    first: identity.first,
    last: identity.last,
    email: identity.email,
    id: joined.user.id,
    googleRegistrationToken: null,
    signupBadge: joined.signupBadge,
    user: joined.user,
    class: joined.class,
  };
}

handle(googleOAuthRoutes, googleRegistration, [], (c, { body }) => googleRegistrationHandler(c, body));
handle(googleOAuthRoutes, googleRegistrationGet, [], (c, { query }) => googleRegistrationHandler(c, query));

/** Single-step Google teacher registration (ACB §4): the identity comes from the registration token, never from the form. */
handle(googleOAuthRoutes, registerTeacherGoogle, [], async (c, { body }) => {
  googleOf(c);
  const { db, now, rateLimits } = c.var.deps;
  if (body.howDidYouHearAboutUs === 'Other' && !body.hearOther) throw new HttpError(400, messages.hearOtherRequired);
  await rateLimits.take([['teacherRegistrationsPerAddress', requestAddress(c)]]);
  const at = now();
  const [pending] = await db
    .delete(googleRegistrations)
    .where(and(eq(googleRegistrations.tokenHash, hashKey(body.googleRegistrationToken)), gt(googleRegistrations.expiresAt, at)))
    .returning();
  if (!pending) throw new HttpError(400, messages.googleRegisterFailed);
  if ((await accountOfSub(db, pending.sub)) ?? (await findByLogin(db, pending.email))) throw new HttpError(409, messages.accountExists);
  const row: UserRow = await insertTeacher(
    c,
    { ...body, email: pending.email, password: null },
    { paymentPlan: 'trial', paymentQuantity: 0, maxStudents: TRIAL_SEATS, expirationDate: trialExpiration(at) },
    at,
    { socialType: 'google', isVerified: true },
    async (tx, userID) => {
      await tx.insert(googleAccounts).values({
        userID,
        sub: pending.sub,
        email: pending.email,
        refreshToken: pending.refreshToken,
        scope: pending.scope,
        linkedAt: at,
        updatedAt: at,
      });
    },
  );
  return welcomeTeacher(c, row, at);
});

/** Sign-in with a Google ID token: checked against the issuer's keys, audience and expiry. */
handle(googleOAuthRoutes, loginSocial, [], async (c, { body }) => {
  const google = googleOf(c);
  const { db, now, config, rateLimits } = c.var.deps;
  // A sign-in like the password one: refused tokens count against the address, as wrong passwords do.
  const counters: Counter[] = [['signInFailuresPerAddress', requestAddress(c)]];
  await rateLimits.assertOpen(counters, extraMessages.tooManySignIns);
  let sub: string;
  try {
    sub = (await google.verifyIdToken(body.socialToken)).sub;
  } catch (err) {
    c.var.deps.log(`[google] ID token refused: ${err instanceof Error ? err.message : String(err)}`);
    await rateLimits.fail(counters);
    throw new HttpError(401, messages.googleLoginFailed);
  }
  const found = await accountOfSub(db, sub);
  if (!found) {
    await rateLimits.fail(counters);
    throw noGoogleAccount();
  }
  const apiKey = await createSession(db, found.user.id, { now: now(), days: config.SESSION_DAYS });
  return userView(db, found.user, now(), { apiKey });
});
