import * as v from 'valibot';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { requiredText, tooLong, Ok } from './common';

/** Ids are UUIDs; anything else is refused before it reaches the database. */
export const ClassID = v.pipe(v.string(), v.uuid('That class does not exist.'));

export const ClassInfo = v.object({
  id: v.string(),
  name: v.string(),
  code: v.string(),
  /** Number of students in the class. */
  classSize: v.number(),
  createDate: v.string(),
  superDiagnosticEnabled: v.boolean(),
  googleCourseID: v.nullable(v.string()),
  section: v.nullable(v.string()),
});
export type ClassInfo = v.InferOutput<typeof ClassInfo>;

export const getAllClasses = endpoint({ method: 'GET', path: '/class/getall', response: v.array(ClassInfo) });

/** A fresh, unused class code. The spec's client strips quotes: the answer is a JSON string. */
export const getClassCode = endpoint({ method: 'GET', path: '/class/getcode', response: v.string() });

/** Whether a code is free for a new class (true) or already in use (false). */
export const validateClassCode = endpoint({
  method: 'GET',
  path: '/class/validatecode',
  query: v.object({ code: requiredText(messages.classCodeRequiredDialog), id: v.optional(ClassID) }),
  response: v.object({ available: v.boolean() }),
});

export const saveClass = endpoint({
  method: 'POST',
  path: '/class/save',
  body: v.object({
    id: v.optional(ClassID),
    name: v.pipe(requiredText(messages.classNameRequired), v.maxLength(120, tooLong('Class Name', 120))),
    code: requiredText(messages.classCodeRequiredDialog),
  }),
  response: v.object({ value: ClassInfo }),
});

export { Ok };

/** Deletes a class of the caller: its students leave it (keeping scores, progress, badges). */
export const deleteClass = endpoint({
  method: 'DELETE',
  path: '/class/delete/:id',
  response: Ok,
});
