import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { tokens } from '../../db/schema';
import { hashKey } from './sessions';

export type TokenKind = (typeof tokens.$inferSelect)['kind'];
type TokenRow = typeof tokens.$inferSelect;

/** Letters and digits a person can type from an email without confusing them. */
const TYPEABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new single-use token for a user: `typeable` makes a short code a person copies from an
 * email (8 characters, ~40 bits, expiring soon); otherwise 256 random bits for links.
 * Only its hash is stored.
 */
export async function createToken(
  db: Queryable,
  opts: { userID: string; kind: TokenKind; now: Date; ttlMs: number; typeable?: boolean; createdBy?: string },
): Promise<string> {
  const raw = opts.typeable
    ? Array.from({ length: 8 }, () => TYPEABLE[randomInt(TYPEABLE.length)]).join('')
    : randomBytes(32).toString('base64url');
  await db.insert(tokens).values({
    userID: opts.userID,
    kind: opts.kind,
    tokenHash: hashKey(normalize(raw, opts.typeable)),
    createdBy: opts.createdBy ?? null,
    createdAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + opts.ttlMs),
  });
  return raw;
}

const normalize = (raw: string, typeable?: boolean) => (typeable ? raw.trim().toUpperCase() : raw.trim());

/** The token row for a raw token (used or not, expired or not), so callers can tell why it fails. */
export async function findToken(db: Queryable, kind: TokenKind, raw: string, typeable?: boolean): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(tokens)
    .where(and(eq(tokens.kind, kind), eq(tokens.tokenHash, hashKey(normalize(raw, typeable)))))
    .limit(1);
  return row ?? null;
}

export const isLive = (row: TokenRow, now: Date) => row.usedAt === null && row.expiresAt.getTime() > now.getTime();

/** Spends a token once: true only for the first caller, even when two race. */
export async function spendToken(db: Queryable, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.id, id), isNull(tokens.usedAt)))
    .returning({ id: tokens.id });
  return spent.length === 1;
}
