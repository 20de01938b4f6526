import { BACKLOG_KINDS, type BacklogCounts } from '../../../shared/api/sync';
import { currentLanguage } from '../../../shared/i18n/runtime';
import { studentsText as text } from './text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Dates and times as the reader writes them. */
const locale = () => (currentLanguage() === 'es' ? 'es-419' : 'en-US');

/**
 * How long ago a device synced, in a teacher's words: "just now", "5 min ago", "3 hours ago",
 * "2 days ago", then the date. A time ahead of `now` (a clock that runs fast) is "just now".
 */
export function syncAgo(iso: string | null, now: Date): string {
  if (!iso) return text.never;
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return text.justNow;
  if (ago < HOUR) return text.minutesAgo(Math.floor(ago / MINUTE));
  if (ago < DAY) return text.hoursAgo(Math.floor(ago / HOUR));
  if (ago < 7 * DAY) return text.daysAgo(Math.floor(ago / DAY));
  const sameYear = at.getFullYear() === now.getFullYear();
  return at.toLocaleDateString(
    locale(),
    sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' },
  );
}

/** The full date and time, for a title attribute or a dialog. */
export const fullTime = (iso: string) => new Date(iso).toLocaleString(locale(), { dateStyle: 'full', timeStyle: 'short' });

/** The marker beside a student's last sync, or null when nothing needs the teacher's eye. */
export function syncMarker(state: { lateCount: number; failureCount: number }): string | null {
  const parts: string[] = [];
  if (state.lateCount > 0) parts.push(text.lateCount(state.lateCount));
  if (state.failureCount > 0) parts.push(text.notSavedCount(state.failureCount));
  return parts.length ? parts.join(', ') : null;
}

/**
 * A clock time for "waiting since …": the time alone today ("10:42 AM"), with the day before
 * that ("Mon, Mar 3, 10:42 AM"), in the reader's locale and time zone.
 */
export function sinceTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  if (at.toDateString() === now.toDateString() || at > now) return at.toLocaleTimeString(locale(), time);
  const sameYear = at.getFullYear() === now.getFullYear();
  return at.toLocaleString(locale(), {
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
  return text.waitingOn(describeWork(total.counts), total.devices, sinceTime(total.oldestQueuedAt, now));
}

const WORK_WORDS = { quizzes: text.quizzes, writing: text.writingSaves, diagnostic: text.diagnosticSaves } as const;

/**
 * The waiting work in the teacher's words, one word for one thing ("1 quiz and 2 writing saves"),
 * as src/client/offline/backlog.ts describeWork says it in English; empty when nothing waits.
 */
export function describeWork(counts: Partial<BacklogCounts>): string {
  const parts = BACKLOG_KINDS.filter((k) => (counts[k] ?? 0) > 0).map((k) => WORK_WORDS[k](counts[k]!));
  if (parts.length <= 1) return parts.join('');
  return text.listAnd(parts.slice(0, -1).join(', '), parts.at(-1)!);
}
