/**
 * The names on a pinned device's tiles (issue 14): a first name and the start of the last name,
 * as a classmate would say it ("Mia R."). Two students who would share a tile get as many
 * letters of their last names as it takes to tell them apart ("Mia Ro.", "Mia Ru."); the same
 * full name twice is numbered in the order given.
 */
export interface TileStudent {
  id: string;
  first: string;
  last: string;
}

const letters = (text: string) => Array.from(text.trim());
const fold = (text: string) => text.trim().toLocaleLowerCase();

function shortName(first: string, last: string, count: number): string {
  const l = letters(last);
  if (l.length === 0) return first.trim();
  if (count >= l.length) return `${first.trim()} ${last.trim()}`;
  return `${first.trim()} ${l.slice(0, count).join('')}.`;
}

/** The tile name of every student, by id. */
export function tileNames(students: readonly TileStudent[]): Map<string, string> {
  const groups = new Map<string, TileStudent[]>();
  for (const s of students) {
    const key = fold(shortName(s.first, s.last, 1));
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const named: { id: string; name: string }[] = [];
  for (const group of groups.values()) {
    for (const s of group) {
      const others = group.filter((o) => o !== s);
      const last = letters(s.last);
      let count = 1;
      while (
        count < last.length &&
        others.some((o) => fold(letters(o.last).slice(0, count).join('')) === fold(last.slice(0, count).join('')))
      ) {
        count++;
      }
      named.push({ id: s.id, name: shortName(s.first, s.last, count) });
    }
  }
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const n of named) total.set(fold(n.name), (total.get(fold(n.name)) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const n of named) {
    const key = fold(n.name);
    if ((total.get(key) ?? 0) < 2) {
      out.set(n.id, n.name);
      continue;
    }
    const index = (seen.get(key) ?? 0) + 1;
    seen.set(key, index);
    out.set(n.id, `${n.name} (${index})`);
  }
  return out;
}
