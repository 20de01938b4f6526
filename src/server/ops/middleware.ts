import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { notNow, PROBES, type Lifecycle } from './lifecycle';
import { USABLE_ID, type RequestEntry } from './request-log';

export interface OpsHooks {
  /** Refuses new requests while draining (main.ts); absent in tests that do not stop the app. */
  lifecycle?: Lifecycle;
  /** Gets one entry per request (ops/request-log.ts). */
  requestLog?: (entry: RequestEntry) => void;
}

function routeOf(c: Context): string {
  const pattern = routePath(c);
  // A catch-all (the built app, a 404) names nothing: the path then, which never holds the query.
  return pattern && !pattern.includes('*') ? pattern : c.req.path;
}

/**
 * The first middleware of the app: the request id, the drain (lifecycle) and the request log.
 * A request the app runs inside another (bulk delivery passes each carried request through the
 * app with the same Node request) is the outer request's work: not counted or logged again.
 */
export function opsMiddleware(hooks: OpsHooks): MiddlewareHandler {
  const seen = new WeakSet<object>();
  return async (c, next) => {
    const incoming = (c.env as { incoming?: object } | undefined)?.incoming;
    if (incoming) {
      if (seen.has(incoming)) return next();
      seen.add(incoming);
    }
    const started = performance.now();
    const given = c.req.header('X-Request-Id');
    const id = given && USABLE_ID.test(given) ? given : randomUUID();
    const { lifecycle, requestLog } = hooks;
    const refused = lifecycle?.phase === 'draining' && !PROBES.has(c.req.path);
    if (refused) c.res = notNow('draining');
    try {
      if (!refused) await next();
    } finally {
      c.header('X-Request-Id', id);
      // Stopping: the device opens its next connection to another process.
      if (lifecycle?.phase === 'draining') c.header('Connection', 'close');
      const status = c.res.status;
      requestLog?.({
        time: new Date().toISOString(),
        level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
        msg: 'request',
        id,
        method: c.req.method,
        route: refused ? c.req.path : routeOf(c),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        pid: process.pid,
        worker: cluster.worker?.id ?? 0,
      });
    }
  };
}
