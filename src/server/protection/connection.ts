import type { ServerType } from '@hono/node-server';
import type { Duplex } from 'node:stream';
import { extraMessages } from '../../shared/messages';

/** How long the rest of a refused request is read and dropped, so that the client gets the answer. */
const DRAIN_MS = 1000;

/** Node reports a long request's every further chunk again: one answer per connection. */
const answered = new WeakSet<Duplex>();

const answer = (socket: Duplex, status: string, message: string) => {
  if (answered.has(socket)) return;
  answered.add(socket);
  const body = JSON.stringify({ message });
  socket.write(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
  // Closing while the client still sends would reset the connection and lose the answer: the
  // rest is read and dropped for a moment (never kept), then the socket closes.
  socket.on('data', () => {});
  socket.resume();
  socket.once('end', () => socket.destroy());
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
};

/**
 * Requests Node refuses before the app sees them (a 100 KB query overflows the 16 KB header
 * limit; a malformed request line) get a JSON message like every other refusal, instead of
 * Node's empty answer.
 */
export function answerClientErrorsAsJson(server: ServerType) {
  (server as import('node:http').Server).on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (err.code === 'ECONNRESET' && !socket.readable)) return void socket.destroy();
    if (err.code === 'HPE_HEADER_OVERFLOW') answer(socket, '431 Request Header Fields Too Large', extraMessages.urlTooLong);
    else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') answer(socket, '408 Request Timeout', extraMessages.malformedRequest);
    else answer(socket, '400 Bad Request', extraMessages.malformedRequest);
  });
}
