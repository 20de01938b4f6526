/**
 * Run before the server (package.json): `npm start` builds the app only when dist/ is missing or
 * was built from other sources; `npm run serve` (with --check) serves a built app and refuses
 * when there is none. The build's sources are fingerprinted into dist/.build-stamp.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
/** What the build reads: a change to any of these makes another build. */
export const BUILD_SOURCES = ['src', 'public', 'sw', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
export const STAMP = '.build-stamp';

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

/** One hash of every source file's path and bytes. */
export function sourcesHash(root = ROOT): string {
  const hash = createHash('sha256');
  for (const source of BUILD_SOURCES) {
    for (const file of files(join(root, source))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Why dist/ must be built, or null when it is the build of these sources. */
export function needsBuild(root = ROOT, dist = join(root, 'dist')): string | null {
  if (!existsSync(join(dist, 'index.html'))) return 'no built app in dist/';
  const stamp = join(dist, STAMP);
  if (!existsSync(stamp)) return 'dist/ does not say which sources it was built from';
  if (readFileSync(stamp, 'utf8').trim() !== sourcesHash(root)) return 'the sources changed since dist/ was built';
  return null;
}

function main() {
  const dist = join(ROOT, 'dist');
  if (process.argv.includes('--check')) {
    // The folder the server will serve (STATIC_DIR, as config.ts reads it).
    const served = resolve(process.env.STATIC_DIR || './dist');
    if (existsSync(join(served, 'index.html'))) return;
    console.error(`There is no built app in ${served}: run \`npm run build\` first (or \`npm start\`, which builds when needed).`);
    process.exit(1);
  }
  if (process.argv.includes('--stamp')) {
    writeFileSync(join(dist, STAMP), `${sourcesHash()}\n`);
    return;
  }
  const why = needsBuild(ROOT, dist);
  if (!why) {
    console.log('The built app in dist/ is up to date.');
    return;
  }
  console.log(`Building the app (${why})...`);
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The sources as the build leaves them (it may regenerate one, such as the route tree).
  writeFileSync(join(dist, STAMP), `${sourcesHash()}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
