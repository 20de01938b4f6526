/**
 * Score bands a teacher reads at a glance (issue 29): each band is a word as well as a colour, so
 * colour is never the only signal. Under 60% needs work, 60-79% developing, 80% and up secure.
 */
export type ScoreBand = 'needsWork' | 'developing' | 'secure' | 'none';

export const NEEDS_WORK_BELOW = 60;
export const SECURE_FROM = 80;

/** The band of a percentage (0-100); null or undefined (no score yet) is 'none'. */
export function scoreBand(percent: number | null | undefined): ScoreBand {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return 'none';
  if (percent < NEEDS_WORK_BELOW) return 'needsWork';
  if (percent < SECURE_FROM) return 'developing';
  return 'secure';
}

/** Weakest first: needs work, developing, secure, then no score. */
export const BAND_ORDER: readonly ScoreBand[] = ['needsWork', 'developing', 'secure', 'none'];
