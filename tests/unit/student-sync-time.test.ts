import { describe, expect, it } from 'vitest';
import { syncAgo, syncMarker } from '../../src/client/features/students/syncTime';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('syncAgo', () => {
  it('says Never without a sync', () => {
    expect(syncAgo(null, now)).toBe('Never');
  });

  it('counts minutes, hours and days, then gives the date', () => {
    expect(syncAgo(ago(20_000), now)).toBe('just now');
    expect(syncAgo(ago(MIN), now)).toBe('1 min ago');
    expect(syncAgo(ago(5 * MIN + 30_000), now)).toBe('5 min ago');
    expect(syncAgo(ago(59 * MIN), now)).toBe('59 min ago');
    expect(syncAgo(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(syncAgo(ago(23 * 60 * MIN), now)).toBe('23 hours ago');
    expect(syncAgo(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(syncAgo(ago(6 * 24 * 60 * MIN), now)).toBe('6 days ago');
    const older = syncAgo(ago(30 * 24 * 60 * MIN), now);
    expect(older).not.toMatch(/ago/);
    expect(older).toMatch(/\d/);
  });

  it('a device clock ahead of ours is "just now", not a negative time', () => {
    expect(syncAgo(ago(-10 * MIN), now)).toBe('just now');
  });
});

describe('syncMarker', () => {
  it('names late deliveries and unsaved answers, or nothing', () => {
    expect(syncMarker({ lateCount: 0, failureCount: 0 })).toBeNull();
    expect(syncMarker({ lateCount: 2, failureCount: 0 })).toBe('2 late');
    expect(syncMarker({ lateCount: 0, failureCount: 1 })).toBe('1 not saved');
    expect(syncMarker({ lateCount: 2, failureCount: 1 })).toBe('2 late, 1 not saved');
  });
});
