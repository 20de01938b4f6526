/** A new teacher gets a 30-day trial with 5 seats at price 0 (ACB §9). */
export const TRIAL_DAYS = 30;
export const TRIAL_SEATS = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const trialExpiration = (start: Date): Date => new Date(start.getTime() + TRIAL_DAYS * DAY_MS);

/** Whole days left before `expiration`, never negative; on the registration day this is 30. */
export function daysLeft(expiration: Date | string | null, now: Date = new Date()): number {
  if (!expiration) return 0;
  const ms = new Date(expiration).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}
