import type { Context } from 'hono';

/**
 * The value each JSON answer made by `answerJson` was made from, so that the idempotency layer
 * stores it as it is instead of cloning the answer's body stream and parsing it back (a tee of a
 * web stream per save, and the answer then sent in chunks instead of with its length).
 */
const jsonValues = new WeakMap<Response, unknown>();

/** `c.json(value, status, headers)`, remembering the value for `jsonValueOf`. */
export function answerJson(c: Context, value: object, status = 200, headers?: Record<string, string>): Response {
  const res = c.json(value, status as 200, headers);
  jsonValues.set(res, value);
  return res;
}

/**
 * The value `res` was made from by `answerJson` (undefined for any other answer). Stored with
 * JSON.stringify, it is the body's text exactly: c.json made the body the same way.
 */
export const jsonValueOf = (res: Response): unknown => jsonValues.get(res);
