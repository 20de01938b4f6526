import type { Hono } from 'hono';
import { readMailFolder } from './adapters/mail';
import { isLoopback, socketAddress } from './protection/client-address';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The headers a proxy adds when it passes a request on (RFC 7239 Forwarded, the de facto
 * X-Forwarded-* family, nginx's X-Real-IP, and Via, which every HTTP proxy must add).
 */
const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'via', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/** True when the request shows any sign of having come through a proxy. */
export function cameThroughProxy(headers: Headers): boolean {
  for (const name of headers.keys()) {
    const lower = name.toLowerCase();
    if (lower.startsWith('x-forwarded-') || PROXY_HEADERS.includes(lower)) return true;
  }
  return false;
}

/**
 * /dev/mail: the messages the product wrote instead of sending (no SMTP_URL), newest first,
 * with their links clickable. They hold reset codes and passwords, so the page is mounted only
 * with DEV_MAIL_PAGE=true and answers only a browser on this machine. The socket's own address
 * is not enough: behind a reverse proxy on the same host (the TLS set-up of src/server/OPERATIONS.md) every visitor
 * arrives from 127.0.0.1. So a request that came through a proxy (any Forwarded, X-Forwarded-*,
 * X-Real-IP or Via header) is refused, and with TRUST_PROXY on (the operator says a proxy stands
 * in front) every request is. Anyone refused gets the ordinary 404.
 */
export function mountDevMail(app: Hono, folder: string, opts: { trustProxy?: boolean } = {}) {
  app.get('/dev/mail', async (c) => {
    if (opts.trustProxy || cameThroughProxy(c.req.raw.headers) || !isLoopback(socketAddress(c))) return c.notFound();
    c.header('Cache-Control', 'no-store');
    const mails = await readMailFolder(folder);
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To <strong>${escape(m.to)}</strong> · ${escape(new Date(m.date).toLocaleString('en-US'))}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail sent by Sentence Lab (development)</title>
<style>
body{font:17px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1b1b2f;background:#f7f7fb}
article{background:#fff;border:1px solid #d6d6e7;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin:.2rem 0}.meta{color:#555;margin:.2rem 0 .6rem}
pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#3b3a98}a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body>
<h1>Mail sent by Sentence Lab</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so messages are kept in <code>${escape(folder)}</code> and shown here, newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
