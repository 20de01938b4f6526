import { BACKLOG_KINDS, type BacklogCounts } from '../../../shared/api/sync';
import { describeWork } from '../../offline/backlog';

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
  return at.toLocaleDateString(
    undefined,
    sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' },
  );
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

/**
 * A clock time for "waiting since …": the time alone today ("10:42 AM"), with the day before
 * that ("Mon, Mar 3, 10:42 AM"), in the reader's locale and time zone.
 */
export function sinceTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  if (at.toDateString() === now.toDateString() || at > now) return at.toLocaleTimeString(undefined, time);
  const sameYear = at.getFullYear() === now.getFullYear();
  return at.toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...time,
  });
}

/** All of a student's devices' waiting work added up, with the oldest time; null when nothing waits. */
export function waitingTotal(backlogs: readonly { counts: BacklogCounts; oldestQueuedAt: string }[]): {
  counts: BacklogCounts;
  oldestQueuedAt: string;
  devices: number;
} | null {
  const waiting = backlogs.filter((b) => BACKLOG_KINDS.some((k) => b.counts[k] > 0));
  if (!waiting.length) return null;
  const counts = { quizzes: 0, writing: 0, diagnostic: 0 };
  for (const b of waiting) for (const k of BACKLOG_KINDS) counts[k] += b.counts[k];
  const oldestQueuedAt = waiting.map((b) => b.oldestQueuedAt).sort((a, b) => Date.parse(a) - Date.parse(b))[0]!;
  return { counts, oldestQueuedAt, devices: waiting.length };
}

/** "1 quiz and 2 writing saves waiting on a device since 10:42 AM" (or "on 2 devices"); null when nothing waits. */
export function waitingText(backlogs: readonly { counts: BacklogCounts; oldestQueuedAt: string }[], now: Date): string | null {
  const total = waitingTotal(backlogs);
  if (!total) return null;
  const where = total.devices === 1 ? 'a device' : `${total.devices} devices`;
  return `${describeWork(total.counts)} waiting on ${where} since ${sinceTime(total.oldestQueuedAt, now)}`;
}
