import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30, the README as the front door: short, its configuration table complete, and the pages
 * it and its neighbours link to really there. Read as text, as a newcomer reads them.
 */
const README = 'README.md';
const PAGES = [
  README,
  'src/server/README.md',
  'src/client/offline/README.md',
  'src/server/content/README.md',
  'tests/README.md',
  'tests/bench/README.md',
  'src/server/OPERATIONS.md',
];
const read = (path: string) => readFileSync(path, 'utf8');

/** The settings `readConfig` reads: the keys of ConfigSchema in src/server/config.ts. */
function configVariables(source = read('src/server/config.ts')): string[] {
  const schema = source.slice(
    source.indexOf('const ConfigSchema = v.object({'),
    source.indexOf('\n});', source.indexOf('const ConfigSchema')),
  );
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

/** The variables named in the first column of README's "Configuration" table. */
function tableVariables(readme = read(README)): Set<string> {
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
  return new Set(names);
}

/** GitHub's anchors for a page's headings: lower case, punctuation dropped, spaces as hyphens. */
const headingSlugs = (markdown: string) =>
  new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );

describe('README.md', () => {
  it('is at most 200 lines', () => {
    expect(read(README).split('\n').length - 1).toBeLessThanOrEqual(200);
  });

  it('keeps the two set-up commands', () => {
    const setup = read(README).split('## Set up on a fresh machine')[1]!.split('\n## ')[0]!;
    expect(setup).toContain('npm install && npm start');
    expect(setup).toContain('npm install && npm test');
  });

  it('names every setting of src/server/config.ts in its configuration table, and no other', () => {
    const wanted = configVariables();
    expect(wanted.length).toBeGreaterThan(25);
    const table = tableVariables();
    expect(
      wanted.filter((name) => !table.has(name)),
      'settings missing from the table',
    ).toEqual([]);
    expect(
      [...table].filter((name) => !wanted.includes(name)),
      'rows for settings config.ts does not read',
    ).toEqual([]);
  });

  it('the table check fails on a missing row', () => {
    const readme = read(README).replace(/^\| `KAHOOT_URL` \|.*\n/m, '');
    expect(tableVariables(readme).has('KAHOOT_URL')).toBe(false);
  });
});

describe('the pages beside the code', () => {
  it.each(PAGES)('every relative link of %s points to a file of the repository', (page) => {
    const links = [...read(page).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/.test(href));
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter((href) => !existsSync(join(dirname(page), href)));
    expect(missing).toEqual([]);
    // Nothing outside the repository (../shared is not part of it).
    expect(links.filter((href) => join(dirname(page), href).startsWith('..'))).toEqual([]);
  });

  it.each(PAGES)('every #heading a link of %s names is a heading of the page it opens', (page) => {
    const anchored = [...read(page).matchAll(/\]\(([^)#\s]*\.md)#([^)\s]+)\)/g)].map((m) => ({ href: m[1]!, anchor: m[2]! }));
    const broken = anchored.filter(({ href, anchor }) => {
      const target = join(dirname(page), href);
      return existsSync(target) && !headingSlugs(read(target)).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('the manifest screenshots are PNGs of the size the manifest states, under 250 KB', () => {
    const config = read('vite.config.ts');
    const shots = [
      ...config.matchAll(/\{ src: '\/(screenshots\/[\w-]+\.png)', sizes: '(\d+)x(\d+)', type: 'image\/png', form_factor: '(wide|narrow)'/g),
    ];
    expect(shots.map((m) => m[4]).sort()).toEqual(['narrow', 'wide']);
    for (const [, file, width, height] of shots) {
      const path = join('public', file!);
      const png = readFileSync(path);
      expect(png.subarray(1, 4).toString(), path).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, path).toBe(`${width}x${height}`);
      expect(statSync(path).size, path).toBeLessThan(250 * 1024);
      expect(read(README), `README shows ${file}`).toContain(`](public/${file})`);
    }
    // Shown only by the install dialog: not precached.
    expect(config).toMatch(/globIgnores: \['screenshots\/\*\*'\]/);
  });
});
