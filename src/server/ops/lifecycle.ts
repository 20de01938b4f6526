import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { APP_VERSION, messages } from '../../shared/messages';
import { whenGroupCommitsDone } from '../db/coalesce';
import type { Db } from '../db/open';

/**
 * A server process's life (src/server/OPERATIONS.md "Health, readiness and stopping"):
 * `starting` (listening, while migrations, the content load and the seed run), `serving`, then
 * `draining` from SIGTERM: requests already in the app finish and group commits are written,
 * new ones are refused with 503 and Connection: close, then the database closes.
 */
export type Phase = 'starting' | 'serving' | 'draining';

/** How long the readiness check waits for `select 1` before it calls the database unreachable. */
export const READY_DB_TIMEOUT_MS = 1_000;

/** How long a drain waits for no new request before it calls the process idle. */
const QUIET_MS = 100;

/** The paths a load balancer probes; they answer in every phase. */
export const PROBES = new Set(['/api/health', '/api/ready']);

export class Lifecycle {
  phase: Phase = 'starting';
  private inFlight = 0;
  private arrived = 0;
  private waiters: Array<() => void> = [];
  get open(): number {
    return this.inFlight;
  }

  /** From SIGTERM on: /api/ready answers 503 and new requests are refused. */
  beginDrain() {
    this.phase = 'draining';
  }

  /**
   * Resolves true once no request is open in the app and no group commit is pending, or false
   * after `timeoutMs` with some still open.
   */
  async drained(timeoutMs: number): Promise<boolean> {
    const idle = (async () => {
      for (;;) {
        while (this.inFlight > 0) await new Promise<void>((done) => this.waiters.push(done));
        await whenGroupCommitsDone();
        // A request the kernel already holds for a busy process is read only when its thread is
        // free: done once a quiet moment brings none.
        const seen = this.arrived;
        await new Promise((done) => setTimeout(done, QUIET_MS));
        if (this.inFlight === 0 && this.arrived === seen) return;
      }
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), timeoutMs)));
    try {
      return await Promise.race([idle.then(() => true as const), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Counts the server's requests from their arrival until their answer is written (or their
   * connection drops): an answer the app has made but Node has not yet sent is still open.
   */
  track(server: Server) {
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.inFlight++;
      this.arrived++;
      response.once('close', () => {
        this.inFlight--;
        if (this.inFlight === 0) for (const done of this.waiters.splice(0)) done();
      });
    });
  }
}

/** The answer to a request that comes while the process is starting or stopping. */
export function notNow(phase: Phase): Response {
  return new Response(JSON.stringify({ message: messages.serverError, state: phase }), {
    status: 503,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
      // Stopping: the device opens its next connection to another process.
      ...(phase === 'draining' ? { Connection: 'close' } : {}),
    },
  });
}

/**
 * GET /api/ready: 200 when this process should be sent requests; 503 with `state` while it
 * starts or stops, or with `database: 'unreachable'` when `select 1` fails or takes longer than
 * READY_DB_TIMEOUT_MS.
 */
export async function readiness(
  db: Db,
  lifecycle: Lifecycle | null,
  timeoutMs = READY_DB_TIMEOUT_MS,
): Promise<{ status: 200 | 503; body: object }> {
  const phase = lifecycle?.phase ?? 'serving';
  if (phase !== 'serving') return { status: 503, body: { ready: false, state: phase, version: APP_VERSION } };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reached = await Promise.race([
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((done) => (timer = setTimeout(() => done(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (!reached) return { status: 503, body: { ready: false, state: phase, database: 'unreachable', version: APP_VERSION } };
  return { status: 200, body: { ready: true, state: phase, database: 'ok', version: APP_VERSION } };
}
