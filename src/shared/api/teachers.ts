import * as v from 'valibot';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { Ok, requiredText, tooLong } from './common';
import { UserID } from './students';

export const SubTeacher = v.object({
  id: v.string(),
  first: v.string(),
  last: v.string(),
  email: v.nullable(v.string()),
  socialType: v.nullable(v.string()),
  totalStudents: v.number(),
  /** Students this teacher may have (their seat's plan size), shown as "12 of 25" (issue 29). */
  maxStudents: v.number(),
  /** The super-teacher plan whose seat this teacher uses. */
  plan: v.nullable(v.string()),
});
export type SubTeacher = v.InferOutput<typeof SubTeacher>;

/** A super-teacher's sub-teachers. Super-teachers (and admins) only. */
export const getSubTeachers = endpoint({ method: 'GET', path: '/user/teachers/getall', response: v.array(SubTeacher) });

/** Looks up a teacher by email before adding them (the client sends only email-like input). */
export const getTeacherByEmail = endpoint({
  method: 'GET',
  path: '/user/getteacher',
  query: v.object({ email: v.pipe(requiredText(messages.emailInvalid), v.email(messages.emailInvalid)) }),
  response: v.object({
    found: v.boolean(),
    teacher: v.nullable(v.object({ id: v.string(), first: v.string(), last: v.string(), email: v.nullable(v.string()) })),
    /** False when this teacher cannot join the group (active subscription or another group). */
    canAdd: v.boolean(),
  }),
});

/**
 * Add (no ID) or edit (ID) a sub-teacher. A new email creates a teacher with an emailed
 * temporary password who must change it at first sign-in ('Your new teacher has been
 * created...'); an existing teacher without subscription or group joins ('Teacher added.').
 * 409 addTeacherTaken; 406 addTeacherNoRoom.
 */
export const saveSubTeacher = endpoint({
  method: 'POST',
  path: '/user/savesubteacher',
  body: v.object({
    ID: v.optional(UserID),
    email: v.pipe(requiredText(messages.emailInvalid), v.email(messages.emailInvalid), v.maxLength(254, tooLong('Email', 254))),
    first: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, tooLong('First Name', 100))),
    last: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, tooLong('Last Name', 100))),
  }),
  response: v.object({ subTeacher: SubTeacher, outcome: v.picklist(['created', 'added', 'updated']) }),
});

/** Takes a sub-teacher out of the group (their account, classes and students stay theirs). */
export const removeSubTeacher = endpoint({
  method: 'POST',
  path: '/user/removesubteacher',
  body: v.object({ ID: UserID }),
  response: Ok,
});

export const updateSubTeacherPassword = endpoint({
  method: 'POST',
  path: '/user/updatesubteacherpassword',
  body: v.object({ id: UserID, password: v.pipe(v.string(messages.passwordRequired), v.trim(), v.maxLength(200)) }),
  response: Ok,
});

/**
 * Before a sub-teacher leaves the group: moves all their classes (students, results, lesson
 * settings and diagnostics go with them) to another teacher of the group, or to the super-teacher.
 * 404 when either is not in the caller's group; 406 when the receiving teacher's seats cannot
 * hold the students.
 */
export const moveSubTeacherClasses = endpoint({
  method: 'POST',
  path: '/user/movesubteacherclasses',
  body: v.object({ fromID: UserID, toID: UserID }),
  response: v.object({ classes: v.number(), students: v.number() }),
});
