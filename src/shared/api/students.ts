import * as v from 'valibot';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { Ok, requiredText, tooLong } from './common';
import { ClassID } from './classes';

export const UserID = v.pipe(v.string(), v.uuid('That user does not exist.'));

/** A student as Manage Students lists them (the spec's Student record). */
export const StudentRecord = v.object({
  id: v.string(),
  userID: v.string(),
  classID: v.nullable(v.string()),
  class: v.nullable(v.object({ id: v.string(), name: v.string() })),
  student: v.object({
    id: v.string(),
    first: v.string(),
    last: v.string(),
    username: v.nullable(v.string()),
    email: v.nullable(v.string()),
    under13: v.boolean(),
    socialType: v.nullable(v.string()),
  }),
});
export type StudentRecord = v.InferOutput<typeof StudentRecord>;

/** The caller's students (all their classes, or one). Teachers and admins. */
export const getStudents = endpoint({
  method: 'GET',
  path: '/student/getall',
  query: v.object({ classID: v.optional(ClassID) }),
  response: v.array(StudentRecord),
});

/** The caller's students whose name, email or username contains the text. */
export const searchStudents = endpoint({
  method: 'GET',
  path: '/student/search',
  query: v.object({ search: v.pipe(v.string(), v.trim(), v.maxLength(100, tooLong('Search', 100))) }),
  response: v.array(StudentRecord),
});

/** Edit a student: the one sign-in field is sent as both email and username (trimmed). 409 studentInUse. */
export const saveStudent = endpoint({
  method: 'PATCH',
  path: '/student/save',
  body: v.object({
    id: UserID,
    first: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, tooLong('First Name', 100))),
    last: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, tooLong('Last Name', 100))),
    username: v.pipe(requiredText(messages.emailOrUsernameRequired), v.maxLength(254, tooLong('Email or Username', 254))),
    email: v.optional(v.nullable(v.string())),
  }),
  response: StudentRecord,
});

const RemoveBody = v.object({ userID: UserID, classID: ClassID });
/** A teacher removes a student from one of their classes ('Student deleted.'). */
export const removeStudentFromClass = endpoint({ method: 'POST', path: '/teacher/student/deleteclass', body: RemoveBody, response: Ok });
/** The same removal, also open to the student themself (leaving their class). */
export const studentLeaveClass = endpoint({ method: 'POST', path: '/student/deleteclass', body: RemoveBody, response: Ok });

/**
 * Move/Add Existing Student: puts the student with that email or username into the class
 * (out of any other). 404 studentNotFound; 411 classFull.
 */
export const addStudentToClass = endpoint({
  method: 'POST',
  path: '/class/addstudenttoclass',
  body: v.object({
    email: v.pipe(requiredText(messages.emailOrUsernameRequired), v.maxLength(254, tooLong('Email or Username', 254))),
    classID: v.pipe(v.string(messages.chooseClassFirst), v.uuid(messages.chooseClassFirst)),
  }),
  response: StudentRecord,
});

/** A teacher (of that student) or an admin sets a student's password. 460 on the rule. */
export const updateStudentPassword = endpoint({
  method: 'POST',
  path: '/user/updatestudentpassword',
  body: v.object({ id: UserID, password: v.pipe(v.string(messages.passwordRequired), v.trim(), v.maxLength(200)) }),
  response: Ok,
});
