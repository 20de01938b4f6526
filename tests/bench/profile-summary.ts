/**
 * `npx tsx tests/bench/profile-summary.ts <file.cpuprofile> [rows]`: what a CPU profile written by
 * `BENCH_PROFILE` spent its time on, as text (a headless machine has no DevTools): the functions
 * with the most self time, then the time per package or file of this project. Prints only.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx tests/bench/profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const msOfNode = new Map<number, number>();
profile.samples.forEach((id, i) => msOfNode.set(id, (msOfNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

/** A package (node_modules/<name>, scoped names whole), a file of this project, or Node's and V8's own. */
function placeOf(url: string): string {
  if (!url) return '(native, GC, idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  if (url.startsWith('wasm://')) return 'wasm';
  return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
}

const bySelf = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const ms = msOfNode.get(node.id) ?? 0;
  if (ms === 0) continue;
  total += ms;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url);
  const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
  bySelf.set(name, (bySelf.get(name) ?? 0) + ms);
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);

console.log(`${file}: ${total.toFixed(0)} ms sampled`);
console.log('\nself time, by function:');
for (const line of top(bySelf, rows)) console.log(line);
console.log('\nby package or file:');
for (const line of top(byPlace, rows)) console.log(line);
