import type { Badge } from '../../../shared/api/content';
import type { Tx } from '../../db/open';
import { awardBadges } from '../badges/award';

/**
 * The single call site of the badge rules for writing: after a save (writingSaved rules) and
 * after a pass grade (writingPassed rules), inside the same transaction. Returns the badges
 * newly earned, for the save's answer.
 */
export function awardWritingBadges(tx: Tx, studentID: string, now: Date): Promise<Badge[]> {
  return awardBadges(tx, studentID, now);
}
