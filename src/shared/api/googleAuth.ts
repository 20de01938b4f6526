import * as v from 'valibot';
import { endpoint } from './endpoint';
import { tooLong } from './common';

/**
 * The Google calls the sign-in and sign-up pages make before anyone is signed in (their own
 * module, so the login page's script does not carry the Classroom calls and their schemas:
 * issue 13's first load). The rest is in google.ts, which re-exports these.
 */

/** Whether Google is set up on this server: without it no Google button shows. Public. */
export const googleSettings = endpoint({
  method: 'GET',
  path: '/google/settings',
  response: v.object({ enabled: v.boolean() }),
});

export const GooglePurpose = v.picklist(['login', 'register', 'link', 'reauthorize']);
export type GooglePurpose = v.InferOutput<typeof GooglePurpose>;
export const RegistrationType = v.picklist(['teacher', 'student']);
export const Redirect = v.pipe(
  v.string(),
  v.url('The return address must be a URL.'),
  v.maxLength(500, tooLong('The return address', 500)),
);

/**
 * Starts a round trip: the URL of Google's authorisation page (code flow, offline access, the
 * Classroom scopes for a teacher, consent forced on re-authorisation) and its `state`.
 * link and reauthorize need the signed-in user's key.
 */
export const googleAuthorize = endpoint({
  method: 'POST',
  path: '/google/authorize',
  body: v.object({
    purpose: GooglePurpose,
    redirect: Redirect,
    registrationType: v.optional(RegistrationType),
    classCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(20)))),
  }),
  response: v.object({ url: v.string(), state: v.string() }),
});
