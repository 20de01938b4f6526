import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { answerClientErrorsAsJson } from './protection/connection';

/**
 * How many connections the kernel keeps waiting for this process to accept them (capped by the
 * system's net.core.somaxconn, 4096 on current Linux). Node's default is 511. When a school's
 * bell rings, 1,500 devices open a connection within seconds while the one thread is busy with
 * the database; beyond the queue the kernel drops a device's connection attempt and the device
 * tries again only after 1 s, then 3, 7, 15 and 31 s: the bell-burst bench measured answers 29 s
 * late that way (`netstat -s`: "SYNs to LISTEN sockets dropped"), with the server mostly idle.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * How long an idle kept-alive connection stays open between a device's requests (Node's default
 * is 5 s). A student answers a question or opens a page every few seconds to a minute: with 5 s
 * nearly every request of a class opens a new connection, and the bell's saves all do at once.
 */
export const KEEP_ALIVE_MS = 30_000;

/**
 * The app's HTTP server (main.ts, the benches), listening on `port` and `hostname`. Requests
 * Node refuses before the app sees them answer JSON (protection/connection.ts).
 */
export function startHttpServer(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  opts: { port: number; hostname: string },
  onListening?: (address: AddressInfo) => void,
): Server {
  const server = createAdaptorServer({ fetch, hostname: opts.hostname }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must outlast the keep-alive time, or a request arriving at its end could be cut (Node's docs).
  server.headersTimeout = Math.max(server.headersTimeout, KEEP_ALIVE_MS + 1_000);
  answerClientErrorsAsJson(server);
  server.listen({ port: opts.port, host: opts.hostname, backlog: LISTEN_BACKLOG }, () => onListening?.(server.address() as AddressInfo));
  return server;
}

/** startHttpServer, resolved once it listens, with its address. */
export function listenHttp(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  opts: { port: number; hostname: string },
): Promise<{ server: Server; address: AddressInfo }> {
  return new Promise((resolve) => {
    const server = startHttpServer(fetch, opts, (address) => resolve({ server, address }));
  });
}
