import { eq, inArray } from 'drizzle-orm';
import { DAY_MS } from '../../src/shared/domain/trial';
import { badges, courses, lessons, users, writingAssignments } from '../../src/server/db/schema';
import type { TestServer } from './support/server';

/**
 * A small curriculum of our own beside the shipped one (whose ids and wording may change):
 * two courses ordered after the shipped ones, three lessons, two writing assignments. The
 * test server keeps content tables between tests, so every test file that loads these rows
 * removes them again (`unloadContent`) and other files see only the shipped pack.
 */
export const CONTENT = {
  courses: [
    { id: 'wt-course-one', order: 901, name: 'Test Parts of Speech', description: 'Words and their jobs.' },
    { id: 'wt-course-two', order: 902, name: 'Test Mechanics', description: 'Writing it right.' },
  ],
  lessons: [
    { id: 'wt-nouns', courseID: 'wt-course-one', order: 1, name: 'Nouns', description: 'People, places, things.', data: {} },
    { id: 'wt-verbs', courseID: 'wt-course-one', order: 2, name: 'Verbs', description: 'Action words.', data: {} },
    { id: 'wt-commas', courseID: 'wt-course-two', order: 1, name: 'Commas', description: 'Pauses and lists.', data: {} },
  ],
  writing: [
    { id: 'wt-nouns-writing', lessonID: 'wt-nouns', order: 1, name: 'My Favourite Place', description: 'Write five sentences about a place you love.' },
    { id: 'wt-commas-writing', lessonID: 'wt-commas', order: 1, name: 'A Packing List', description: 'Write a sentence with a list.' },
  ],
} as const;

/** Badges for writing, so the award is tested whatever the shipped badges are. */
export const OUR_BADGES = [
  { id: 'wt-badge-saved', order: 901, name: 'Test First Writing', description: 'Saved a writing assignment.', imagePath: null, rule: { kind: 'writingSaved', count: 1 } },
  { id: 'wt-badge-passed', order: 902, name: 'Test Passed Writing', description: 'Writing passed.', imagePath: null, rule: { kind: 'writingPassed', count: 1 } },
];

export const OUR_LESSONS = CONTENT.lessons.map((l) => l.id) as string[];
export const OUR_ASSIGNMENTS = CONTENT.writing.map((w) => w.id) as string[];

export async function loadContent(srv: TestServer) {
  await unloadContent(srv);
  const db = srv.database.db;
  await db.insert(courses).values([...CONTENT.courses]);
  await db.insert(lessons).values(CONTENT.lessons.map((l) => ({ ...l })));
  await db.insert(writingAssignments).values([...CONTENT.writing]);
  await db.insert(badges).values(OUR_BADGES);
}

export async function unloadContent(srv: TestServer) {
  const db = srv.database.db;
  await db.delete(badges).where(inArray(badges.id, OUR_BADGES.map((b) => b.id)));
  await db.delete(writingAssignments).where(inArray(writingAssignments.id, OUR_ASSIGNMENTS));
  await db.delete(lessons).where(inArray(lessons.id, OUR_LESSONS));
  await db.delete(courses).where(inArray(courses.id, CONTENT.courses.map((c) => c.id) as string[]));
}

/** Makes a teacher a paying, active customer for a year (not a trial). */
export async function makePaid(srv: TestServer, userID: string) {
  await srv.database.db
    .update(users)
    .set({ paymentPlan: 'masterAnnual_3', paymentQuantity: 1, maxStudents: 25, expirationDate: new Date(srv.clock.now.getTime() + 365 * DAY_MS) })
    .where(eq(users.id, userID));
}

/** Lets a teacher's account lapse. */
export async function makeExpired(srv: TestServer, userID: string) {
  await srv.database.db.update(users).set({ expirationDate: new Date(srv.clock.now.getTime() - DAY_MS) }).where(eq(users.id, userID));
}
