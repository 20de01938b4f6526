import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/**
 * Sends the product's email. With SMTP_URL it goes out through that server; without it, each
 * message is written as JSON to a folder (`data/mail`, readable by the server's user only) and
 * to the server console, where only the operator reads it (and, with DEV_MAIL_PAGE, on the
 * /dev/mail page for a browser on the same machine).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The folder of written messages; null when mail goes out through SMTP. */
  folder: string | null;
}

export function createMailer(opts: {
  smtpUrl?: string;
  folder: string;
  from: string;
  /** Where a kept message is also shown (the server console); tests leave it out. */
  console?: (text: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      folder: null,
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const folder = resolve(opts.folder);
  // nodemailer still builds the message (addresses checked, headers made); we keep its JSON.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    folder,
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      const built = JSON.parse(String(info.message)) as { messageId?: string };
      const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
      const stored: StoredMail = { id, from: opts.from, date: new Date().toISOString(), ...message };
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(join(folder, `${id}.json`), JSON.stringify({ ...stored, messageId: built.messageId }, null, 2), { mode: 0o600 });
      opts.console?.(`[mail] not sent (no SMTP_URL), kept in ${folder}\n  To: ${message.to}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, '  | ')}`);
    },
  };
}

/** Messages written to a mail folder, newest first. */
export async function readMailFolder(folder: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(folder, n), 'utf8')) as StoredMail));
  return all.sort((a, b) => (a.id < b.id ? 1 : -1));
}
