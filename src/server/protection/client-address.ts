import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; server?: NodeBindings };

/** The address of the socket the request came on ('' when there is none, as in app.request()). */
export function socketAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return normalize(bindings?.incoming?.socket?.remoteAddress ?? '');
}

/** ::ffff:127.0.0.1 (IPv4 on an IPv6 socket) is 127.0.0.1. */
const normalize = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** This machine: 127.0.0.0/8 or ::1. */
export const isLoopback = (address: string) => /^127\.\d+\.\d+\.\d+$/.test(address) || address === '::1';

/**
 * Who is asking, for rate limits. The socket's address, unless the operator says a reverse
 * proxy stands in front (TRUST_PROXY): then the last X-Forwarded-For hop, the one that proxy
 * appended (earlier hops are whatever the client chose to send).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const socket = socketAddress(c);
  if (!trustProxy) return socket || 'unknown';
  const hops = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return normalize(hops.at(-1) ?? '') || socket || 'unknown';
}

/** The caller's address as the app's settings say to read it. */
export const requestAddress = (c: Context<AppEnv>) => clientAddress(c, c.var.deps.config.TRUST_PROXY ?? false);
