import { describe, expect, it } from 'vitest';
import { DAY_MS, TRIAL_DAYS, TRIAL_SEATS, daysLeft, trialExpiration } from '../../src/shared/domain/trial';

const start = new Date('2025-09-01T08:30:00.000Z');
const expires = trialExpiration(start);

describe('trial', () => {
  it('lasts 30 days with 5 seats', () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(TRIAL_SEATS).toBe(5);
    expect(expires.toISOString()).toBe('2025-10-01T08:30:00.000Z');
  });

  it('shows 30 days left on the registration day', () => {
    expect(daysLeft(expires, start)).toBe(30);
    expect(daysLeft(expires, new Date(start.getTime() + 60_000))).toBe(30);
  });

  it('rounds a part day up', () => {
    expect(daysLeft(expires, new Date(start.getTime() + DAY_MS))).toBe(29);
    expect(daysLeft(expires, new Date(start.getTime() + DAY_MS + 1))).toBe(29);
    expect(daysLeft(expires, new Date(expires.getTime() - 1))).toBe(1);
  });

  it('is 0 at and after expiry, never negative', () => {
    expect(daysLeft(expires, expires)).toBe(0);
    expect(daysLeft(expires, new Date(expires.getTime() + 1))).toBe(0);
    expect(daysLeft(expires, new Date(expires.getTime() + 90 * DAY_MS))).toBe(0);
  });

  it('accepts an ISO string (as the API sends it) and treats null as no days', () => {
    expect(daysLeft(expires.toISOString(), start)).toBe(30);
    expect(daysLeft(null, start)).toBe(0);
  });
});
