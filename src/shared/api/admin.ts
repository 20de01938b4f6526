import * as v from 'valibot';
import { endpoint } from './endpoint';
import { studentDataMessages } from '../messages';
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

/** Rows of one table as stored (dates as ISO strings), secrets left out. */
const StoredRows = v.array(v.record(v.string(), v.unknown()));

/**
 * SuperAdmin only (issue 15, a family's or district's request): everything stored about one
 * student, as one JSON document the admin downloads. No password hash, picture password, session
 * or delivery key hashes, tokens or Google refresh token; the rest of every row as stored.
 * 404 for an unknown user or one who is not a student.
 */
export const adminStudentData = endpoint({
  method: 'GET',
  path: '/admin/studentdata',
  query: v.object({ userID: UserID }),
  response: v.object({
    format: v.literal('sentence-lab-student-data/1'),
    exportedAt: v.string(),
    account: v.record(v.string(), v.unknown()),
    /** The class the student is in now (a student has at most one), its teacher, and when they joined. */
    classMembership: v.nullable(
      v.object({
        classID: v.string(),
        className: v.string(),
        classCode: v.string(),
        teacher: v.object({ id: v.string(), first: v.string(), last: v.string(), email: v.nullable(v.string()) }),
        joinedAt: v.string(),
      }),
    ),
    quizStarts: StoredRows,
    quizResults: StoredRows,
    writing: StoredRows,
    diagnosticResults: StoredRows,
    diagnosticAnswers: StoredRows,
    badges: StoredRows,
    studentLessons: StoredRows,
    deviceBacklogs: StoredRows,
    syncRecords: v.object({ lastSync: v.nullable(v.record(v.string(), v.unknown())), failures: StoredRows }),
    /** When the student signed in (no keys). */
    sessions: StoredRows,
    /** A linked Google account: its id and email (no token). */
    google: v.nullable(v.record(v.string(), v.unknown())),
    /** Replayable writes the server answered (kept 7 days): which call and when, not the answers again. */
    replayRecords: StoredRows,
    /** Times an administrator opened the account (impersonation). */
    adminVisits: StoredRows,
  }),
});
export type StudentDataExport = v.InferOutput<typeof adminStudentData.response>;

/**
 * SuperAdmin only: deletes a student and every row about them, for good. `confirm` is the
 * student's sign-in name (username, else email) typed by the admin, compared without regard to
 * case: a different one is 400 and nothing is deleted. 404 for an unknown user or one who is not
 * a student. Answers how many rows went, per table.
 */
export const adminDeleteStudent = endpoint({
  method: 'POST',
  path: '/admin/deletestudent',
  body: v.object({
    userID: UserID,
    confirm: v.pipe(requiredText(studentDataMessages.confirmLogin), v.maxLength(255, tooLong('Username', 255))),
  }),
  response: v.object({ deleted: v.record(v.string(), v.number()) }),
});
