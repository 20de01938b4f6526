import { Hono } from 'hono';
import { deliverQueued, type CarriedAnswer, type CarriedRequest } from '../../../shared/api/bulkDelivery';
import { BULK_ANSWER_HEADERS } from '../../../shared/api/sync';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { handle } from '../../http';
import { describeFailure } from '../../protection/input';

/**
 * Bulk delivery (issue 13, src/shared/api/bulkDelivery.ts): a device's queued requests come in
 * one call, and each is run through the whole app (`app.fetch`, with this call's connection, so
 * the client address and its rate limits are the same) exactly as if it had come alone: signed in
 * with its own key, replayed by its Idempotency-Key, counted late by its X-Queued-At, checked and
 * scored. The requests of one key go one after another, in the order given (a save waits for its
 * start, a sign-out for everything before it); different keys go side by side, so their saves
 * reach the group commit (db/coalesce.ts) together.
 */

/** What the carried requests take from the call that carries them: the language asked for and, behind a proxy, the client address. */
const FROM_CALL = ['Accept-Language', 'X-Forwarded-For', 'User-Agent'] as const;

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** The routes; `app` is the whole app (API under /api), read when a call comes. */
export function bulkDeliveryRoutes(app: () => { fetch: Fetch }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  handle(
    routes,
    deliverQueued,
    [],
    async (c, { body }) => {
      const origin = new URL(c.req.url).origin;
      const fromCall: Record<string, string> = {};
      for (const name of FROM_CALL) {
        const value = c.req.header(name);
        if (value !== undefined) fromCall[name] = value;
      }

      const runOne = async (carried: CarriedRequest): Promise<CarriedAnswer> => {
        const headers = new Headers(fromCall);
        for (const [name, value] of Object.entries(carried.headers)) if (value !== undefined) headers.set(name, value);
        try {
          const response = await app().fetch(
            new Request(`${origin}/api${carried.path}`, {
              method: carried.method,
              headers,
              body: carried.method === 'GET' ? undefined : (carried.body ?? undefined),
            }),
            c.env,
          );
          const answerHeaders: Record<string, string> = {};
          for (const name of BULK_ANSWER_HEADERS) {
            const value = response.headers.get(name);
            if (value !== null) answerHeaders[name] = value;
          }
          return { status: response.status, headers: answerHeaders, body: await response.text() };
        } catch (err) {
          // The app answers its own failures; this is only a request that could not even be made.
          c.var.deps.log(`[bulk] ${carried.method} ${carried.path} failed: ${describeFailure(err)}`);
          return { status: 500, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: messages.serverError }) };
        }
      };

      // One lane per key, in the order given; the lanes side by side.
      const lanes = new Map<string, number[]>();
      body.requests.forEach((r, i) => {
        const key = r.headers['X-Api-Key'] ?? '';
        const lane = lanes.get(key);
        if (lane) lane.push(i);
        else lanes.set(key, [i]);
      });
      const answers: CarriedAnswer[] = new Array(body.requests.length);
      await Promise.all(
        [...lanes.values()].map(async (indexes) => {
          for (const i of indexes) answers[i] = await runOne(body.requests[i]!);
        }),
      );
      return { answers };
    },
    { maxBody: 'writing' },
  );

  return routes;
}
