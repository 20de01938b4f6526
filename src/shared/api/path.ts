/**
 * Paths of the contract's endpoints (src/shared/api/endpoint.ts re-exports this). A module of its
 * own, free of valibot: the browser's HTTP helper (src/client/lib/api.ts) is on the landing page,
 * the contracts' schemas are not (issue 13, first load).
 */

/** Fills `:name` parameters of a path, URL-encoding each value. */
export function fillPath(path: string, params?: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
