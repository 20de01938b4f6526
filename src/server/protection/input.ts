/** Deeper than any request of the contract nests; deeper values are refused before anything walks them. */
export const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body for a contract call, if anything: U+0000 in a string
 * or key (PostgreSQL cannot store it), or nesting deeper than MAX_JSON_DEPTH (JSON.stringify
 * and the jsonb writer recurse, so 7,000 nested arrays would overflow their stack). Walked with
 * a stack, not recursion, so the check itself cannot overflow.
 */
export function jsonProblem(value: unknown): 'nul' | 'deep' | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'deep';
      if (Array.isArray(item)) {
        for (const inner of item) stack.push([inner, depth + 1]);
      } else {
        for (const [key, inner] of Object.entries(item)) {
          if (key.includes('\u0000')) return 'nul';
          stack.push([inner, depth + 1]);
        }
      }
    }
  }
  return null;
}

/** `%00` anywhere in a URL (path or query) would reach a query as U+0000 once decoded. */
export const urlHasNul = (url: string) => /%00/.test(url);

/** PostgreSQL quotes the offending value in some messages ('invalid input syntax for type integer: "…"'). */
const redactValues = (message: string) => message.replace(/"[^"]*"|'[^']*'|=\([^)]*\)/g, '"…"');

/**
 * What may be logged of a failure: never a query's parameters (they hold names, emails and
 * answers). drizzle puts them in its error's message and stack, so its cause is logged instead.
 */
export function describeFailure(err: unknown): string {
  const e = err as { query?: unknown; params?: unknown; cause?: unknown; stack?: string };
  if (e && typeof e === 'object' && 'query' in e && 'params' in e) {
    const cause = e.cause as { message?: string; code?: string; stack?: string } | undefined;
    // Only the frames: the message lines above them carry the parameters.
    const where = (e.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
    return `database query failed: ${cause?.code ? `[${cause.code}] ` : ''}${redactValues(cause?.message ?? 'unknown cause')}\n  query: ${String(e.query)}\n${where}`;
  }
  return err instanceof Error ? (err.stack ?? String(err)) : String(err);
}
