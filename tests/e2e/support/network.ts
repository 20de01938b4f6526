import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the browser and the server that a test can cut and restore.
 * `context.setOffline()` does not reach the service worker's own fetches (Playwright
 * issue 2311); a cut here does: page, worker and every open keep-alive connection lose
 * the server at once, as when a Chromebook's Wi-Fi drops.
 */
export interface Network {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startNetwork(targetPort: number): Promise<Network> {
  let isCut = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost (not 127.0.0.1) so the page is a secure context where service workers run.
    url: `http://localhost:${port}`,
    cut() {
      isCut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
