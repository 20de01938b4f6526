/** "How did you hear about us" options, in the spec's order (ACB §5). */
export const HOW_DID_YOU_HEAR_OPTIONS = [
  'Email',
  'Social media',
  'Internet search',
  'Referral from colleague/friend',
  'School purchased',
  'Conference',
  'Online review',
  'Other',
] as const;
export type HowDidYouHear = (typeof HOW_DID_YOU_HEAR_OPTIONS)[number];

/** The free-text answer is required only when 'Other' is chosen. */
export const needsHearOther = (choice: string): boolean => choice === 'Other';

/** Kinds of teacher account a person can register as (our names; the spec has teacherType without values). */
export const TEACHER_TYPES = ['Teacher', 'Parent', 'Homeschool'] as const;
export type TeacherType = (typeof TEACHER_TYPES)[number];
