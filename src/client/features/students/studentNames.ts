import type { StudentRecord } from '../../../shared/api/students';

export const fullName = (r: StudentRecord) => `${r.student.first} ${r.student.last}`.trim();

/** The one sign-in field: an email, or else a username. */
export const signInName = (r: StudentRecord) => r.student.email ?? r.student.username ?? '';

/** Whether the record matches the search box: name, email or username contain the text. */
export function matchesSearch(r: StudentRecord, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [fullName(r), r.student.first, r.student.last, r.student.email, r.student.username].some((v) => v?.toLowerCase().includes(needle));
}

/** Google accounts are edited in Google Classroom (ACB §5 Student edit). */
export const isGoogleStudent = (r: StudentRecord) => r.student.socialType === 'google';
