import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import type { Db } from '../../src/server/db/open';
import type { OpsHooks } from '../../src/server/ops/middleware';
import { TEST_CONFIG } from './support/server';

/** The app on `db` with the operations hooks main.ts gives it (ops-*.test.ts), on a free port of 127.0.0.1. */
export async function opsApp(db: Db, hooks: OpsHooks): Promise<{ url: string; close: () => Promise<void> }> {
  const mail = mkdtempSync(join(tmpdir(), 'sentence-lab-ops-mail-'));
  const app = createApp(
    {
      db,
      config: TEST_CONFIG,
      mailer: createMailer({
        folder: mail,
        from: 'Sentence Lab <no-reply@sentencelab.example>',
      }),
      log: () => undefined,
    },
    hooks,
  );
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) =>
        server.close(() => {
          rmSync(mail, { recursive: true, force: true });
          done();
        }),
      ),
  };
}
