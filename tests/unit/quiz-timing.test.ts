import { describe, expect, it } from 'vitest';
import { openedAt, QUEUED_TRUST_MS, withinHour } from '../../src/server/features/quizzes/timing';
import { QUIZ_TIME_GRACE_MS } from '../../src/shared/domain/timedQuiz';

/** The timed quiz's rule on the server (issue 26, server/features/quizzes/timing.ts), minute by minute. */
const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();
const GRACE = QUIZ_TIME_GRACE_MS / 60_000;
const TRUST = QUEUED_TRUST_MS / 60_000;

describe('openedAt', () => {
  it('an open arriving fresh (no header, within the grace, or from a clock running ahead) opened when it arrived', () => {
    expect(openedAt(undefined, at(0))).toEqual(at(0));
    expect(openedAt(iso(-GRACE), at(0))).toEqual(at(0));
    expect(openedAt(iso(30), at(0))).toEqual(at(0));
    expect(openedAt('not a time', at(0))).toEqual(at(0));
  });
  it('an open queued offline keeps the device’s time', () => {
    expect(openedAt(iso(-180), at(0))).toEqual(at(-180));
  });
});

describe('withinHour', () => {
  const online = { startedAt: at(0), seenAt: at(0) };
  it('no opening on record: timed from this save, which counts', () => {
    expect(withinHour(null, iso(-600), at(300))).toBe(true);
  });
  it('an online attempt: the arrival decides; a queued time buys at most the few minutes of network trouble', () => {
    expect(withinHour(online, undefined, at(60 + GRACE))).toBe(true);
    expect(withinHour(online, undefined, at(60 + GRACE + 0.1))).toBe(false);
    expect(withinHour(online, iso(59), at(60 + GRACE + TRUST))).toBe(true);
    expect(withinHour(online, iso(59), at(60 + GRACE + TRUST + 0.1))).toBe(false);
    // The bypass: stamped at minute 30, arriving two hours after the opening.
    expect(withinHour(online, iso(30), at(120))).toBe(false);
    // A queued time before the opening counts as the opening, one after the arrival as the arrival.
    expect(withinHour(online, iso(-30), at(40))).toBe(true);
    expect(withinHour(online, iso(300), at(61))).toBe(true);
  });
  it('an offline-opened attempt: the device’s own account must fit the hour, and the save must reach the server within the hour of the open’s arrival', () => {
    const offline = { startedAt: at(0), seenAt: at(180) };
    expect(withinHour(offline, iso(55), at(180))).toBe(true);
    expect(withinHour(offline, iso(70), at(180))).toBe(false);
    expect(withinHour(offline, iso(55), at(180 + 60 + GRACE + TRUST + 0.1))).toBe(false);
  });
  it('rows from before seen_at: the start is the server’s opening', () => {
    expect(withinHour({ startedAt: at(0), seenAt: null }, iso(30), at(120))).toBe(false);
  });
});
