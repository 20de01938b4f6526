import { expect } from 'vitest';
import * as v from 'valibot';
import { createStudent, login, registerTeacher as registerTeacherCall, type User } from '../../../src/shared/api/auth';
import { saveClass, type ClassInfo } from '../../../src/shared/api/classes';
import { request } from './client';
import type { TestServer } from './server';

/** A password every registration accepts. */
export const PASSWORD = 'chalk42';

let seq = 0;
/** A value no other call in this worker has used (emails, usernames, codes). */
export const unique = (prefix: string) => `${prefix}${++seq}`;

/** A well-formed class code no other call in this worker has used. */
export const freshCode = () => `C-${String(++seq).padStart(6, '0')}`;

export type TeacherInput = v.InferInput<NonNullable<typeof registerTeacherCall.body>>;
export type StudentInput = v.InferInput<NonNullable<typeof createStudent.body>>['User'];

export function teacherPayload(over: Partial<TeacherInput> = {}): TeacherInput {
  return {
    email: `${unique('teacher')}@school.example`,
    first: 'Maya',
    last: 'Rivera',
    password: PASSWORD,
    howDidYouHearAboutUs: 'Conference',
    ...over,
  };
}

export interface Session {
  user: User;
  key: string;
}

/** Registers a teacher (30-day trial, 5 seats) and returns the user and session key. */
export async function registerTeacher(srv: TestServer, over: Partial<TeacherInput> = {}): Promise<Session & { payload: TeacherInput }> {
  const payload = teacherPayload(over);
  const res = await request(srv.url, registerTeacherCall, { body: payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user: res.body, key: res.body.apiKey, payload };
}

/** Creates a class for a teacher with a fresh code from the server (or the code given). */
export async function createClass(srv: TestServer, key: string, over: { name?: string; code?: string } = {}): Promise<ClassInfo> {
  const code = over.code ?? freshCode();
  const res = await request(srv.url, saveClass, { body: { name: over.name ?? 'Room 12 Grammar', code }, key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

export function studentPayload(over: Partial<StudentInput> = {}): StudentInput {
  return { username: unique('student.'), first: 'Jordan', last: 'Lee', password: PASSWORD, ...over };
}

/** Calls POST /student/create; returns the raw answer (status and body). */
export const createStudentCall = (srv: TestServer, code: string, over: Partial<StudentInput> = {}) =>
  request(srv.url, createStudent, { body: { User: studentPayload(over), Class: { code } } });

/** Registers a student into the class with `code`; fails the test unless it works. */
export async function registerStudent(srv: TestServer, code: string, over: Partial<StudentInput> = {}): Promise<Session & { class: ClassInfo }> {
  const res = await createStudentCall(srv, code, over);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user: res.body.user, key: res.body.user.apiKey, class: res.body.class };
}

/** Signs in; returns the raw answer. */
export const loginCall = (srv: TestServer, username: string, password: string) =>
  request(srv.url, login, { body: { username, password } });

/** Signs in and returns the new session key; fails the test unless it works. */
export async function loginKey(srv: TestServer, username: string, password = PASSWORD): Promise<string> {
  const res = await loginCall(srv, username, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.apiKey;
}

/** One teacher with one class: the usual starting point. */
export async function teacherWithClass(srv: TestServer, over: { name?: string; code?: string } = {}) {
  const teacher = await registerTeacher(srv);
  const cls = await createClass(srv, teacher.key, over);
  return { teacher, cls };
}
