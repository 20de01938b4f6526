import * as v from 'valibot';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { HOW_DID_YOU_HEAR_OPTIONS } from '../domain/registration';
import { requiredText, tooLong, optionalText, Ok } from './common';
import { ClassInfo } from './classes';
import { Badge } from './content';
import { LANGUAGE_CODES } from '../i18n/languages';

/** A super-teacher plan: `quantity` teachers (remaining ones in the calculated list) of `size` students each. */
const PlanCount = v.object({ plan: v.string(), quantity: v.number(), size: v.number() });

/** The user as every auth call returns it: the fields of the spec's User entity that exist so far. */
export const User = v.object({
  id: v.string(),
  first: v.string(),
  last: v.string(),
  email: v.nullable(v.string()),
  username: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  role: v.picklist(['SuperAdmin', 'Teacher', 'Student']),
  roleID: v.number(),
  teacherType: v.nullable(v.string()),
  howDidYouHearAboutUs: v.nullable(v.string()),
  hearOther: v.nullable(v.string()),
  maxStudents: v.number(),
  totalStudents: v.number(),
  availableStudents: v.number(),
  classCode: v.nullable(v.string()),
  under13: v.boolean(),
  isVerified: v.boolean(),
  classes: v.array(ClassInfo),
  isActive: v.boolean(),
  paymentPlan: v.nullable(v.string()),
  paymentQuantity: v.number(),
  lastUpdated: v.string(),
  isPurchaseOrder: v.boolean(),
  isCancelling: v.boolean(),
  expirationDate: v.nullable(v.string()),
  stripeSubscriptionID: v.nullable(v.string()),
  showTutorial: v.boolean(),
  UTMSource: v.nullable(v.string()),
  UTMMedium: v.nullable(v.string()),
  UTMCampaign: v.nullable(v.string()),
  UTMContent: v.nullable(v.string()),
  UTMTerm: v.nullable(v.string()),
  GCLID: v.nullable(v.string()),
  mustUpdatePassword: v.boolean(),
  isImpersonate: v.boolean(),
  isGroup: v.boolean(),
  isSuperTeacher: v.boolean(),
  superTeacherExpiration: v.nullable(v.string()),
  superTeacherPlans: v.array(PlanCount),
  calculatedSuperTeacherPlans: v.array(PlanCount),
  subTeachers: v.array(
    v.object({
      id: v.string(),
      first: v.string(),
      last: v.string(),
      email: v.nullable(v.string()),
      socialType: v.nullable(v.string()),
      totalStudents: v.number(),
    }),
  ),
  socialType: v.nullable(v.string()),
  /** A Google account is linked (Google registration, or linked later from the profile): Log in with Google works, and Classroom for a teacher. */
  googleLinked: v.boolean(),
  /** The user's own settings (language, read-aloud): `Preferences` in api/preferences.ts. */
  preferences: v.optional(
    v.object({
      language: v.optional(v.picklist(LANGUAGE_CODES)),
      readAloud: v.optional(v.object({ enabled: v.boolean(), rate: v.number() })),
    }),
    {},
  ),
  /** Present only on the answers of login and registration: the session key for `X-Api-Key`. */
  apiKey: v.optional(v.string()),
});
export type User = v.InferOutput<typeof User>;

export const login = endpoint({
  method: 'POST',
  path: '/user/login',
  body: v.object({
    username: requiredText(messages.loginEmailRequired),
    password: v.pipe(requiredText(messages.loginPasswordRequired), v.maxLength(200, tooLong('Password', 200))),
  }),
  response: User,
});

export const logout = endpoint({ method: 'GET', path: '/user/logout', response: Ok });

export const checkSession = endpoint({ method: 'POST', path: '/user/checksession', response: User, changesNoRead: true });

export const utm = {
  UTMSource: optionalText,
  UTMMedium: optionalText,
  UTMCampaign: optionalText,
  UTMContent: optionalText,
  UTMTerm: optionalText,
  GCLID: optionalText,
};

export const registerTeacher = endpoint({
  method: 'POST',
  path: '/user/save/teacher',
  body: v.object({
    id: v.optional(v.nullable(v.string())),
    email: v.pipe(
      requiredText(messages.teacherEmailInvalid),
      v.email(messages.teacherEmailInvalid),
      v.maxLength(254, tooLong('Email', 254)),
    ),
    first: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, tooLong('First Name', 100))),
    last: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, tooLong('Last Name', 100))),
    gender: optionalText,
    // The 4-30 rule is checked by the handler so it can answer 460.
    password: v.pipe(v.string(messages.passwordRequired), v.trim(), v.maxLength(200, tooLong('Password', 200))),
    roleID: v.optional(v.number()),
    howDidYouHearAboutUs: v.picklist(HOW_DID_YOU_HEAR_OPTIONS, messages.howDidYouHearRequired),
    hearOther: optionalText,
    username: optionalText,
    teacherType: optionalText,
    socialType: optionalText,
    newGoogle: v.optional(v.boolean()),
    googleRegistrationToken: optionalText,
    ...utm,
  }),
  response: User,
});

export const createStudent = endpoint({
  method: 'POST',
  path: '/student/create',
  body: v.object({
    User: v.object({
      email: optionalText,
      username: optionalText,
      first: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, tooLong('First Name', 100))),
      last: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, tooLong('Last Name', 100))),
      gender: optionalText,
      password: v.pipe(v.string(messages.passwordRequired), v.trim(), v.maxLength(200, tooLong('Password', 200))),
      roleID: v.optional(v.number()),
      socialType: optionalText,
      under13: v.optional(v.boolean(), false),
    }),
    Class: v.object({ code: requiredText(messages.classCodeRequired) }),
  }),
  response: v.object({ user: User, class: ClassInfo, signupBadge: v.nullable(Badge) }),
});
