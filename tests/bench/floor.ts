/**
 * Floors: the least the project's fixed choices can do on this machine, measured with the same
 * load generator in the same run as bare node:http, so that each of issue 13's ratios can be
 * read against what nothing of the app costs.
 *
 * The floor of a quiz save (issue 13's "≥ 0.25 of bare node:http"): the least any save that is
 * stored exactly once must do, with nothing of the app around it. Hono with no middleware and
 * one route that reads the JSON body and puts it, with its Idempotency-Key, into a table through
 * the same group commit as the app's saves (one multi-row insert per batch, the key unique), and
 * answers when the batch has committed. No session, no validation, no scoring, no lock, no
 * badges, no stored answer: what is left is the HTTP framework and the database the project
 * fixed (Hono, PGlite or PostgreSQL through Drizzle). Whatever this row reaches, the real save
 * cannot pass; it is printed beside it as a ratio of bare node:http in the same run.
 */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open';
import { Coalescer, ok, perDatabase } from '../../src/server/db/coalesce';
import { listenHttp } from '../../src/server/listen';
import { hashKey } from '../../src/server/features/auth/sessions';
import { apiSecurityHeaders } from '../../src/server/protection/headers';

type Save = { key: string; student: string; body: string };

const saves = perDatabase(
  (db: Db) =>
    new Coalescer<Save, true>(async (items) => {
      await db.execute(
        sql`insert into bench_floor (idempotency_key, student, body) values ${sql.join(
          items.map((s) => sql`(${s.key}, ${s.student}, ${s.body}::jsonb)`),
          sql`, `,
        )} on conflict (idempotency_key) do nothing`,
      );
      return items.map(() => ok(true as const));
    }),
);

/** Starts the floor server on its own port; `stored()` counts its rows (every 200 must be one). */
export async function startFloor(db: Db) {
  await db.execute(sql`drop table if exists bench_floor`);
  await db.execute(sql`create table bench_floor (idempotency_key text primary key, student text not null, body jsonb not null)`);
  const app = new Hono();
  app.post('/save', async (c) => {
    const key = c.req.header('Idempotency-Key');
    const student = c.req.header('X-Api-Key');
    if (!key || !student) return c.json({ message: 'Idempotency-Key and X-Api-Key are needed.' }, 400);
    const body = await c.req.json<unknown>();
    await saves(db).add({ key, student, body: JSON.stringify(body) });
    return c.json({ ok: true });
  });
  const { server, address } = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' });
  return {
    server,
    url: `http://127.0.0.1:${address.port}/save`,
    stored: async () =>
      ((await db.execute(sql`select count(*)::int as n from bench_floor`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
    async close() {
      server.close();
      await db.execute(sql`drop table if exists bench_floor`);
    },
  };
}

/**
 * The floor of an authenticated read (issue 13's "≥ 0.5 of bare node:http"): Hono with one
 * route that hashes the X-Api-Key as the app does, finds the signed-in user in a Map (the
 * session cache at its best) and answers them as JSON with the headers every API answer must
 * carry (the API security set and Cache-Control: no-store; src/server/README.md "Security"). No router of
 * 200 routes, no language, no guard, no class data.
 */
export async function startReadFloor(apiKey: string, user: object) {
  const users = new Map([[hashKey(apiKey), user]]);
  const headers = [...apiSecurityHeaders({ publicUrl: 'http://localhost:8080' }), ['Cache-Control', 'no-store'] as const];
  const app = new Hono();
  app.post('/read', (c) => {
    for (const [name, value] of headers) c.header(name, value);
    const key = c.req.header('X-Api-Key');
    const found = key === undefined ? undefined : users.get(hashKey(key));
    return found ? c.json(found) : c.json({ message: 'Sign in again.' }, 401);
  });
  const { server, address } = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${address.port}/read` };
}
