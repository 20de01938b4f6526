/**
 * Where Google may send the browser back to (issue 26): this site's own origin (PUBLIC_URL) and,
 * for a development or test machine, the origins of GOOGLE_REDIRECT_URIS. Anything else (a page
 * on another site that would receive the code) is refused before Google is asked.
 *
 * A loopback origin (http://localhost, 127.x.x.x, [::1]) matches any loopback host and port over
 * the same scheme, as Google's own loopback rule does: a developer's browser reaches the app by
 * whichever of those names and ports it likes, and nobody else can receive at that address.
 */

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

function parse(text: string): URL | null {
  try {
    return new URL(text.trim());
  } catch {
    return null;
  }
}

/** The origins a return address may have, from PUBLIC_URL and GOOGLE_REDIRECT_URIS (comma-separated). */
export function allowedReturnOrigins(publicUrl: string, extra?: string | null): URL[] {
  return [publicUrl, ...(extra ?? '').split(',')].flatMap((text) => {
    const url = text.trim() ? parse(text) : null;
    return url ? [url] : [];
  });
}

/** True when `redirect` is on one of the allowed origins (or, for a loopback one, on any loopback port). */
export function isAllowedReturn(redirect: URL, allowed: URL[]): boolean {
  return allowed.some(
    (origin) =>
      redirect.origin === origin.origin ||
      (redirect.protocol === origin.protocol && isLoopbackHost(origin.hostname) && isLoopbackHost(redirect.hostname)),
  );
}

/** The 400 a return address on another site gets: it names this site, never repeats the other one. */
export const returnAddressRefused = (publicUrl: string) =>
  `Google can only send you back to this site (${new URL(publicUrl).origin}). The return address must be its /login or /register page.`;
