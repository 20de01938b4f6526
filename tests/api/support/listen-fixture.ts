/**
 * A server started the way `npm start` starts the app (src/server/listen.ts), for
 * tests/api/listen.test.ts: GET /block keeps its one thread busy for BLOCK_MS, as a bell burst's
 * database work does; every other request answers 200. Prints its port when it listens.
 */
import { startHttpServer } from '../../../src/server/listen';

const BLOCK_MS = Number(process.env.BLOCK_MS ?? 3000);

startHttpServer(
  (request) => {
    if (new URL(request.url).pathname === '/block') {
      const until = Date.now() + BLOCK_MS;
      while (Date.now() < until) {
        // busy: no connection is accepted meanwhile
      }
    }
    return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
  },
  { port: 0, hostname: '127.0.0.1' },
  (address) => console.log(`port ${address.port}`),
);
