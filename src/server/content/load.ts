import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { checkPack, type Pack } from '../../shared/content/schema';
import type { Db, Queryable } from '../db/open';
import { badges, contentVersion, courses, diagnosticTopics, lessons, quizzes, writingAssignments } from '../db/schema';
import { forgetCatalog, LOADED_ROW, SHIPPED_ROW } from './catalog';
import { readPackFolder } from './pack';

/** The curriculum that ships with the app. */
export const SHIPPED_PACK_DIR = fileURLToPath(new URL('./curriculum', import.meta.url));

export type LoadResult = { ok: true; hash: string } | { ok: false; problems: string[] };

/** SHA-256 of the pack as checked (key order is the schema's, so equal packs hash equally). */
export function packHash(pack: Pack): string {
  return createHash('sha256').update(JSON.stringify(pack)).digest('hex');
}

/**
 * Loads a content pack in one transaction: checks it (a pack with any problem loads nothing),
 * upserts courses, lessons, quizzes, writing assignments and badges, deletes content rows the
 * pack no longer has, and records the pack's hash as the loaded one (and `shippedHash` as the
 * shipped pack last applied, see loadShippedPack). Students' results for a
 * removed quiz are kept (they reference ids, not rows).
 */
export async function loadPack(db: Db, input: unknown, opts: { shippedHash?: string } = {}): Promise<LoadResult> {
  const { pack, problems } = checkPack(input);
  if (!pack) return { ok: false, problems };
  const hash = packHash(pack);
  try {
    await db.transaction(async (tx) => {
      await writePack(tx, pack);
      await recordHash(tx, LOADED_ROW, hash);
      if (opts.shippedHash) await recordHash(tx, SHIPPED_ROW, opts.shippedHash);
    });
  } finally {
    forgetCatalog(db);
  }
  return { ok: true, hash };
}

/**
 * Start-up: loads the shipped pack when it differs from the one last applied at start-up.
 * An operator's own pack (loaded with `npm run content:load`) therefore stays until a new
 * version of the app ships different content. Throws with every problem of a broken pack.
 */
export async function loadShippedPack(db: Db, dir: string): Promise<{ loaded: boolean; hash: string }> {
  const { pack, problems } = await readPackFolder(dir);
  if (!pack) throw new PackProblems(dir, problems);
  const hash = packHash(pack);
  const [row] = await db.select({ hash: contentVersion.hash }).from(contentVersion).where(eq(contentVersion.id, SHIPPED_ROW));
  if (row?.hash === hash) return { loaded: false, hash };
  const result = await loadPack(db, pack, { shippedHash: hash });
  if (!result.ok) throw new PackProblems(dir, result.problems);
  return { loaded: true, hash };
}

export class PackProblems extends Error {
  constructor(
    readonly dir: string,
    readonly problems: string[],
  ) {
    super(`The content pack in ${dir} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
}

async function recordHash(tx: Queryable, id: number, hash: string) {
  await tx
    .insert(contentVersion)
    .values({ id, hash, loadedAt: new Date() })
    .onConflictDoUpdate({ target: contentVersion.id, set: { hash, loadedAt: new Date() } });
}

/** `set` for an upsert: every column from the proposed row. */
function excludedAll(table: PgTable, keys: string[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

async function upsert<T extends PgTable>(tx: Queryable, table: T, rows: T['$inferInsert'][], idColumn: T['_']['columns'][string]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((k) => k !== 'id');
  // Chunks keep each statement well under the parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({ target: idColumn, set: excludedAll(table, columns) as PgUpdateSetSource<T> });
  }
}

async function writePack(tx: Queryable, pack: Pack) {
  const lessonRows = pack.lessons.map(({ id, courseID, order, name, description, quizzes: _q, writingAssignments: _w, ...data }) => ({
    id,
    courseID,
    order,
    name,
    description,
    data,
  }));
  const quizRows = pack.lessons.flatMap((l) =>
    l.quizzes.map((q, i) => ({ id: q.id, lessonID: l.id, type: q.type, order: i + 1, name: q.name, instructions: q.instructions, questions: q.questions })),
  );
  const writingRows = pack.lessons.flatMap((l) =>
    l.writingAssignments.map((w, i) => ({ id: w.id, lessonID: l.id, order: i + 1, name: w.name, description: w.description })),
  );
  const badgeRows = pack.badges.map((b) => ({ id: b.id, order: b.order, name: b.name, description: b.description, imagePath: b.imagePath, rule: b.rule }));

  await upsert(tx, courses, pack.courses.map((c) => ({ id: c.id, order: c.order, name: c.name, description: c.description })), courses.id);
  await upsert(tx, lessons, lessonRows, lessons.id);
  await upsert(tx, quizzes, quizRows, quizzes.id);
  await upsert(tx, writingAssignments, writingRows, writingAssignments.id);
  await upsert(tx, badges, badgeRows, badges.id);
  const topicRows = pack.topics.map((t) => ({ id: t.id, header: t.header, order: t.order, name: t.name, lessonIDs: t.lessonIDs, questions: t.questions }));
  await upsert(tx, diagnosticTopics, topicRows, diagnosticTopics.id);

  // Children first: lessons and quizzes are referenced by foreign keys.
  await deleteOthers(tx, writingAssignments, writingAssignments.id, writingRows.map((r) => r.id));
  await deleteOthers(tx, quizzes, quizzes.id, quizRows.map((r) => r.id));
  await deleteOthers(tx, lessons, lessons.id, lessonRows.map((r) => r.id));
  await deleteOthers(tx, courses, courses.id, pack.courses.map((c) => c.id));
  await deleteOthers(tx, badges, badges.id, badgeRows.map((r) => r.id));
  // Classes' topic settings and students' diagnostic answers reference topic ids, not rows: they stay.
  await deleteOthers(tx, diagnosticTopics, diagnosticTopics.id, topicRows.map((r) => r.id));
}

async function deleteOthers<T extends PgTable>(tx: Queryable, table: T, idColumn: T['_']['columns'][string], keep: string[]) {
  if (keep.length === 0) await tx.delete(table);
  else await tx.delete(table).where(notInArray(idColumn, keep));
}
