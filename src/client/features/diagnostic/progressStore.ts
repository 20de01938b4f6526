/**
 * The answers a student gave in this tab, kept in sessionStorage per user and class so a
 * reload (offline too) resumes where they were, even before an autosave reached the server.
 * Cleared once the final save is made. Another user of the same browser never sees them.
 */
const keyOf = (userID: string, classID: string) => `sentence-lab:diagnostic:${userID}:${classID}`;

export function readLocalAnswers(userID: string, classID: string): Record<string, string> {
  try {
    const raw = sessionStorage.getItem(keyOf(userID, classID));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function writeLocalAnswers(userID: string, classID: string, answers: Record<string, string>) {
  try {
    sessionStorage.setItem(keyOf(userID, classID), JSON.stringify(answers));
  } catch {
    /* storage full or blocked: the autosaves still carry the answers */
  }
}

export function clearLocalAnswers(userID: string, classID: string) {
  try {
    sessionStorage.removeItem(keyOf(userID, classID));
  } catch {
    /* nothing to clear */
  }
}
