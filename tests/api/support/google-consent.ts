/**
 * Goes through the Google stand-in's real sign-in and consent pages (oidc-provider's development
 * interactions) over plain HTTP, as a browser would, for API tests that have none: a fresh cookie
 * jar, the login form (the login name is the account's sub), then the consent form (or, with
 * `deny`, its abort link, so the provider redirects with error=access_denied). Returns the URL
 * the provider finally redirects to on the authorization request's redirect_uri (with code and
 * state, or error).
 */
export async function consentAtProvider(authorizationUrl: string, login: string, opts: { deny?: boolean } = {}): Promise<URL> {
  const redirectUri = new URL(authorizationUrl).searchParams.get('redirect_uri');
  if (!redirectUri) throw new Error('consentAtProvider: the authorization URL has no redirect_uri');
  const target = new URL(redirectUri);
  const onRedirectUri = (url: URL) => url.origin === target.origin && url.pathname === target.pathname;

  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim());
        return (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) || (key.toLowerCase() === 'max-age' && Number(val) <= 0);
      });
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const request = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    remember(response);
    return response;
  };

  let url = new URL(authorizationUrl);
  let response = await request(url);
  let loggedIn = false;
  for (let step = 0; step < 20; step++) {
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`consentAtProvider: ${response.status} without a Location from ${url}`);
      const next = new URL(location, url);
      if (onRedirectUri(next)) return next;
      url = next;
      response = await request(url);
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`consentAtProvider: ${response.status} from ${url}: ${textOf(html)}`);
    const form = parseForm(html);
    if (!form) throw new Error(`consentAtProvider: no form on ${url}: ${textOf(html)}`);
    const prompt = form.fields.get('prompt');
    if (prompt === 'login') {
      if (loggedIn) throw new Error(`consentAtProvider: the provider did not accept the login '${login}' (unknown account?)`);
      loggedIn = true;
      form.fields.set('login', login);
      form.fields.set('password', 'any');
    } else if (prompt === 'consent' && opts.deny) {
      const abort = /<a\s[^>]*href="([^"]*\/abort)"/i.exec(html);
      if (!abort) throw new Error(`consentAtProvider: no abort link on ${url}`);
      url = new URL(decodeEntities(abort[1]!), url);
      response = await request(url);
      continue;
    } else if (prompt !== 'consent') {
      throw new Error(`consentAtProvider: unexpected form (prompt=${prompt}) on ${url}`);
    }
    url = new URL(form.action, url);
    response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...form.fields]).toString(),
    });
  }
  throw new Error('consentAtProvider: too many steps without reaching the redirect_uri');
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? _m;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? decodeEntities(match[2] ?? match[3] ?? '') : undefined;
}

function parseForm(html: string): { action: string; fields: Map<string, string> } | undefined {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const fields = new Map<string, string>();
  for (const input of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input[0], 'name');
    if (name && attribute(input[0], 'type')?.toLowerCase() === 'hidden') fields.set(name, attribute(input[0], 'value') ?? '');
  }
  return { action: attribute(form[1]!, 'action') ?? '', fields };
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/gi, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}
