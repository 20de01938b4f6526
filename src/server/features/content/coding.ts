import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CachedBody } from '../../content/catalog';

/**
 * Compressed JSON answers for the content reads and the offline copy: brotli when the client
 * takes it, else gzip, else none. A compressed answer's ETag names its coding (`"…-br"`), so a
 * cache never takes one coding for another, and an If-None-Match in any coding of the same body
 * matches (a 304 carries no body).
 */
export type Coding = 'br' | 'gzip';

/** The coding to answer in for this Accept-Encoding: brotli, else gzip, else none (q=0 refuses one). */
export function codingFor(acceptEncoding: string | undefined): Coding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The ETag of a body's answer in `coding`. */
export const etagIn = (etag: string, coding: Coding | null): string =>
  coding ? etag.replace(/"$/, `-${coding === 'br' ? 'br' : 'gz'}"`) : etag;

/** Whether If-None-Match names this body's ETag, in any coding (a list, weak validators and `*` included). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    const base = t.replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"');
    return t === '*' || base === etag;
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Compresses `body` in `coding` (on libuv's threads, not the server's). */
export async function compress(body: string, coding: Coding, effort: 'once' | 'per request'): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === 'gzip') return new Uint8Array(await gzip(body, { level: effort === 'once' ? 9 : 6 }));
  // Quality 5 has most of brotli's gain at a small part of the time of 11.
  const quality = effort === 'once' ? 11 : 5;
  return new Uint8Array(await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }));
}

const coded = new WeakMap<CachedBody, Map<Coding, Promise<Uint8Array<ArrayBuffer>>>>();

/** A cached content body in `coding`, compressed once for as long as the catalog keeps the body. */
export function codedBody(cached: CachedBody, coding: Coding): Promise<Uint8Array<ArrayBuffer>> {
  let byCoding = coded.get(cached);
  if (!byCoding) coded.set(cached, (byCoding = new Map()));
  let found = byCoding.get(coding);
  if (!found) {
    found = compress(cached.body, coding, 'once');
    // A failure is not kept: the next request tries again.
    found.catch(() => byCoding.delete(coding));
    byCoding.set(coding, found);
  }
  return found;
}
