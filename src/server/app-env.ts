import type { Mailer } from './adapters/mail';
import type { Payments } from './adapters/payments';
import type { Google } from './adapters/google';
import type { SessionCache } from './features/auth/session-cache';
import type { Config } from './config';
import type { Db } from './db/open';
import type { users, sessions } from './db/schema';
import type { RateLimits } from './protection/rate-limits';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** What createApp needs; tests pass their own database and clock. */
export interface AppDeps {
  db: Db;
  config: Pick<Config, 'SESSION_DAYS' | 'SUPPORT_EMAIL' | 'STATIC_DIR' | 'PUBLIC_URL'> &
    Partial<Pick<Config, 'DEV_MAIL_PAGE' | 'TRUST_PROXY' | 'HELP_DESK_URL'>> &
    // The students' header's Kahoot link (issue 26, SHL-30).
    Partial<Pick<Config, 'KAHOOT_URL'>> &
    // Google's allowed return addresses and the operator named by the legal pages (issue 26, edges and privacy).
    Partial<Pick<Config, 'GOOGLE_REDIRECT_URIS' | 'OPERATOR_NAME' | 'OPERATOR_ADDRESS' | 'OPERATOR_EMAIL' | 'POLICY_EFFECTIVE_DATE'>> &
    // Where earlier builds' hashed files are kept for tabs open across an upgrade (static.ts); absent: not kept.
    Partial<Pick<Config, 'DATA_DIR'>>;
  mailer: Mailer;
  /** Limits on the ways in; by default counted in `db`. */
  rateLimits?: RateLimits;
  /** Card payments (Stripe); null or absent: card payment is off and schools pay by purchase order. */
  payments?: Payments | null;
  /** Google sign-in and Classroom; null or absent: Google is off and no button or message points to it. */
  google?: Google | null;
  /** Signed-in users cached by key (features/auth/session-cache.ts); null or absent: every call looks its session up. */
  sessionCache?: SessionCache | null;
  now?: () => Date;
  log?: (line: string) => void;
}

export type AppEnv = {
  Variables: {
    deps: Required<AppDeps>;
    user: UserRow;
    session: SessionRow;
    /** Set when the request came with a delivery key of `session` instead of its key (guards.ts). */
    deliveryKeyID: string | undefined;
  };
};
