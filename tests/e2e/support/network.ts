import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the browser and the server that a test can cut and restore.
 * `context.setOffline()` does not reach the service worker's own fetches (Playwright
 * issue 2311); a cut here does: page, worker and every open keep-alive connection lose
 * the server at once, as when a Chromebook's Wi-Fi drops.
 *
 * `cutAt` is a trip-wire: it cuts the network the moment a given request passes, either before
 * the server gets it (`deliver: false`) or after the server has handled it and before its answer
 * reaches the browser (`deliver: true`) — the two ways a save is lost "in flight", made
 * deterministic.
 */
export interface Network {
  url: string;
  cut(): void;
  restore(): void;
  /** Resolves once the trip-wire fired (the network is then cut). */
  cutAt(requestLine: string, opts: { deliver: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Each network is one device on the school's network: its connections reach the server from
 * their own loopback address (127.x.y.z), so per-address rate limits count each test apart, as
 * they count each Chromebook apart.
 */
const deviceAddress = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

export async function startNetwork(targetPort: number): Promise<Network> {
  const localAddress = deviceAddress();
  let isCut = false;
  let trip: { needle: string; deliver: boolean; fired: () => void } | null = null;
  const open = new Set<net.Socket>();
  const cutAll = () => {
    isCut = true;
    for (const s of open) s.destroy();
    open.clear();
  };
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ port: targetPort, host: '127.0.0.1', localAddress });
    open.add(client);
    open.add(upstream);
    // Set when this connection carried the tripping request to the server: its answer is dropped.
    let dropAnswer: (() => void) | null = null;
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      if (trip && chunk.toString('latin1').includes(trip.needle)) {
        const { deliver, fired } = trip;
        trip = null;
        if (!deliver) {
          cutAll();
          fired();
          return;
        }
        dropAnswer = fired;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (dropAnswer) {
        const fired = dropAnswer;
        dropAnswer = null;
        cutAll();
        fired();
        return;
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost (not 127.0.0.1) so the page is a secure context where service workers run.
    url: `http://localhost:${port}`,
    cut: cutAll,
    restore() {
      isCut = false;
    },
    cutAt(requestLine, { deliver }) {
      return new Promise<void>((resolve) => {
        trip = { needle: requestLine, deliver, fired: resolve };
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        trip = null;
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
