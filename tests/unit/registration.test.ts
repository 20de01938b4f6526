import { describe, expect, it } from 'vitest';
import { HOW_DID_YOU_HEAR_OPTIONS, needsHearOther } from '../../src/shared/domain/registration';

describe('how did you hear about us', () => {
  it('offers the spec options, in order', () => {
    expect(HOW_DID_YOU_HEAR_OPTIONS).toEqual([
      'Email',
      'Social media',
      'Internet search',
      'Referral from colleague/friend',
      'School purchased',
      'Conference',
      'Online review',
      'Other',
    ]);
  });

  it('needs the free-text answer only for Other', () => {
    expect(needsHearOther('Other')).toBe(true);
    for (const option of HOW_DID_YOU_HEAR_OPTIONS.filter((o) => o !== 'Other')) expect(needsHearOther(option), option).toBe(false);
    expect(needsHearOther('other')).toBe(false);
    expect(needsHearOther('')).toBe(false);
  });
});
