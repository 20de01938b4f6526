import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { CallOutput, Endpoint } from '../shared/api/endpoint';
import { localizeEnglish } from '../shared/i18n/runtime';
import { extraMessages, messages } from '../shared/messages';
import type { AppEnv } from './app-env';
import { idempotent } from './idempotency';
import { answerJson } from './json-answer';
import { jsonProblem } from './protection/input';

/** A failure with the catalogue's status and words; the app answers it as `{ message }`. */
export class HttpError extends Error {
  /** Headers the answer carries (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string> = {};
  constructor(
    readonly status: number,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    Object.assign(this.headers, headers);
  }
}

/** The JSON answer of a refusal, with its headers. */
export const refusal = (c: Context, err: HttpError) => answerJson(c, { message: err.message }, err.status, err.headers);

type Input<E extends Endpoint> = {
  query: E['query'] extends v.GenericSchema ? v.InferOutput<E['query']> : undefined;
  body: E['body'] extends v.GenericSchema ? v.InferOutput<E['body']> : undefined;
};

/** The schema of the field an issue's path points at (through objects, pipes and optional wrappers). */
function fieldSchema(schema: v.GenericSchema, path: readonly { key?: unknown }[]): v.GenericSchema | undefined {
  let s = schema as unknown as { entries?: Record<string, unknown>; wrapped?: unknown } | undefined;
  for (const item of path) {
    while (s && !s.entries && s.wrapped) s = s.wrapped as typeof s;
    s = s?.entries?.[String(item.key)] as typeof s;
  }
  return s as v.GenericSchema | undefined;
}

/**
 * The message to answer a failed check with. valibot reports a missing field with its own
 * "Invalid key" text, not the field's message, so the field schema's own message is used;
 * a body that is not an object at all (or a field without a message) gets the generic one.
 */
function issueMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue?.path?.length) return messages.badRequest;
  if (issue.kind === 'schema' && issue.type === 'object' && issue.path.at(-1)?.origin === 'key') {
    const own = (fieldSchema(schema, issue.path) as { message?: unknown } | undefined)?.message;
    return typeof own === 'string' ? own : messages.badRequest;
  }
  return issue.message;
}

function check<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  // A schema's message was written into it in English when its module loaded: read it in the request's language.
  if (!result.success) throw new HttpError(400, localizeEnglish(issueMessage(schema, result.issues[0])));
  return result.output;
}

/**
 * The largest body each kind of call reads; anything bigger is refused (413) before it is read
 * (by its Content-Length) or as soon as it grows past the limit (chunked).
 */
export const BODY_LIMITS = {
  /** Sign-in, registration, profile and class forms: a few fields of at most 500 characters. */
  form: 16 * 1024,
  /** A quiz or diagnostic save, or a list of lesson or topic switches. */
  answers: 256 * 1024,
  /** A writing assignment (50,000 characters of HTML, up to 4 bytes each, escaped). */
  writing: 512 * 1024,
} as const;

/**
 * Refuses a body over `maxSize` bytes (413, and the connection closed: the unread rest of the
 * body stays on it). hono/body-limit asks `c.req.raw.body`, which turns @hono/node-server's
 * lightweight request into a whole fetch Request (an AbortController, undici headers, a web
 * stream) on every call, GETs included: in issue 13's bench that was the costliest part of a
 * cached read. A request without a body or with a Content-Length is decided from its headers
 * here; only a chunked body is counted by hono's middleware as it streams in.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const onError = (c: Context) => c.json({ message: extraMessages.bodyTooLarge }, 413, { Connection: 'close' });
  const streamed = bodyLimit({ maxSize, onError });
  return (c, next) => {
    if (c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    // HTTP/1.1: without Transfer-Encoding, Content-Length is the body's length; without both, there is none.
    const length = c.req.header('Content-Length');
    if (length !== undefined && Number(length) > maxSize) return Promise.resolve(onError(c));
    return next();
  };
}

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return {};
  // A form posted cross-site can only be text/plain or urlencoded: JSON under another type is refused.
  if (!isJson(c.req.header('Content-Type'))) throw new HttpError(415, extraMessages.notJson);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.badRequest);
  }
  // Refused here as bad input, never a failed query or an overflowed stack further on.
  const problem = jsonProblem(value);
  if (problem === 'nul') throw new HttpError(400, extraMessages.nulCharacter);
  if (problem === 'deep') throw new HttpError(400, messages.badRequest);
  return value;
}

type Guard = (c: Context<AppEnv>) => void | Promise<void>;

/**
 * Registers the handler of one contract endpoint: the request is checked against the
 * endpoint's query and body schemas (400 with the first message on failure), then each
 * guard runs, then the handler, whose answer the contract types.
 */
export function handle<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  guards: Guard[],
  /** A Response (e.g. a cached body or a 304) is sent as it is; anything else as JSON. */
  handler: (c: Context<AppEnv>, input: Input<E>) => Promise<CallOutput<E> | Response>,
  options: {
    /**
     * A write a device may replay (offline outbox): with an `Idempotency-Key` header, the first
     * answer per user and key is stored and returned again (src/server/idempotency.ts). Needs a
     * guard that signs the user in; it runs after the guards, around the checks and the handler.
     */
    idempotent?: boolean;
    /** The largest body this call reads (default: a form's). */
    maxBody?: keyof typeof BODY_LIMITS;
  } = {},
) {
  const path = endpoint.path;
  const replayable = options.idempotent ? idempotent() : null;
  const limit = limitBody(BODY_LIMITS[options.maxBody ?? 'form']);
  router.on(endpoint.method, path, limit, async (c) => {
    for (const guard of guards) await guard(c);
    const run = async (): Promise<Response> => {
      const query = endpoint.query ? check(endpoint.query, c.req.query()) : undefined;
      const body = endpoint.body ? check(endpoint.body, await readJson(c)) : undefined;
      const result = await handler(c, { query, body } as Input<E>);
      if (result instanceof Response) return result;
      return answerJson(c, result as object);
    };
    if (!replayable) return run();
    // Refusals (HttpError) become their JSON answer here, as app.onError would, so that they are stored too.
    const answer = await replayable(c, async () => {
      try {
        c.res = await run();
      } catch (err) {
        if (!(err instanceof HttpError) || err.status >= 500) throw err;
        c.res = refusal(c, err);
      }
    });
    return answer ?? c.res;
  });
}

/** Postgres unique-violation, from either driver. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
