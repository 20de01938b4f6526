import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StoredMail } from '../../src/server/adapters/mail';
import { users } from '../../src/server/db/schema';
import { selectRows, type TestServer } from './support/server';

/** Which mails a helper looks at: the reset token or the verification link. */
export const RESET_SUBJECT = 'Your Sentence Lab password reset token';
export const VERIFY_SUBJECT = 'Please verify your Sentence Lab email address';

/**
 * Mail to an address (newest first), optionally of one subject, waiting briefly: the reset
 * token is sent without holding up the answer.
 */
export async function waitForMail(
  srv: TestServer,
  to: string,
  opts: { subject?: string; count?: number } = {},
): Promise<StoredMail[]> {
  const count = opts.count ?? 1;
  const matching = async () => (await srv.mail(to)).filter((m) => !opts.subject || m.subject === opts.subject);
  for (let i = 0; i < 100; i++) {
    const mails = await matching();
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} mail(s) '${opts.subject ?? '*'}' to ${to}, found ${(await matching()).length}`);
}

/** The 8-character token of the newest reset email to an address (after `count` of them arrived). */
export async function resetTokenFor(srv: TestServer, to: string, count = 1): Promise<string> {
  const [mail] = await waitForMail(srv, to, { subject: RESET_SUBJECT, count });
  const m = mail!.text.match(/Your token: ([A-Z0-9]{8})\b/);
  expect(m, mail!.text).not.toBeNull();
  return m![1]!;
}

/** The verification link of the newest verification email to an address. */
export async function verifyLinkFor(srv: TestServer, to: string, count = 1): Promise<string> {
  const [mail] = await waitForMail(srv, to, { subject: VERIFY_SUBJECT, count });
  const m = mail!.text.match(/https?:\/\/\S+\/api\/user\/verifyemail\?token=\S+/);
  expect(m, mail!.text).not.toBeNull();
  return m![0];
}

/** The same link on the test server (the mail points at PUBLIC_URL). */
export const onServer = (srv: TestServer, link: string) => {
  const u = new URL(link);
  return `${srv.url}${u.pathname}${u.search}`;
};

/** GET without following redirects: status and Location. */
export async function open(url: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(url, { redirect: 'manual' });
  await res.text();
  return { status: res.status, location: res.headers.get('location') };
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const tokenRows = (srv: TestServer) =>
  selectRows<{ kind: string; token_hash: string; used_at: Date | null; user_id: string }>(
    srv.database,
    sql`select * from tokens`,
  );

export const userRow = async (srv: TestServer, id: string) =>
  (await srv.database.db.select().from(users).where(eq(users.id, id)))[0]!;

export async function setUser(srv: TestServer, id: string, set: Partial<typeof users.$inferInsert>) {
  await srv.database.db.update(users).set(set).where(eq(users.id, id));
}
