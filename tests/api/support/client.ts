import * as v from 'valibot';
import { fillPath, type CallInput, type Endpoint } from '../../../src/shared/api/endpoint';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls an endpoint of the contract over HTTP, as the browser would, and returns the raw
 * status and JSON. Successful answers are checked against the endpoint's response schema.
 */
export async function request<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input: CallInput<E> & { key?: string | null },
): Promise<Answer<any>> {
  const { params, query, body, key } = input as { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; key?: string };
  const url = new URL(`/api${fillPath(endpoint.path, params)}`, baseUrl);
  for (const [k, val] of Object.entries(query ?? {})) if (val !== undefined) url.searchParams.set(k, String(val));
  return raw(url.toString(), { method: endpoint.method, body, key, validate: endpoint.response });
}

/** A request without the contract's types: for malformed input, unknown routes and custom headers. */
export async function raw(
  url: string,
  opts: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    key?: string | null;
    validate?: v.GenericSchema;
    /** Extra request headers (e.g. Idempotency-Key). */
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<any> & { headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['X-Api-Key'] = opts.key;
  let payload: string | undefined = opts.rawBody;
  if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { method: opts.method ?? 'GET', headers, body: payload });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* plain text answer */
  }
  if (res.ok && opts.validate) body = v.parse(opts.validate, body);
  // Not enumerable, so that tests comparing the whole answer with toEqual({ status, body }) keep working.
  return Object.defineProperty({ status: res.status, body }, 'headers', { value: res.headers, enumerable: false }) as Answer<any> & {
    headers: Headers;
  };
}
