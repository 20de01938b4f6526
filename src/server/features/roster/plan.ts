import { inArray, like, or, sql } from 'drizzle-orm';
import { tooLong } from '../../../shared/api/common';
import { ROSTER_EMAIL_MAX, ROSTER_NAME_MAX, type RosterRow } from '../../../shared/api/roster';
import { isEmail } from '../../../shared/domain/credentials';
import { messages } from '../../../shared/messages';
import { rosterMessages } from '../../../shared/rosterMessages';
import type { Queryable } from '../../db/open';
import { users } from '../../db/schema';
import { firstFree, isUsername, usernameBase } from './usernames';

/** One row checked against the list and the database: its errors, and its username (given or generated). */
export interface PlannedRow {
  row: number;
  first: string;
  last: string;
  username: string | null;
  usernameGenerated: boolean;
  email: string | null;
  errors: string[];
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);
const lower = (column: typeof users.username | typeof users.email) => sql<string | null>`lower(${column})`;

/** Sign-in names (lowercase) among `names` that an account already has, as username or email. */
async function takenLogins(db: Queryable, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ username: lower(users.username), email: lower(users.email) })
    .from(users)
    .where(or(inArray(lower(users.username), names), inArray(lower(users.email), names)));
  return new Set(rows.flatMap((r) => [r.username, r.email]).filter((n): n is string => n !== null));
}

/** Usernames (lowercase) that start with one of the bases: the ones base, base2 … must step around. */
async function usernamesStartingWith(db: Queryable, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  // Bases hold only a-z, 0-9 and '.', so none of them has a LIKE wildcard to escape.
  const rows = await db
    .select({ username: lower(users.username) })
    .from(users)
    .where(or(...bases.map((base) => like(lower(users.username), `${base}%`))));
  return new Set(rows.map((r) => r.username).filter((n): n is string => n !== null));
}

/**
 * Checks each row (first name, lengths, username and email shape), finds the usernames and
 * emails given twice in the list or already used by any account, and generates a username
 * for every valid row without one, unique across the whole system (anna.smith, anna.smith2 …).
 */
export async function planRows(db: Queryable, input: RosterRow[]): Promise<PlannedRow[]> {
  const rows: PlannedRow[] = input.map((r, row) => {
    const first = r.first ?? '';
    const last = r.last ?? '';
    const username = blankToNull(r.username);
    const email = blankToNull(r.email);
    const errors: string[] = [];
    if (!first) errors.push(rosterMessages.firstMissing);
    if (first.length > ROSTER_NAME_MAX) errors.push(tooLong('First Name', ROSTER_NAME_MAX)());
    if (last.length > ROSTER_NAME_MAX) errors.push(tooLong('Last Name', ROSTER_NAME_MAX)());
    if (username !== null && !isUsername(username)) errors.push(rosterMessages.usernameRule);
    if (email !== null && (email.length > ROSTER_EMAIL_MAX || !isEmail(email))) errors.push(messages.emailInvalid);
    return { row, first, last, username, usernameGenerated: false, email, errors };
  });

  // The same username or email twice in the list: the first row keeps it.
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    for (const [value, twice] of [
      [r.username, rosterMessages.usernameTwiceInList],
      [r.email, rosterMessages.emailTwiceInList],
    ] as const) {
      if (value === null) continue;
      const key = value.toLowerCase();
      const earlier = firstRowOf.get(key);
      if (earlier === undefined) firstRowOf.set(key, r.row);
      else r.errors.push(twice(value, earlier + 1));
    }
  }

  const given = rows.flatMap((r) => [r.username, r.email]).filter((n): n is string => n !== null);
  const taken = await takenLogins(db, [...new Set(given.map((n) => n.toLowerCase()))]);
  for (const r of rows) {
    if (r.username !== null && taken.has(r.username.toLowerCase())) r.errors.push(rosterMessages.usernameTaken(r.username));
    if (r.email !== null && taken.has(r.email.toLowerCase())) r.errors.push(rosterMessages.emailTaken(r.email));
  }

  const needName = rows.filter((r) => r.errors.length === 0 && r.username === null);
  const bases = needName.map((r) => usernameBase(r.first, r.last));
  const used = await usernamesStartingWith(db, [...new Set(bases)]);
  for (const r of rows) if (r.username !== null) used.add(r.username.toLowerCase());
  needName.forEach((r, i) => {
    r.username = firstFree(bases[i]!, used);
    r.usernameGenerated = true;
  });
  return rows;
}
