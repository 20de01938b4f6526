import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Origins outside this server that the page may use, one list per purpose, so that the payment
 * (Stripe) and Google sign-in that come next add their origins here and nowhere else.
 */
export const THIRD_PARTY_ORIGINS = {
  /** Lesson videos (src/client/features/lessons/resources.tsx embeds these players). */
  frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://drive.google.com'],
  scripts: [] as string[],
  connections: [] as string[],
  /** Forms that post away from the app (none yet; an OAuth redirect is a navigation, not a form). */
  forms: [] as string[],
};

/** What Stripe.js and its Elements iframes need (Stripe's CSP guide); only sent while card payment is on. */
export const STRIPE_ORIGINS = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connections: ['https://api.stripe.com'],
};

/**
 * The security headers of every answer: the page set on pages and the files they load, the API
 * set on /api answers (apiSecurityHeaders). HSTS on both only when the public address is https:
 * on plain http it would be ignored, and sent through a school's TLS proxy it pins the name to
 * TLS, which is what we want there.
 */
export function securityHeaders(opts: { publicUrl: string; cardPayments?: boolean }): MiddlewareHandler {
  const page = pageSecurityHeaders(opts);
  const api = apiSecurityHeaders(opts);
  return (c, next) => {
    const path = c.req.path;
    if (path !== '/api' && !path.startsWith('/api/')) return page(c, next);
    // Set before the handler runs, so the answer is made with them (c.json and c.body take the
    // prepared headers): setting them on the finished answer, as secureHeaders does, makes
    // @hono/node-server build a whole fetch Response for every API call (tests/bench/README.md).
    for (const [name, value] of api) c.header(name, value);
    return next();
  };
}

/**
 * The headers of an API answer (JSON, never a page): OWASP's REST Security Cheat Sheet set. A
 * JSON answer loads nothing, so its policy allows nothing; framing, sniffing and reading it from
 * another origin are refused as for pages. The page-only headers (the page's CSP sources,
 * Permissions-Policy, Cross-Origin-Opener-Policy and the legacy X- headers) mean nothing on JSON
 * and were ~600 bytes of every answer.
 */
export function apiSecurityHeaders(opts: { publicUrl: string }): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(opts.publicUrl.startsWith('https:') ? ([['Strict-Transport-Security', HSTS]] as const) : []),
  ];
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy and friends of pages and their files. Scripts come only from this
 * origin (no 'unsafe-inline', no eval); styles allow inline because Radix dialogs inject a small
 * <style> to lock scrolling; images may come from https (content packs link pictures).
 */
function pageSecurityHeaders(opts: { publicUrl: string; cardPayments?: boolean }) {
  const https = opts.publicUrl.startsWith('https:');
  const stripe = opts.cardPayments ? STRIPE_ORIGINS : { scripts: [], frames: [], connections: [] };
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...THIRD_PARTY_ORIGINS.scripts, ...stripe.scripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...THIRD_PARTY_ORIGINS.connections, ...stripe.connections],
      frameSrc: [...THIRD_PARTY_ORIGINS.frames, ...stripe.frames],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...THIRD_PARTY_ORIGINS.forms],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // Links a teacher follows out of the app must not carry an impersonation token or a class's id.
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: https ? HSTS : false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: opts.cardPayments ? ['self', 'https://js.stripe.com'] : ['self'] },
  });
}
