import * as v from 'valibot';
import { endpoint } from './endpoint';
import { requiredText, tooLong } from './common';
import { User } from './auth';
import { UserID } from './students';

/** Account states an admin sees (ACB §4 "Account states"). */
export const ACCOUNT_STATES = ['trial', 'paid', 'purchase order', 'cancelling', 'expired', 'student', 'admin'] as const;

export const AdminUserRow = v.object({
  id: v.string(),
  first: v.string(),
  last: v.string(),
  email: v.nullable(v.string()),
  username: v.nullable(v.string()),
  roleID: v.number(),
  state: v.picklist(ACCOUNT_STATES),
  paymentPlan: v.nullable(v.string()),
  expirationDate: v.nullable(v.string()),
  isSuperTeacher: v.boolean(),
  /** Teachers: their classes' students. Students: 0. */
  totalStudents: v.number(),
  /** Students: their class and its teacher's email. */
  className: v.nullable(v.string()),
  teacherEmail: v.nullable(v.string()),
  createDate: v.string(),
});
export type AdminUserRow = v.InferOutput<typeof AdminUserRow>;

const Search = v.object({ search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, tooLong('Search', 100)))) });

/** SuperAdmin only: teachers (and admins), newest first, filtered by name or email; at most 200 rows. */
export const adminListTeachers = endpoint({ method: 'GET', path: '/admin/teachers', query: Search, response: v.array(AdminUserRow) });
/** SuperAdmin only: students, newest first, filtered by name, email or username; at most 200 rows. */
export const adminListStudents = endpoint({ method: 'GET', path: '/admin/students', query: Search, response: v.array(AdminUserRow) });

/**
 * SuperAdmin only: a single-use access token (valid 5 minutes) for the impersonation link
 * `/impersonate?username=&access_token=`; the admin's own key never goes into a URL.
 */
export const createImpersonationToken = endpoint({
  method: 'POST',
  path: '/admin/impersonationtoken',
  body: v.object({ userID: UserID }),
  response: v.object({ username: v.string(), accessToken: v.string() }),
});

/**
 * Spends an impersonation token: answers the target user with a new session key and
 * isImpersonate true. Logged server-side. 401 impersonationLinkInvalid.
 */
export const impersonate = endpoint({
  method: 'POST',
  path: '/user/impersonate',
  body: v.object({ username: requiredText('username is required'), password: requiredText('access token is required') }),
  response: User,
});
