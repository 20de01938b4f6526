const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * How long ago a device synced, in a teacher's words: "just now", "5 min ago", "3 hours ago",
 * "2 days ago", then the date. A time ahead of `now` (a clock that runs fast) is "just now".
 */
export function syncAgo(iso: string | null, now: Date): string {
  if (!iso) return 'Never';
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${plural(Math.floor(ago / HOUR), 'hour')} ago`;
  if (ago < 7 * DAY) return `${plural(Math.floor(ago / DAY), 'day')} ago`;
  const sameYear = at.getFullYear() === now.getFullYear();
  return at.toLocaleDateString(undefined, sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The full date and time, for a title attribute or a dialog. */
export const fullTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** The marker beside a student's last sync, or null when nothing needs the teacher's eye. */
export function syncMarker(state: { lateCount: number; failureCount: number }): string | null {
  const parts: string[] = [];
  if (state.lateCount > 0) parts.push(`${state.lateCount} late`);
  if (state.failureCount > 0) parts.push(`${state.failureCount} not saved`);
  return parts.length ? parts.join(', ') : null;
}
