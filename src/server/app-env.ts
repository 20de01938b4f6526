import type { Mailer } from './adapters/mail';
import type { Config } from './config';
import type { Db } from './db/open';
import type { users, sessions } from './db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** What createApp needs; tests pass their own database and clock. */
export interface AppDeps {
  db: Db;
  config: Pick<Config, 'SESSION_DAYS' | 'SUPPORT_EMAIL' | 'STATIC_DIR' | 'PUBLIC_URL'>;
  mailer: Mailer;
  now?: () => Date;
  log?: (line: string) => void;
}

export type AppEnv = {
  Variables: {
    deps: Required<AppDeps>;
    user: UserRow;
    session: SessionRow;
  };
};
