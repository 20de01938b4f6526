/**
 * Practice until mastery (issue 27): the mastery rule and the choice of the next practice item.
 * Pure: the device chooses items from its offline copy and shows the bar with these, and the
 * server reports mastery to teachers with the same rule over the answers it stored.
 *
 * The rule: a lesson is mastered once, among the student's last MASTERY_WINDOW practice answers
 * in it, at least MASTERY_RIGHT are right, and every skill of the lesson has been answered right
 * at least once. Once reached it stays reached (a later slip does not take it away); practice
 * stays open after it.
 */
export const MASTERY_WINDOW = 10;
export const MASTERY_RIGHT = 8;
/** A missed item comes back after this many other items. */
export const RETURN_AFTER = 3;
/** The last answers of a skill that say how well it is going. */
const SKILL_WINDOW = 5;

export interface PracticeAnswer {
  itemID: string;
  skill: string;
  correct: boolean;
}

export interface Mastery {
  /** Reached at some point (it stays). */
  mastered: boolean;
  /** The position in the history of the answer that reached it (null while not reached). */
  masteredAt: number | null;
  /** Right answers among the last MASTERY_WINDOW. */
  recentRight: number;
  /** How many of the last MASTERY_WINDOW there are (fewer at the start). */
  recentCount: number;
  answered: number;
  /** Skills answered right at least once, and all the lesson's skills. */
  skillsRight: string[];
  skills: string[];
  /** 0-100: half the recent right answers toward MASTERY_RIGHT, half the skills shown; 100 when mastered. */
  progress: number;
}

/** Mastery of one lesson from the student's practice answers, oldest first. */
export function masteryOf(history: readonly PracticeAnswer[], skills: readonly string[]): Mastery {
  const allSkills = [...new Set(skills)];
  const rightSkills = new Set<string>();
  let masteredAt: number | null = null;
  let windowRight = 0;
  for (let i = 0; i < history.length; i++) {
    const a = history[i]!;
    if (a.correct) {
      rightSkills.add(a.skill);
      windowRight++;
    }
    const leaving = history[i - MASTERY_WINDOW];
    if (leaving?.correct) windowRight--;
    if (masteredAt === null && windowRight >= MASTERY_RIGHT && allSkills.every((s) => rightSkills.has(s))) masteredAt = i;
  }
  const mastered = masteredAt !== null;
  const recentCount = Math.min(MASTERY_WINDOW, history.length);
  const skillsRight = allSkills.filter((s) => rightSkills.has(s));
  const skillShare = allSkills.length ? skillsRight.length / allSkills.length : 1;
  const progress = mastered ? 100 : Math.floor(50 * Math.min(1, windowRight / MASTERY_RIGHT) + 50 * skillShare);
  return { mastered, masteredAt, recentRight: windowRight, recentCount, answered: history.length, skillsRight, skills: allSkills, progress: Math.min(progress, mastered ? 100 : 99) };
}

export interface PoolItem {
  id: string;
  skill: string;
}

/**
 * The next practice item: a missed item once RETURN_AFTER others came between; otherwise an item
 * of the weakest skill (a skill not yet tried first, then the lowest share right of its last
 * answers), one never answered before if there is one, else the one answered longest ago. Never
 * one of the last two items. `random` picks among equals (Math.random on the device; a seeded
 * one in tests).
 */
export function nextPracticeItem(pool: readonly PoolItem[], history: readonly PracticeAnswer[], random: () => number = Math.random): string | null {
  if (pool.length === 0) return null;
  const inPool = new Set(pool.map((p) => p.id));
  const lastAt = new Map<string, number>();
  const lastRight = new Map<string, boolean>();
  history.forEach((a, i) => {
    lastAt.set(a.itemID, i);
    lastRight.set(a.itemID, a.correct);
  });
  const recent = new Set(history.slice(-2).map((a) => a.itemID));
  const usable = pool.length > 2 ? pool.filter((p) => !recent.has(p.id)) : pool;

  // A missed item comes back once RETURN_AFTER others came between (the longest waiting first).
  const due = usable
    .filter((p) => lastRight.get(p.id) === false && history.length - 1 - (lastAt.get(p.id) ?? 0) >= RETURN_AFTER)
    .sort((a, b) => (lastAt.get(a.id) ?? 0) - (lastAt.get(b.id) ?? 0));
  if (due[0] && inPool.has(due[0].id)) return due[0].id;

  // The weakest skill: untried first, then the lowest share right of its last answers.
  const skills = [...new Set(usable.map((p) => p.skill))];
  const strength = (skill: string) => {
    const answers = history.filter((a) => a.skill === skill).slice(-SKILL_WINDOW);
    return answers.length === 0 ? -1 : answers.filter((a) => a.correct).length / answers.length;
  };
  const scored = skills.map((s) => ({ s, v: strength(s) }));
  const weakest = Math.min(...scored.map((x) => x.v));
  const weakSkills = scored.filter((x) => x.v === weakest).map((x) => x.s);
  const skill = weakSkills[Math.floor(random() * weakSkills.length)] ?? weakSkills[0];
  const candidates = usable.filter((p) => p.skill === skill);
  const fresh = candidates.filter((p) => !lastAt.has(p.id));
  if (fresh.length) return fresh[Math.floor(random() * fresh.length)]!.id;
  const oldest = Math.min(...candidates.map((p) => lastAt.get(p.id) ?? -1));
  const olds = candidates.filter((p) => (lastAt.get(p.id) ?? -1) === oldest);
  return olds[Math.floor(random() * olds.length)]?.id ?? candidates[0]?.id ?? null;
}
