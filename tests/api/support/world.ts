import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ClassInfo } from '../../../src/shared/api/classes';
import { getWritingAssignments, evaluateWriting, saveWriting } from '../../../src/shared/api/writing';
import { reportSyncFailure } from '../../../src/shared/api/sync';
import { createKioskPin } from '../../../src/shared/api/kiosk';
import { raw, request } from './client';
import { createClass, registerStudent, registerTeacher, unique } from './fixtures';
import { CONTENT_TABLES, selectRows, type TestServer } from './server';
import { makePaid, firstLesson } from '../quizzes-fixtures';
import { took } from '../progress-fixtures';
import { admin as createAdmin, subTeacherOf, superTeacher } from '../teachers-fixtures';
import { chooseTopics, setEnabled, takeAll } from '../diagnostic-fixtures';

/**
 * The people of the authorization matrix (tests/api/authorization-matrix.test.ts) and the data
 * they must keep their hands off, built once per file; `restore()` puts the database back to
 * exactly this state after a call changed anything, so each call starts from the same world.
 */

/** Who calls. `student` is a classmate of the victim student; `otherStudent` is in teacher B's class. */
export const ROLES = ['anonymous', 'student', 'otherStudent', 'teacher', 'otherTeacher', 'subTeacher', 'superTeacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Someone's class and the data in it that a call is aimed at. Every string in `secrets` is
 * unique to this victim, so finding one in an answer means the answer shows the victim's data.
 */
export interface Victim {
  teacher: { id: string; email: string };
  cls: ClassInfo;
  student: { id: string; username: string; first: string; last: string };
  quizResultID: string;
  writingResultID: string;
  /** The Idempotency-Key the student's writing was saved under. */
  writingReplayKey: string;
  /** A kiosk pin of the class (issue 14). */
  kioskPinID: string;
  secrets: {
    studentID: string;
    studentFirst: string;
    studentLast: string;
    studentUsername: string;
    teacherID: string;
    teacherLast: string;
    teacherEmail: string;
    className: string;
    classCode: string;
    writingText: string;
    teacherComment: string;
    syncLabel: string;
  };
}
export type Secret = keyof Victim['secrets'];

export interface World {
  keys: Record<Role, string | null>;
  ids: Record<Role, string | null>;
  /** Teacher A's class: its teacher is the `teacher` role, the `student` role sits in it beside the victim student. */
  classA: Victim;
  /** The sub-teacher's class, in the super-teacher's group. */
  group: Victim;
  /** Content every call may name: the lesson and pre-test the victims took, a writing assignment, a diagnostic topic. */
  content: {
    courseID: string;
    lessonID: string;
    quizID: string;
    questionID: string;
    /** A practice item of the lesson (its first practice set's first question). */
    practiceItemID: string;
    writingAssignmentID: string;
    topicID: string;
    /** A question of teacher A's class's diagnostic. */
    diagnosticQuestionID: string;
  };
}

const TOPICS = ['dg-nouns', 'dg-commas'];

/** A class whose student took the first pre-test, saved a writing the teacher graded, finished the diagnostic and reported a failed sync. */
async function victimClass(
  srv: TestServer,
  teacher: { id: string; email: string; key: string },
  names: { teacherLast: string; className: string; studentFirst: string; studentLast: string; tag: string },
) {
  const cls = await createClass(srv, teacher.key, { name: names.className });
  const student = await registerStudent(srv, cls.code, { username: unique(`${names.tag}.login.`), first: names.studentFirst, last: names.studentLast });
  const lesson = await firstLesson(srv, student.key);
  const quizResultID = await took(srv, student.key, lesson.pretest);

  const assignments = await request(srv.url, getWritingAssignments, { key: student.key, query: {} });
  const writingAssignmentID: string = assignments.body[0].id;
  const writingText = `${names.tag} wrote about a marmalade lighthouse`;
  // Saved as the outbox sends it, so the matrix can try the victim's replay key under another key holder.
  const writingReplayKey = `${names.tag}-writing-1`;
  const saved = await raw(`${srv.url}/api${saveWriting.path}`, {
    method: saveWriting.method,
    key: student.key,
    body: { writingAssignmentID, studentText: `<p>${writingText}</p>` },
    headers: { 'Idempotency-Key': writingReplayKey },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const teacherComment = `${names.tag} comment: zephyr quandary`;
  const graded = await request(srv.url, evaluateWriting, { key: teacher.key, body: { id: saved.body.result.id, TeacherText: teacherComment, IsCorrect: true } });
  expect(graded.status, JSON.stringify(graded.body)).toBe(200);

  await chooseTopics(srv, teacher.key, cls.id, TOPICS);
  expect((await setEnabled(srv, teacher.key, cls.id, true)).status).toBe(200);
  const diagnosticQuiz = await takeAll(srv, student.key);

  const pin = await request(srv.url, createKioskPin, { key: teacher.key, body: { classID: cls.id, label: `${names.tag} lab` } });
  expect(pin.status, JSON.stringify(pin.body)).toBe(200);

  const syncLabel = `${names.tag} lost a save`;
  const failure = await request(srv.url, reportSyncFailure, {
    key: student.key,
    body: { key: `${names.tag}-lost-1`, path: '/student/savequiz', body: {}, label: syncLabel, status: 409, message: 'Refused.', queuedAt: new Date().toISOString() },
  });
  expect(failure.status, JSON.stringify(failure.body)).toBe(200);

  const victim: Victim = {
    teacher: { id: teacher.id, email: teacher.email },
    cls,
    student: { id: student.user.id, username: student.user.username!, first: names.studentFirst, last: names.studentLast },
    quizResultID,
    writingResultID: saved.body.result.id,
    writingReplayKey,
    kioskPinID: pin.body.pin.id,
    secrets: {
      studentID: student.user.id,
      studentFirst: names.studentFirst,
      studentLast: names.studentLast,
      studentUsername: student.user.username!,
      teacherID: teacher.id,
      teacherLast: names.teacherLast,
      teacherEmail: teacher.email,
      className: cls.name,
      classCode: cls.code,
      writingText,
      teacherComment,
      syncLabel,
    },
  };
  return {
    victim,
    content: {
      courseID: lesson.lesson.courseID,
      lessonID: lesson.lesson.id,
      quizID: lesson.pretest.id,
      questionID: lesson.pretest.questions[0]!.id,
      practiceItemID: lesson.practice.questions[0]!.id,
      writingAssignmentID,
      topicID: TOPICS[0]!,
      diagnosticQuestionID: diagnosticQuiz.questions[0]!.id,
    },
  };
}

export async function buildWorld(srv: TestServer): Promise<World> {
  await srv.reset();
  const a = await registerTeacher(srv, { first: 'Augusta', last: 'Vantablack', email: `${unique('augusta.v')}@victim.example` });
  await makePaid(srv, a.user.id);
  const built = await victimClass(
    srv,
    { id: a.user.id, email: a.user.email!, key: a.key },
    { teacherLast: 'Vantablack', className: 'Room Kappa Victim', studentFirst: 'Vioxa', studentLast: 'Quenberry', tag: 'vioxa' },
  );
  const classmate = await registerStudent(srv, built.victim.cls.code, { first: 'Calloway', last: 'Classmate' });

  const b = await registerTeacher(srv, { first: 'Bertram', last: 'Otherly' });
  await makePaid(srv, b.user.id);
  const classB = await createClass(srv, b.key, { name: 'Room B' });
  const otherStudent = await registerStudent(srv, classB.code, { first: 'Beatrix', last: 'Elsewhere' });

  const owner = await superTeacher(srv);
  const sub = await subTeacherOf(srv, owner, { first: 'Subira', last: 'Grouplove', email: `${unique('subira.g')}@group.example` });
  const group = await victimClass(
    srv,
    sub,
    { teacherLast: 'Grouplove', className: 'Group Room Sigma', studentFirst: 'Samwise', studentLast: 'Subclassy', tag: 'samwise' },
  );

  const adminAccount = await createAdmin(srv);
  return {
    keys: {
      anonymous: null,
      student: classmate.key,
      otherStudent: otherStudent.key,
      teacher: a.key,
      otherTeacher: b.key,
      subTeacher: sub.key,
      superTeacher: owner.key,
      admin: adminAccount.key,
    },
    ids: {
      anonymous: null,
      student: classmate.user.id,
      otherStudent: otherStudent.user.id,
      teacher: a.user.id,
      otherTeacher: b.user.id,
      subTeacher: sub.id,
      superTeacher: owner.id,
      admin: adminAccount.id,
    },
    classA: built.victim,
    group: group.victim,
    content: built.content,
  };
}

async function dataTables(srv: TestServer): Promise<string[]> {
  const rows = await selectRows<{ tablename: string }>(
    srv.database,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by tablename`,
  );
  return rows.map((r) => r.tablename).filter((t) => !CONTENT_TABLES.includes(t));
}

interface ForeignKey {
  child: string;
  parent: string;
}

async function foreignKeys(srv: TestServer): Promise<ForeignKey[]> {
  return selectRows<ForeignKey>(
    srv.database,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
}

/** Tables in an order that inserts every referenced row before the rows that reference it. */
function insertOrder(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const k of keys) if (k.child === t && k.parent !== t && tables.includes(k.parent)) visit(k.parent, path);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** The tables and every table that references them: what a truncate of them empties. */
function withReferencing(tables: Set<string>, keys: ForeignKey[]): Set<string> {
  const out = new Set(tables);
  for (let grew = true; grew; ) {
    grew = false;
    for (const k of keys) {
      if (out.has(k.parent) && !out.has(k.child)) {
        out.add(k.child);
        grew = true;
      }
    }
  }
  return out;
}

/** A row that differs from the world as built: added, removed, or (as both) changed. */
export interface ChangedRow {
  table: string;
  row: string;
}

export interface WorldDatabase {
  /** Rows of the data tables (all but the content pack's) that differ from the world as built. */
  changes(): Promise<ChangedRow[]>;
  /** Puts every table that differs back as it was built. */
  restore(): Promise<void>;
}

const rowsOf = (table: string) => `select row_to_json(x)::text as r from "${table}" x`;

/** Reads the world as built; from then on tells what calls changed and puts it back. */
export async function worldDatabase(srv: TestServer): Promise<WorldDatabase> {
  const tables = await dataTables(srv);
  const keys = await foreignKeys(srv);
  const order = insertOrder(tables, keys);
  // One query answers whether anything changed at all, which is what most calls need to know.
  const digests = sql.raw(
    tables.map((t) => `select '${t}' as t, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as d from (${rowsOf(t)}) x`).join(' union all '),
  );
  const digest = async () => new Map((await selectRows<{ t: string; d: string }>(srv.database, digests)).map((r) => [r.t, r.d]));
  const rows = async (table: string) => (await selectRows<{ r: string }>(srv.database, sql.raw(rowsOf(table)))).map((r) => r.r);

  // Reads write no WAL: while the insert position stays put, nothing can have changed.
  const walPosition = async () => (await selectRows<{ at: string }>(srv.database, sql`select pg_current_wal_insert_lsn()::text as at`))[0]!.at;

  const built = await digest();
  const builtRows = new Map<string, string[]>();
  for (const t of tables) builtRows.set(t, await rows(t));
  /** A WAL position at which the data tables were as built. */
  let builtAt = await walPosition();
  const differing = async (): Promise<string[]> => {
    const at = await walPosition();
    if (at === builtAt) return [];
    const now = await digest();
    const found = tables.filter((t) => now.get(t) !== built.get(t));
    if (found.length === 0) builtAt = at;
    return found;
  };

  return {
    async changes() {
      const out: ChangedRow[] = [];
      for (const table of await differing()) {
        const count = new Map<string, number>();
        for (const r of builtRows.get(table)!) count.set(r, (count.get(r) ?? 0) + 1);
        for (const r of await rows(table)) count.set(r, (count.get(r) ?? 0) - 1);
        for (const [row, n] of count) if (n !== 0) out.push({ table, row });
      }
      return out;
    },
    async restore() {
      const tablesToRestore = await differing();
      if (tablesToRestore.length === 0) return;
      // A truncate must take the tables that reference these too, so those are put back as well.
      const affected = withReferencing(new Set(tablesToRestore), keys);
      await srv.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`truncate ${[...affected].map((t) => `"${t}"`).join(', ')}`));
        for (const t of order) {
          const list = builtRows.get(t)!;
          if (!affected.has(t) || list.length === 0) continue;
          await tx.execute(sql`insert into ${sql.identifier(t)} select * from json_populate_recordset(null::${sql.identifier(t)}, ${`[${list.join(',')}]`}::json)`);
        }
      });
      builtAt = await walPosition();
    },
  };
}
