import type { Question } from '../../../shared/api/content';
import type { Catalog } from '../../content/catalog';

/** An item without a skill practises the lesson as a whole. */
export const skillOf = (q: { skill?: string | undefined }) => q.skill ?? 'lesson';

interface Pool {
  items: Question[];
  skills: string[];
}
const poolCache = new WeakMap<Catalog, Map<string, Pool>>();

/** The items practice draws from (issue 27): the lesson's practice sets, then its bank. Kept per catalog. */
export function practicePool(catalog: Catalog, lessonID: string): Pool {
  const perLesson = poolCache.get(catalog) ?? new Map<string, Pool>();
  poolCache.set(catalog, perLesson);
  const cached = perLesson.get(lessonID);
  if (cached) return cached;
  const sets = (catalog.quizzesOfLesson.get(lessonID) ?? []).filter((q) => q.type === 2).flatMap((q) => q.questions);
  const items = [...sets, ...(catalog.bankOfLesson.get(lessonID) ?? [])];
  const pool = { items, skills: [...new Set(items.map(skillOf))] };
  perLesson.set(lessonID, pool);
  return pool;
}
