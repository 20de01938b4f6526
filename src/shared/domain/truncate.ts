/**
 * Cut text longer than `limit` to `limit - 3` characters plus an ellipsis
 * (class titles 45 -> 42, course names 55 -> 52, descriptions 95 -> 92).
 */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}
export const CLASS_TITLE_LIMIT = 45;
export const COURSE_NAME_LIMIT = 55;
export const COURSE_DESCRIPTION_LIMIT = 95;
