import type { PracticeStep } from '../../../shared/api/practice';

/**
 * The answers this device gave in practice (issue 27) that the server may not have counted yet:
 * kept per student and lesson in localStorage so the bar stays right offline and after a reload.
 * An answer leaves the list once a mastery read from the server names it (by answerID).
 */
const KEY = (userID: string, lessonID: string) => `sentence-lab:practice:${userID}:${lessonID}`;
const KEEP = 200;

export function loadOwnAnswers(userID: string, lessonID: string): PracticeStep[] {
  try {
    const raw = localStorage.getItem(KEY(userID, lessonID));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as PracticeStep[]) : [];
  } catch {
    return [];
  }
}

export function saveOwnAnswers(userID: string, lessonID: string, steps: PracticeStep[]): void {
  try {
    if (steps.length === 0) localStorage.removeItem(KEY(userID, lessonID));
    else localStorage.setItem(KEY(userID, lessonID), JSON.stringify(steps.slice(-KEEP)));
  } catch {
    /* storage full or blocked: the bar falls back to the server's figures */
  }
}

/** The server's history followed by this device's answers it does not name yet. */
export function mergeHistory(server: readonly PracticeStep[], own: readonly PracticeStep[]): { history: PracticeStep[] } {
  const counted = new Set(server.map((s) => s.answerID));
  return { history: [...server, ...own.filter((s) => !counted.has(s.answerID))] };
}
