/**
 * The router parses query values as JSON, so `?classcode=12345678` arrives as a number and
 * `?x=true` as a boolean; search validators turn them back into the text that was typed.
 */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A path on this site (never another origin), safe to send the user to after login. */
export function safeLocalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}
