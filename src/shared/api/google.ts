import * as v from 'valibot';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { HOW_DID_YOU_HEAR_OPTIONS } from '../domain/registration';
import { optionalText, Ok, requiredText, tooLong } from './common';
import { User, utm } from './auth';
import { ClassID, ClassInfo } from './classes';
import { Badge, LessonID, QuizID } from './content';
import { WritingAssignmentID } from './writing';
import { Redirect, RegistrationType } from './googleAuth';

/**
 * Google sign-in, registration, Classroom import/sync and sharing (ACB §4 Google, §7; LA §3, §7).
 * The round trip to Google is run by the server (authorisation-code flow with PKCE and state):
 * the page asks for the authorisation URL, goes there, and comes back to /login or /register with
 * `code` and `state`, which it hands to the calls below.
 */

// Public calls of the sign-in page live in googleAuth.ts (the login page's script loads only them).
export { googleSettings, GooglePurpose, googleAuthorize } from './googleAuth';

const Code = v.pipe(requiredText(messages.googleLoginFailed), v.maxLength(2000, tooLong('The Google code', 2000)));
const State = v.pipe(requiredText(messages.googleLoginFailed), v.maxLength(200, tooLong('The Google state', 200)));

/** What Google's return carries: the code, the state, and the issuer when the provider names it (RFC 9207). */
const GoogleReturn = v.object({
  code: Code,
  redirect: Redirect,
  state: State,
  iss: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500, tooLong('The issuer', 500))))),
});

/** The return from Google: signs in the user whose Google account it is (or links/re-authorises the signed-in one). */
export const googleLogin = endpoint({ method: 'POST', path: '/user/googlelogin', body: GoogleReturn, response: User });
export const googleLoginGet = endpoint({ method: 'GET', path: '/user/googlelogin', query: GoogleReturn, response: User });

const GoogleRegistrationQuery = v.object({
  ...GoogleReturn.entries,
  registrationType: RegistrationType,
  socialType: v.optional(v.literal('google'), 'google'),
  classCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(20)))),
});

/** The social profile (ACB §7 Google decode): a teacher gets a registration token for the form; a student is registered and signed in. */
export const SocialProfile = v.object({
  apiKey: v.nullable(v.string()),
  first: v.string(),
  last: v.string(),
  email: v.nullable(v.string()),
  id: v.nullable(v.string()),
  googleRegistrationToken: v.nullable(v.string()),
  signupBadge: v.nullable(Badge),
  /** The signed-in student (null for a teacher, who still fills in the form). */
  user: v.nullable(User),
  class: v.nullable(ClassInfo),
});
export type SocialProfile = v.InferOutput<typeof SocialProfile>;

export const googleRegistration = endpoint({
  method: 'POST',
  path: '/user/googleregistration',
  body: GoogleRegistrationQuery,
  response: SocialProfile,
});
export const googleRegistrationGet = endpoint({
  method: 'GET',
  path: '/user/googleregistration',
  query: GoogleRegistrationQuery,
  response: SocialProfile,
});

/** Single-step Google teacher registration: names and how-did-you-hear; email and identity come from the registration token. */
export const registerTeacherGoogle = endpoint({
  method: 'POST',
  path: '/user/save/teacher/google',
  body: v.object({
    id: v.optional(v.nullable(v.string())),
    email: optionalText,
    first: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, tooLong('First Name', 100))),
    last: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, tooLong('Last Name', 100))),
    gender: optionalText,
    password: optionalText,
    roleID: v.optional(v.number()),
    howDidYouHearAboutUs: v.optional(v.nullable(v.picklist(HOW_DID_YOU_HEAR_OPTIONS, messages.howDidYouHearRequired)), null),
    hearOther: optionalText,
    username: optionalText,
    teacherType: optionalText,
    socialType: optionalText,
    newGoogle: v.optional(v.boolean()),
    googleRegistrationToken: v.pipe(requiredText(messages.googleRegisterFailed), v.maxLength(200)),
    ...utm,
  }),
  response: User,
});

/** Sign-in with a Google ID token (e.g. from Google's own button or a native shell). */
export const loginSocial = endpoint({
  method: 'POST',
  path: '/user/loginsocial',
  body: v.object({
    socialToken: v.pipe(requiredText(messages.googleLoginFailed), v.maxLength(8000, tooLong('The Google token', 8000))),
    socialType: v.literal('google', messages.googleLoginFailed),
  }),
  response: User,
});

/** A Google class option (ACB §3): `value` is what import takes. */
export const GoogleClassOption = v.object({
  value: v.string(),
  name: v.string(),
  section: v.nullable(v.string()),
  createDate: v.nullable(v.string()),
  /** Already a class here. */
  imported: v.boolean(),
});
export type GoogleClassOption = v.InferOutput<typeof GoogleClassOption>;

export const getClassesFromGoogle = endpoint({
  method: 'GET',
  path: '/google/getclassesfromgoogle/',
  response: v.array(GoogleClassOption),
});

const CourseValues = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
  v.minLength(1, 'Please select at least one Google class.'),
  v.maxLength(200, 'At most 200 Google classes can be synced at once.'),
);

/** Makes the selected Google classes the teacher's classes: creates and renames them, removes the others (ACB §4 Google sync). */
export const classImport = endpoint({
  method: 'POST',
  path: '/google/classimport',
  body: CourseValues,
  response: v.object({ classes: v.array(ClassInfo), removed: v.array(v.string()) }),
});

export const SyncJob = v.object({
  id: v.string(),
  status: v.picklist(['running', 'done', 'failed']),
  classesTotal: v.number(),
  classesDone: v.number(),
  studentsTotal: v.number(),
  studentsDone: v.number(),
  /** What changed: added, moved, kept, removed and not added (with why), as "Name (Class)" lines. */
  report: v.record(v.string(), v.array(v.string())),
  error: v.nullable(v.string()),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type SyncJob = v.InferOutput<typeof SyncJob>;

/** Starts the roster sync of the selected classes as a job on the server; the page follows it with syncStatus. */
export const studentImport = endpoint({ method: 'POST', path: '/google/studentimport', body: CourseValues, response: SyncJob });

/** The teacher's latest sync (running or finished), or null. */
export const syncStatus = endpoint({ method: 'GET', path: '/google/syncstatus', response: v.nullable(SyncJob) });

const Link = v.pipe(v.string(), v.url('The link must be a URL.'), v.maxLength(500, tooLong('The link', 500)));

/** Share to Classroom (LA §3 share payloads): a lesson as course material, a quiz or writing assignment as course work. */
export const shareLesson = endpoint({
  method: 'POST',
  path: '/google/createlesson',
  body: v.object({ lessonID: LessonID, lessonLink: Link, classID: ClassID }),
  response: Ok,
});
export const shareQuiz = endpoint({
  method: 'POST',
  path: '/google/createquiz',
  body: v.object({ quizID: QuizID, quizLink: Link, classID: ClassID }),
  response: Ok,
});
export const shareWritingAssignment = endpoint({
  method: 'POST',
  path: '/google/createwritingassignment',
  body: v.object({ writingAssignmentID: WritingAssignmentID, writingAssignmentLink: Link, classID: ClassID }),
  response: Ok,
});
