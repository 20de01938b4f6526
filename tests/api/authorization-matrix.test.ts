import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '../../src/shared/api/endpoint';
import { apiModuleFiles, contractEndpoints, keyOf, MODULES } from './support/contract';
import { raw } from './support/client';
import { PASSWORD } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { buildWorld, ROLES, worldDatabase, type ChangedRow, type Role, type Secret, type Victim, type World, type WorldDatabase } from './support/world';

/**
 * Every endpoint of the contract (src/shared/api) called by eight kinds of caller, aimed at
 * data that is not theirs: teacher A's class, its student (the victim) and that student's quiz
 * result, writing, diagnostic and sync report. Some rows are also aimed at the sub-teacher's
 * class, where the super-teacher is the one with a right to read.
 *
 * Roles (support/world.ts): anonymous (no key); student = a classmate of the victim student;
 * otherStudent = a student of teacher B's class; teacher = teacher A, who owns the class; otherTeacher
 * = teacher B; subTeacher = a sub-teacher of the super-teacher's group, with a class of their own;
 * superTeacher = that group's owner; admin = a SuperAdmin.
 *
 * A cell says what the role may get:
 *   '404', '403|404'  refused with one of these statuses;
 *   'own 200'         answered, about the caller's own data only;
 *   'read 200'        may read the victim's data;
 *   'write 200'       may change the victim's data (the world is put back afterwards);
 *   '… +tokens'       may also add the victim's rows of that table (a reset code mailed to its owner).
 * After every call: the status is one of the cell's; unless the cell says write, the victim's rows
 * are as they were (a caller's own rows are theirs: teacher A's account, the classmate's answers
 * in the class); unless it says read or write, the answer holds none of the victim's private
 * values (ids, names, sign-in names, class name and code, writing, teacher comment, sync report)
 * beyond what the role knows anyway (a classmate knows the class's name and code).
 */

type Cell = `${'' | 'own ' | 'read ' | 'write '}${number}${string}`;
type Cells = [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];
interface Input {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  /** The call's params, query and body, aimed at the victim. */
  aim?: (v: Victim, w: World) => Input;
  /** Aimed at teacher A's class, per role in ROLES order. */
  classA: Cells;
  /** The same call aimed at the sub-teacher's class. */
  group?: Cells;
}

/** The same for every role. */
const everyone = (cell: Cell): Cells => [cell, cell, cell, cell, cell, cell, cell, cell];

/** Customize Lessons' switches turning the victims' lesson off for the class. */
const lessonOff = (v: Victim, w: World) => [
  { classID: v.cls.id, lessonID: w.content.lessonID, lessonEnabled: false, diagnosticEnabled: true, postEvalEnabled: false, postEvalAnswersEnabled: false },
];

const MATRIX: Record<string, Row> = {
  // auth.ts: public calls aimed at the victim's account answer the same to everyone.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /user/login': {
    aim: (v) => ({ body: { username: v.student.username, password: 'not-the-password-9' } }),
    classA:                          everyone('401'),
  },
  'GET /user/logout': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /user/checksession': {
    classA:                          ['401',     'own 200',  'own 200',    'read 200',  'own 200',    'own 200',   'own 200',    'own 200'],
    group:                           ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'read 200',  'own 200',    'own 200'],
  },
  'POST /user/save/teacher': {
    aim: (v) => ({ body: { id: v.teacher.id, email: v.teacher.email, first: 'Mallory', last: 'Taker', password: PASSWORD, howDidYouHearAboutUs: 'Conference' } }),
    classA:                          everyone('409'),
  },
  'POST /student/create': {
    aim: (v) => ({ body: { User: { username: v.student.username, first: 'Mallory', last: 'Taker', password: PASSWORD }, Class: { code: v.cls.code } } }),
    classA:                          everyone('409'),
  },

  // account.ts: a reset code goes to the account's own mailbox, whoever asks for it.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /user/startresetpassword': {
    aim: (v) => ({ body: { email: v.teacher.email } }),
    classA:                          everyone('own 200 +tokens'),
  },
  'POST /user/verifyresetpasswordcode': {
    aim: (v) => ({ body: { email: v.teacher.email, verificationToken: 'ABCD2345' } }),
    classA:                          everyone('404'),
  },
  'POST /user/resetpasswordupdate': {
    aim: (v) => ({ body: { email: v.teacher.email, verificationToken: 'ABCD2345', password: 'taken99' } }),
    classA:                          everyone('404'),
  },
  'POST /user/updateuserpassword': {
    aim: () => ({ body: { password: 'changed99', currentPassword: PASSWORD } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /user/resendverification': {
    aim: (v) => ({ body: { id: v.teacher.id, email: v.teacher.email } }),
    classA:                          ['401',     '403',      '403',        'own 200',   '404',        '404',       '404',        '404'],
    // The sub-teacher's account came verified.
    group:                           ['401',     '403',      '403',        '404',       '404',        '409',       '404',        '404'],
  },
  'POST /user/updateshowtutorial': {
    aim: () => ({ body: { showTutorial: false } }),
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /user/preferences': {
    aim: () => ({ body: { language: 'es' } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /user/save': {
    aim: (v) => ({ body: { id: v.teacher.id, first: 'Mallory', last: 'Taker', email: v.teacher.email } }),
    classA:                          ['401',     '404',      '404',        'own 200',   '404',        '404',       '404',        '404'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'own 200',   '404',        '404'],
  },
  'POST /student/addclass': {
    aim: (v) => ({ body: { Class: { Code: v.cls.code }, UserID: v.student.id } }),
    classA:                          ['401',     '404',      '404',        '403',       '403',        '403',       '403',        '403'],
  },

  // admin.ts
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /admin/teachers': {
    aim: (v) => ({ query: { search: v.teacher.email } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        'read 200'],
  },
  'GET /admin/students': {
    aim: (v) => ({ query: { search: v.student.username } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        'read 200'],
  },
  'POST /admin/impersonationtoken': {
    aim: (v) => ({ body: { userID: v.student.id } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        'write 200'],
  },
  // One student's data (issue 15): SuperAdmins only; the delete is put back after the admin's call.
  'GET /admin/studentdata': {
    aim: (v) => ({ query: { userID: v.student.id } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        'read 200'],
  },
  'POST /admin/deletestudent': {
    aim: (v) => ({ body: { userID: v.student.id, confirm: v.student.username } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        'write 200'],
  },
  'POST /user/impersonate': {
    aim: (v) => ({ body: { username: v.student.username, password: 'not-an-access-token' } }),
    classA:                          everyone('401'),
  },

  // classes.ts: a class is changed by its own teacher only, admins included.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /class/getall': {
    classA:                          ['401',     'own 200',  'own 200',    'read 200',  'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /class/getcode': {
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /class/validatecode': {
    aim: (v) => ({ query: { code: v.cls.code, id: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /class/save': {
    aim: (v) => ({ body: { id: v.cls.id, name: 'Taken over', code: v.cls.code } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },
  'DELETE /class/delete/:id': {
    aim: (v) => ({ params: { id: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },

  // content.ts: the same for every signed-in user.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /course/getall': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /lesson/getall': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /lesson/getbycourse': {
    aim: (_, w) => ({ query: { courseID: w.content.courseID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /lesson/get/:id': {
    aim: (_, w) => ({ params: { id: w.content.lessonID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /quiz/getentirelist': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /quiz/getall': {
    aim: (_, w) => ({ query: { lessonID: w.content.lessonID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /badge/getall': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },

  // practice.ts (issue 27): the bank is content; a student counts only their own answers; a class's
  // mastery grid is read as its progress report is.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /lesson/practiceitems': {
    aim: (_, w) => ({ query: { lessonID: w.content.lessonID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /student/practice': {
    aim: (_, w) => ({ body: { lessonID: w.content.lessonID, answers: [{ answerID: crypto.randomUUID(), itemID: w.content.practiceItemID, answer: 'dog' }] } }),
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'GET /student/mastery': {
    aim: (_, w) => ({ query: { lessonID: w.content.lessonID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /teacher/mastery/:classID': {
    aim: (v) => ({ params: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },

  // lessonVideos.ts (issue 27): a class's own video per lesson. Its students read it (a student
  // always gets their own class's, whatever class they name); its teacher and admins read it;
  // only its teacher sets it.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /lesson/video': {
    aim: (v, w) => ({ query: { lessonID: w.content.lessonID, classID: v.cls.id } }),
    classA:                          ['401',     'read 200', 'own 200',    'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     'own 200',  'own 200',    '404',       '404',        'read 200',  '404',        'read 200'],
  },
  'POST /teacher/lessonvideo': {
    aim: (v, w) => ({ body: { classID: v.cls.id, lessonID: w.content.lessonID, url: 'https://youtu.be/dQw4w9WgXcQ' } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },

  // customLessons.ts: a class's students may read its settings; only its teacher changes them.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /customlesson/getCustomLessons': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     'read 200', '404',        'read 200',  '404',        '404',       '404',        '404'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'read 200',  '404',        '404'],
  },
  'POST /customlesson/update': {
    aim: (v, w) => ({ body: lessonOff(v, w) }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },
  'POST /customlesson/add': {
    aim: (v, w) => ({ body: lessonOff(v, w) }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },

  // diagnostic.ts: the class's teacher (and admins) build it; reports also go to the class's super-teacher.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /topic/getall': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /customdiagnostic/get/:classID': {
    aim: (v) => ({ params: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        'read 200'],
  },
  // The victims' classes have their diagnostic on, which locks the topics (405) for those allowed in.
  'POST /customdiagnostic/update': {
    aim: (v, w) => ({ body: [{ classID: v.cls.id, topicID: w.content.topicID, diagnosticEnabled: false }] }),
    classA:                          ['401',     '403',      '403',        '405',       '404',        '404',       '404',        '405'],
    group:                           ['401',     '403',      '403',        '404',       '404',        '405',       '404',        '405'],
  },
  // Turning it off deletes the class's answers.
  'POST /class/updateClassSuperDiagnostic': {
    aim: (v) => ({ body: { id: v.cls.id, superDiagnosticEnabled: false } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'GET /student/can-student-take-super-diagnostic': {
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  // Teacher B's class has no diagnostic on.
  'GET /student/getsuperdiagnostic': {
    classA:                          ['401',     'own 200',  '405',        '403',       '403',        '403',       '403',        '403'],
  },
  'GET /class/getsuperdiagnostic/:classID': {
    aim: (v) => ({ params: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        'read 200'],
  },
  // The classmate saves into their own diagnostic of the class (quizID is the class).
  'POST /student/savesuperdiagnostic': {
    aim: (v, w) => ({ body: { quizID: v.cls.id, Answers: [{ questionID: w.content.diagnosticQuestionID, answer: 'dog' }] } }),
    classA:                          ['401',     'own 200',  '404',        '403',       '403',        '403',       '403',        '403'],
    group:                           ['401',     '404',      '404',        '403',       '403',        '403',       '403',        '403'],
  },
  'GET /progress/SuperDiagnosticReportClass': {
    aim: (v) => ({ query: { classid: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/SuperDiagnosticReportTopic': {
    aim: (v, w) => ({ query: { classid: v.cls.id, topicid: w.content.topicID } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/SuperDiagnosticReportStudent': {
    aim: (v, w) => ({ query: { studentID: v.student.id, topicID: w.content.topicID } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/GetSuperDiagnosticResult': {
    aim: (v) => ({ query: { studentID: v.student.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /student/get-student-super-diagnostic-result': {
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'GET /student/recommendations': {
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'POST /customdiagnostic/enable-student-lessons': {
    aim: (v, w) => ({ body: { studentID: v.student.id, topicIDs: [w.content.topicID] } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'POST /customdiagnostic/enable-topic-lessons': {
    aim: (v, w) => ({ body: { classID: v.cls.id, topicIDs: [w.content.topicID] } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },

  // progress.ts (src/server/README.md "Accounts and a student's data")
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /progress/getclassreport': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/needshelp': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/getstudentreport': {
    aim: (v) => ({ query: { studentID: v.student.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/studentprogressreport': {
    aim: (v) => ({ query: { studentID: v.student.id } }),
    classA:                          ['401',     '404',      '404',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  // Averages of the caller's sub-teachers' classes: the group's, never teacher A's.
  'GET /progress/getsuperteacherreport': {
    aim: (_, w) => ({ query: { lessonID: w.content.lessonID } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       'own 200',    '403'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'read 200',   '403'],
  },
  'GET /progress/studentcsv': {
    aim: (v) => ({ query: { studentID: v.student.id } }),
    classA:                          ['401',     '404',      '404',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },
  'GET /progress/classcsv': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  'read 200',   'read 200'],
  },

  // quizzes.ts: a student saves only for themself (the key decides); resets are the class teacher's and admins'.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /student/startquiz': {
    aim: (_, w) => ({ body: { quizID: w.content.quizID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /student/savequiz': {
    aim: (_, w) => ({ body: { quizID: w.content.quizID, Answers: [{ questionID: w.content.questionID, answer: 'dog' }] } }),
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'GET /student/getquizresults': {
    aim: (_, w) => ({ query: { lessonID: w.content.lessonID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /progress/getstudentquizresult': {
    aim: (v) => ({ query: { quizresultid: v.quizResultID } }),
    classA:                          ['401',     '404',      '404',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'read 200',  '404',        'read 200'],
  },
  'POST /student/resetquizstarts': {
    aim: (v, w) => ({ body: { quizID: w.content.quizID, studentID: v.student.id } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'GET /student/getquizstarts': {
    aim: (v) => ({ query: { studentID: v.student.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        'read 200'],
  },
  'POST /progress/resetclassprogress': {
    aim: (v) => ({ body: { classID: v.cls.id, type: 'diagnostic' } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'POST /progress/resetStudentprogress': {
    aim: (v) => ({ body: { studentID: v.student.id, type: 'diagnostic' } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'GET /student/getearnedbadges': {
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  // Every class of the caller's own: a super-teacher's sub-teachers' classes are left alone.
  'POST /progress/resetallclassprogress': {
    aim: () => ({ body: { type: 'diagnostic' } }),
    classA:                          ['401',     '403',      '403',        'write 200', 'own 200',    'own 200',   'own 200',    'own 200'],
    group:                           ['401',     '403',      '403',        'own 200',   'own 200',    'write 200', 'own 200',    'own 200'],
  },

  // students.ts: Manage Students is the class's teacher's (admins manage their own classes here).
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /student/getall': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        '404'],
  },
  'GET /student/search': {
    aim: (v) => ({ query: { search: v.student.last } }),
    classA:                          ['401',     '403',      '403',        'read 200',  'own 200',    'own 200',   'own 200',    'own 200'],
    group:                           ['401',     '403',      '403',        'own 200',   'own 200',    'read 200',  'own 200',    'own 200'],
  },
  'PATCH /student/save': {
    aim: (v) => ({ body: { id: v.student.id, first: 'Mallory', last: 'Taker', username: v.student.username } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },
  'POST /teacher/student/deleteclass': {
    aim: (v) => ({ body: { userID: v.student.id, classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },
  'POST /student/deleteclass': {
    aim: (v) => ({ body: { userID: v.student.id, classID: v.cls.id } }),
    classA:                          ['401',     '404',      '404',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'write 200', '404',        '404'],
  },
  // The victim is already in the class: for its teacher this moves nobody.
  'POST /class/addstudenttoclass': {
    aim: (v) => ({ body: { email: v.student.username, classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        '404'],
  },
  'POST /user/updatestudentpassword': {
    aim: (v) => ({ body: { id: v.student.id, password: 'changed99' } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },

  // roster.ts: student accounts made and reset by the class's own teacher (admins: their own classes).
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /student/bulkcreate': {
    aim: (v) => ({ body: { classID: v.cls.id, students: [{ first: 'Mallory', last: 'Taker' }] } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },
  'POST /student/bulkresetpasswords': {
    aim: (v) => ({ body: { classID: v.cls.id, studentIDs: [v.student.id] } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },

  // kiosk.ts: pins and picture passwords of a class by its own teacher (or an admin); a device's calls need a pin key, which no role holds.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /kiosk/pins': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        'read 200'],
  },
  'POST /kiosk/pin/create': {
    aim: (v) => ({ body: { classID: v.cls.id, label: 'Mallory lab' } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'POST /kiosk/pin/update': {
    aim: (v) => ({ body: { id: v.kioskPinID, label: 'Taken over', idleMinutes: 60 } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'POST /kiosk/pin/revoke': {
    aim: (v) => ({ body: { id: v.kioskPinID } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'POST /kiosk/picturepassword': {
    aim: (v) => ({ body: { studentID: v.student.id, pictures: ['sun', 'moon', 'star', 'car'] } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        'write 200'],
  },
  'GET /kiosk/picturepasswords': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        'read 200'],
  },
  'GET /kiosk/roster': {
    classA:                          everyone('401'),
  },
  'POST /kiosk/signin': {
    aim: (v) => ({ body: { studentID: v.student.id, password: 'not-the-password-9' } }),
    classA:                          everyone('401'),
  },

  // sync.ts
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /student/syncfailure': {
    aim: () => ({ body: { key: 'matrix-1', path: '/student/savequiz', body: {}, label: 'Matrix', status: 409, message: 'Refused.', queuedAt: new Date().toISOString() } }),
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'POST /student/backlog': {
    aim: () => ({ body: { deviceID: 'matrix-device-1', counts: { quizzes: 1 }, oldestQueuedAt: new Date().toISOString() } }),
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'GET /teacher/classsync': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        'read 200'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        'read 200'],
  },

  // bulkDelivery.ts: the call's own key grants nothing; each carried request signs in with its own
  // (here none, with the Idempotency-Key of the victim's stored writing: refused inside, 401, whoever carries it).
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /sync/deliver': {
    aim: (v) => ({
      body: {
        requests: [
          {
            path: '/writingassignment/save',
            method: 'POST',
            headers: { 'Idempotency-Key': v.writingReplayKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: 'Taken over' }),
          },
        ],
      },
    }),
    classA:                          everyone('own 200'),
  },

  // sealed.ts (issue 26): the server's public sealing key is public; a sealed batch needs no key of
  // the call (it carries its own), and one sealed for a key this server does not hold is 400 for anyone.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /sync/sealingkey': {
    classA:                          everyone('read 200'),
  },
  'POST /sync/sealed': {
    aim: () => ({
      body: {
        v: 1,
        keyId: 'AAAAAAAAAAAAAAAAAAAAAA',
        batchId: '00000000-0000-4000-8000-000000000000',
        epk: 'B'.repeat(87),
        iv: 'AAAAAAAAAAAAAAAA',
        ct: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      },
    }),
    classA:                          everyone('400'),
  },

  // delivery.ts: a key for the caller's own session.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /user/deliverykey': {
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },

  // offline.ts: a student's own offline copy; a classmate's holds the class's lesson switches (its id), as getCustomLessons does.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /student/offlinecopy': {
    classA:                          ['401',     'read 200', 'own 200',    '403',       '403',        '403',       '403',        '403'],
  },

  // teachers.ts: Manage Teachers acts only on the super-teacher's own sub-teachers.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /user/teachers/getall': {
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       'own 200',    'own 200'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'read 200',   'own 200'],
  },
  // By design a super-teacher looks a teacher up by email (name, and whether they can join) before adding them.
  'GET /user/getteacher': {
    aim: (v) => ({ query: { email: v.teacher.email } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       'read 200',   'read 200'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'read 200',   'read 200'],
  },
  'POST /user/savesubteacher': {
    aim: (v) => ({ body: { ID: v.teacher.id, email: v.teacher.email, first: 'Mallory', last: 'Taker' } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'write 200',  '404'],
  },
  // Moving a sub-teacher's classes: only into the group (the super-teacher's own account here).
  'POST /user/movesubteacherclasses': {
    aim: (v, w) => ({ body: { fromID: v.teacher.id, toID: w.ids.superTeacher ?? v.teacher.id } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'write 200',  '404'],
  },
  'POST /user/removesubteacher': {
    aim: (v) => ({ body: { ID: v.teacher.id } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'write 200',  '404'],
  },
  'POST /user/updatesubteacherpassword': {
    aim: (v) => ({ body: { id: v.teacher.id, password: 'changed99' } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '404',        'write 200'],
    group:                           ['401',     '403',      '403',        '403',       '403',        '403',       'write 200',  'write 200'],
  },

  // tracking.ts: one log line, nothing stored.
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'POST /track': {
    aim: (v) => ({ body: { event: 'Viewing Class Diagnostic Report', classID: v.cls.id } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },

  // writing.ts: a student's writing is theirs and their class teacher's (not an admin's).
  //                                   anonymous  student     otherStudent  teacher      otherTeacher  subTeacher   superTeacher  admin
  'GET /writingassignment/getall': {
    aim: () => ({ query: {} }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /writingassignment/getassignment': {
    aim: (_, w) => ({ query: { id: w.content.writingAssignmentID } }),
    classA:                          ['401',     'own 200',  'own 200',    'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /writingassignment/getresult': {
    aim: (v, w) => ({ query: { writingAssignmentID: w.content.writingAssignmentID, studentID: v.student.id } }),
    classA:                          ['401',     '404',      '404',        'read 200',  '404',        '404',       '404',        '404'],
    group:                           ['401',     '404',      '404',        '404',       '404',        'read 200',  '404',        '404'],
  },
  // Saved for the key's student, whatever result id the body names, and replay keys are per user.
  'POST /writingassignment/save': {
    aim: (v, w) => ({
      body: { id: v.writingResultID, writingAssignmentID: w.content.writingAssignmentID, studentText: '<p>Overwritten</p>' },
      headers: { 'Idempotency-Key': v.writingReplayKey },
    }),
    classA:                          ['401',     'own 200',  'own 200',    '403',       '403',        '403',       '403',        '403'],
  },
  'GET /writingassignment/getassignments': {
    aim: (v) => ({ query: { classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        '404'],
  },
  'GET /writingassignment/getclassresults': {
    aim: (v, w) => ({ query: { classID: v.cls.id, writingAssignmentID: w.content.writingAssignmentID } }),
    classA:                          ['401',     '403',      '403',        'read 200',  '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'read 200',  '404',        '404'],
  },
  'POST /writingassignment/evaluate': {
    aim: (v) => ({ body: { id: v.writingResultID, TeacherText: 'Overwritten comment', IsCorrect: false } }),
    classA:                          ['401',     '403',      '403',        'write 200', '404',        '404',       '404',        '404'],
    group:                           ['401',     '403',      '403',        '404',       '404',        'write 200', '404',        '404'],
  },
  // billing.ts: every payment call acts on the caller's own account; this server has no Stripe keys (409 card payment off).
  'GET /payment/settings': {
    classA:                          everyone('own 200'),
  },
  'POST /payment/signup': {
    aim: () => ({ body: { paymentPlan: 'masterAnnual_3', quantity: 5, paymentToken: 'pm_card_visa', stripeCoupon: null } }),
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'POST /user/direct': {
    aim: (v) => ({ body: { email: v.teacher.email, first: 'Mallory', last: 'Taker', password: PASSWORD, howDidYouHearAboutUs: 'Conference', paymentPlan: 'masterAnnual_3', quantity: 5, paymentToken: 'pm_card_visa', stripeCoupon: null } }),
    classA:                          everyone('409'),
  },
  'POST /payment/updatesubscription': {
    aim: () => ({ body: { paymentPlan: 'masterAnnual_3', quantity: 6, prorationDate: Math.floor(Date.now() / 1000), amountDueToday: 0 } }),
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'POST /payment/updatecard': {
    aim: () => ({ body: { paymentToken: 'pm_card_visa' } }),
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'POST /payment/cancelsubscription': {
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'POST /payment/couponcheck': {
    aim: () => ({ query: { code: 'SCHOOL20' } }),
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'GET /payment/card': {
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  // invoices.ts (issue 26): previews, invoices, billing details and purchase orders of the caller's own account.
  'POST /payment/preview': {
    aim: () => ({ body: { paymentPlan: 'masterAnnual_3', quantity: 5, stripeCoupon: null } }),
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'GET /payment/invoices': {
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'GET /payment/billingdetails': {
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /payment/billingdetails': {
    aim: () => ({ body: { name: 'Mallory Taker', address: null, taxID: null } }),
    classA:                          ['401',     '403',      '403',        '409',       '409',        '409',       '409',        '409'],
  },
  'GET /payment/purchaseorders': {
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /admin/purchaseorder': {
    aim: () => ({ body: { userID: '00000000-0000-4000-8000-000000000000', paymentPlan: 'masterAnnual_3', quantity: 5, expirationDate: '2099-06-30' } }),
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        '404'],
  },
  // The billing reconciler (issue 26): admins only; this server has no Stripe keys, so a run is 409 card payments off.
  'GET /admin/billing-alerts': {
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        'own 200'],
  },
  'POST /admin/billing/reconcile': {
    classA:                          ['401',     '403',      '403',        '403',       '403',        '403',       '403',        '409'],
  },
  // google.ts: this server has no Google client id, so every Google call is 404 'not set up' once past its role guard
  // (what a Google teacher may reach in Classroom is in google.test.ts, on a server with Google on).
  'GET /google/settings': {
    classA:                          everyone('own 200'),
  },
  'POST /google/authorize': {
    aim: () => ({ body: { purpose: 'login', redirect: 'http://localhost:8080/login' } }),
    classA:                          everyone('404'),
  },
  'POST /user/googlelogin': {
    aim: () => ({ body: { code: 'code-of-someone', state: 'state-of-someone', redirect: 'http://localhost:8080/login' } }),
    classA:                          everyone('404'),
  },
  'GET /user/googlelogin': {
    aim: () => ({ query: { code: 'code-of-someone', state: 'state-of-someone', redirect: 'http://localhost:8080/login' } }),
    classA:                          everyone('404'),
  },
  'POST /user/googleregistration': {
    aim: (v) => ({ body: { code: 'code-of-someone', state: 'state-of-someone', redirect: 'http://localhost:8080/register', registrationType: 'student', classCode: v.cls.code } }),
    classA:                          everyone('404'),
  },
  'GET /user/googleregistration': {
    aim: (v) => ({ query: { code: 'code-of-someone', state: 'state-of-someone', redirect: 'http://localhost:8080/register', registrationType: 'student', classCode: v.cls.code } }),
    classA:                          everyone('404'),
  },
  'POST /user/save/teacher/google': {
    aim: () => ({ body: { first: 'Mallory', last: 'Taker', googleRegistrationToken: 'token-of-someone' } }),
    classA:                          everyone('404'),
  },
  'POST /user/loginsocial': {
    aim: () => ({ body: { socialToken: 'eyJ.forged.token', socialType: 'google' } }),
    classA:                          everyone('404'),
  },
  'GET /google/getclassesfromgoogle/': {
    classA:                          ['401',     '403',      '403',        '404',       '404',        '404',       '404',        '404'],
  },
  'POST /google/classimport': {
    aim: () => ({ body: ['course-of-someone'] }),
    classA:                          ['401',     '403',      '403',        '404',       '404',        '404',       '404',        '404'],
  },
  'POST /google/studentimport': {
    aim: () => ({ body: ['course-of-someone'] }),
    classA:                          ['401',     '403',      '403',        '404',       '404',        '404',       '404',        '404'],
  },
  'GET /google/syncstatus': {
    classA:                          ['401',     '403',      '403',        'own 200',   'own 200',    'own 200',   'own 200',    'own 200'],
  },
  'POST /google/createlesson': {
    aim: (v, w) => ({ body: { lessonID: w.content.lessonID, lessonLink: 'http://localhost:8080/lessons', classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        '400',       '404',        '404',       '404',        '404'],
  },
  'POST /google/createquiz': {
    aim: (v, w) => ({ body: { quizID: w.content.quizID, quizLink: 'http://localhost:8080/quiz', classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        '400',       '404',        '404',       '404',        '404'],
  },
  'POST /google/createwritingassignment': {
    aim: (v, w) => ({ body: { writingAssignmentID: w.content.writingAssignmentID, writingAssignmentLink: 'http://localhost:8080/writing', classID: v.cls.id } }),
    classA:                          ['401',     '403',      '403',        '400',       '404',        '404',       '404',        '404'],
  },
  // legal.ts (issue 26): the operator named by /privacy and /terms; public, nobody's data.
  'GET /site/legal': {
    classA:                          everyone('own 200'),
  },
};

/** What each role knows of a victim without asking: a classmate their class; the super-teacher their sub-teacher. */
const KNOWS: Record<'classA' | 'group', Partial<Record<Role, Secret[] | 'all'>>> = {
  classA: { teacher: 'all', student: ['className', 'classCode'] },
  group: { subTeacher: 'all', superTeacher: ['teacherID', 'teacherLast', 'teacherEmail'] },
};

/** Counters of the protection layer, nobody's data. */
const BOOKKEEPING_TABLES = ['rate_limits'];

const ENDPOINTS = new Map(contractEndpoints().map(({ endpoint }) => [keyOf(endpoint), endpoint]));

interface Expectation {
  statuses: number[];
  may: 'nothing' | 'own' | 'read' | 'write';
  alsoChanges: string[];
}

function parseCell(cell: Cell): Expectation {
  const words = cell.split(' ');
  const may = words[0] === 'own' || words[0] === 'read' || words[0] === 'write' ? (words.shift() as Expectation['may']) : 'nothing';
  const statuses = (words.shift() ?? '').split('|').map(Number);
  const alsoChanges = words.filter((w) => w.startsWith('+')).map((w) => w.slice(1));
  if (statuses.some((s) => !Number.isInteger(s) || s < 200 || s > 599) || words.length !== alsoChanges.length) throw new Error(`cannot read cell '${cell}'`);
  if (may === 'nothing' && statuses.some((s) => s < 400)) throw new Error(`'${cell}' lets a refused call succeed: say own, read or write`);
  return { statuses, may, alsoChanges };
}

describe('the matrix covers the contract', () => {
  it('imports every module of src/shared/api', () => {
    const files = apiModuleFiles();
    expect(Object.keys(MODULES).sort(), 'MODULES in support/contract.ts').toEqual(files.sort());
  });

  it('has a row for every endpoint', () => {
    const missing = [...ENDPOINTS.keys()].filter((k) => !(k in MATRIX));
    expect(missing, 'endpoints without a row in MATRIX').toEqual([]);
  });

  it('has no row for an endpoint that does not exist', () => {
    const stale = Object.keys(MATRIX).filter((k) => !ENDPOINTS.has(k));
    expect(stale, 'rows of MATRIX without an endpoint').toEqual([]);
  });

  it('every cell reads as an expectation, and every aim fills the path', () => {
    for (const [key, row] of Object.entries(MATRIX)) {
      for (const cell of [...row.classA, ...(row.group ?? [])]) expect(() => parseCell(cell), key).not.toThrow();
      if (key.includes(':') && !row.aim) throw new Error(`${key} has path parameters but no aim`);
    }
  });
});

let srv: TestServer;
let world: World;
let db: WorldDatabase;
const calls = { classA: 0, group: 0 };

beforeAll(async () => {
  srv = await testServer();
  world = await buildWorld(srv);
  db = await worldDatabase(srv);
});

afterAll(async () => {
  const endpoints = Object.keys(MATRIX).filter((k) => ENDPOINTS.has(k)).length;
  console.log(
    `authorization matrix: ${endpoints} endpoints × ${ROLES.length} roles = ${calls.classA} calls checked, ` +
      `and ${calls.group} more aimed at a sub-teacher's class (${calls.classA + calls.group} in all)`,
  );
  // The next file in this worker starts from an empty database, as after any other file.
  await srv?.reset();
});

async function send(e: Endpoint, input: Input, key: string | null) {
  const url = new URL(`/api${fillPath(e.path, input.params)}`, srv.url);
  for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, v);
  return raw(url.toString(), { method: e.method, body: input.body, key, headers: input.headers });
}

/**
 * Changed rows of the victim's: those naming their student or teacher (unless that is the caller,
 * acting on their own account), and those naming their class that are not the caller's own.
 */
function victimRows(changes: ChangedRow[], v: Victim, callerID: string | null, alsoChanges: string[]) {
  const people = [v.student.id, v.teacher.id].filter((id) => id !== callerID);
  return changes.filter(({ table, row }) => {
    if (BOOKKEEPING_TABLES.includes(table) || alsoChanges.includes(table)) return false;
    if (people.some((id) => row.includes(id))) return true;
    return row.includes(v.cls.id) && !(callerID && row.includes(callerID));
  });
}

function leakedSecrets(body: unknown, v: Victim, known: Secret[] | 'all' | undefined): string[] {
  if (known === 'all') return [];
  const text = (typeof body === 'string' ? body : (JSON.stringify(body) ?? '')).toLowerCase();
  return (Object.entries(v.secrets) as [Secret, string][])
    .filter(([name, value]) => !known?.includes(name) && text.includes(value.toLowerCase()))
    .map(([name]) => name);
}

/** One role's call: restored world, the call, then its status, the victim's rows and the answer's contents. */
async function check(e: Endpoint, row: Row, aimedAt: 'classA' | 'group', role: Role, cell: Cell) {
  const expected = parseCell(cell);
  await db.restore();
  const victim = world[aimedAt];
  const res = await send(e, row.aim?.(victim, world) ?? {}, world.keys[role]);
  calls[aimedAt]++;
  const changes = await db.changes();

  const answer = JSON.stringify(res.body)?.slice(0, 300);
  expect.soft(expected.statuses.includes(res.status), `${role}: status ${res.status}, not ${expected.statuses.join(' or ')} (answer: ${answer})`).toBe(true);
  if (expected.may !== 'write') {
    expect.soft(victimRows(changes, victim, world.ids[role], expected.alsoChanges), `${role} changed the victim's rows`).toEqual([]);
  }
  if (expected.may !== 'read' && expected.may !== 'write') {
    expect.soft(leakedSecrets(res.body, victim, KNOWS[aimedAt][role]), `${role} got the victim's private values`).toEqual([]);
  }
}

for (const [key, row] of Object.entries(MATRIX)) {
  const e = ENDPOINTS.get(key);
  // Nothing to call: 'has no row for an endpoint that does not exist' fails instead.
  if (!e) continue;
  describe(key, () => {
    it("aimed at teacher A's class", async () => {
      for (const [i, role] of ROLES.entries()) await check(e, row, 'classA', role, row.classA[i]!);
    });
    if (row.group) {
      const cells = row.group;
      it("aimed at the sub-teacher's class", async () => {
        for (const [i, role] of ROLES.entries()) await check(e, row, 'group', role, cells[i]!);
      });
    }
  });
}
