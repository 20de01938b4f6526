/**
 * Reading the server's answers, the same way in the page's calls, the outbox and the service
 * worker's content cache (no DOM needed: it runs in the worker too).
 */

/** Statuses a gateway gives when the server behind it cannot be reached: for us, the network is down. */
export const isUnreachableStatus = (status: number) => status === 502 || status === 503 || status === 504 || status === 511;

/** Our API answers JSON; anything else (a school captive portal's login page) did not come from it. */
export const isJsonAnswer = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('application/json');

/**
 * The message of a failed answer, picked as the spec says: value, message, status text, Message,
 * plain string (empty when there is none).
 */
export async function messageOfAnswer(response: Response): Promise<string> {
  let body: unknown;
  try {
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const field of ['value', 'message'] as const) if (typeof b[field] === 'string' && b[field]) return b[field] as string;
    if (response.statusText) return response.statusText;
    if (typeof b.Message === 'string') return b.Message;
  }
  if (response.statusText) return response.statusText;
  return typeof body === 'string' ? body : '';
}
