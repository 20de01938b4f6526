import * as v from 'valibot';

/**
 * One call of the API: method, path under /api (as the specs give it, `:name` for path
 * parameters), and the valibot schemas of its query, body and response. The server
 * validates with these objects and the client's typed helper is built from them, so a
 * renamed field fails the type check on both sides.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Schema = v.GenericSchema;

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: M;
  path: P;
  query: Q;
  body: B;
  response: R;
  /**
   * A POST after which every read answers as before (the session check, a delivery key): a read
   * asked before it may still serve the same read after it (sharedCall, client/lib/useLoaded.ts).
   */
  changesNoRead?: true;
}

/** Pure: an endpoint no module of a chunk calls is left out of it, with its schemas (issue 13's first load). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  M extends Method,
  P extends string,
  R extends Schema,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(def: { method: M; path: P; response: R; query?: Q; body?: B; changesNoRead?: true }): Endpoint<M, P, Q, B, R> {
  return { query: undefined as Q, body: undefined as B, ...def };
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a caller passes: path params, query and body, each only when the endpoint has them. */
export type CallInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string> }) &
  (E['query'] extends Schema ? { query: v.InferInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: v.InferInput<E['body']> } : { body?: undefined });

export type CallOutput<E extends Endpoint> = v.InferOutput<E['response']>;

/** Fills `:name` parameters of a path (its own module: the landing page's script needs it, not valibot). */
export { fillPath } from './path';

/** Body of every failed call: `{ message }` with the catalogue's wording. */
export const ErrorBody = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
