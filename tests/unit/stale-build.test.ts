import { describe, expect, it } from 'vitest';
import { chunkUrlOf, isChunkLoadError, isStaleChunk, mayReload, RELOAD_KEY, RELOAD_WINDOW_MS } from '../../src/client/lib/staleBuild';

/** A tab open across an upgrade (src/client/lib/staleBuild.ts): which failures reload the page, and only once. */

const CHROMIUM = new TypeError('Failed to fetch dynamically imported module: http://lab.example/assets/_auth._teacher.mastery-BnSSLr-j.js');
const FIREFOX = new TypeError('error loading dynamically imported module: https://lab.example/assets/mastery-X1.js');
const SAFARI = new TypeError('Importing a module script failed.');

const answer =
  (status: number, type = 'text/javascript') =>
  async () => ({ status, ok: status >= 200 && status < 300, headers: new Headers({ 'content-type': type }) });

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('stale chunks', () => {
  it('recognises the browsers’ module-load failures and the chunk they name', () => {
    for (const e of [CHROMIUM, FIREFOX, SAFARI, new Error('Unable to preload CSS for /assets/x.css')])
      expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(chunkUrlOf(CHROMIUM)).toBe('http://lab.example/assets/_auth._teacher.mastery-BnSSLr-j.js');
    expect(chunkUrlOf(FIREFOX)).toBe('https://lab.example/assets/mastery-X1.js');
    expect(chunkUrlOf(SAFARI)).toBeNull();
  });

  it('a chunk the server no longer has is stale; one the network failed to bring is not', async () => {
    const asked: { url: string; method?: string }[] = [];
    const probe = (status: number, type?: string) => async (url: string, init: RequestInit) => {
      asked.push({ url, method: init.method });
      return answer(status, type)();
    };
    expect(await isStaleChunk(CHROMIUM, probe(404), null)).toBe(true);
    expect(asked[0]).toEqual({ url: 'http://lab.example/assets/_auth._teacher.mastery-BnSSLr-j.js', method: 'HEAD' });
    expect(await isStaleChunk(CHROMIUM, probe(410), null)).toBe(true);
    // Some hosts answer a missing file with their page.
    expect(await isStaleChunk(CHROMIUM, probe(200, 'text/html; charset=utf-8'), null)).toBe(true);
    expect(await isStaleChunk(CHROMIUM, probe(200), null)).toBe(false);
    expect(await isStaleChunk(CHROMIUM, probe(503), null)).toBe(false);
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await isStaleChunk(CHROMIUM, offline, null)).toBe(false);
    // Safari names no chunk: the page's own entry script is asked about.
    expect(await isStaleChunk(SAFARI, probe(404), 'http://lab.example/assets/index-A.js')).toBe(true);
    expect(asked.at(-1)?.url).toBe('http://lab.example/assets/index-A.js');
    expect(await isStaleChunk(SAFARI, probe(200), 'http://lab.example/assets/index-A.js')).toBe(false);
    expect(await isStaleChunk(SAFARI, probe(404), null)).toBe(false);
  });

  it('reloads once per window, never in a loop, and not at all without storage', () => {
    const storage = memoryStorage();
    const t = 1_000_000;
    expect(mayReload(storage, t)).toBe(true);
    expect(storage.map.get(RELOAD_KEY)).toBe(String(t));
    expect(mayReload(storage, t + 1)).toBe(false);
    expect(mayReload(storage, t + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(mayReload(storage, t + RELOAD_WINDOW_MS)).toBe(true);
    expect(mayReload(null, t)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(mayReload(broken, t)).toBe(false);
  });
});
