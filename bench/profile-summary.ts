// `npx tsx bench/profile-summary.ts [dir]`: where a server CPU profile (BENCH_CPU_PROF=1 npm run bench, written
// to bench/results/profiles/) spent its time: the heaviest functions by self time, and the share of busy
// time spent under each package or module (a sample counts once for every package on its stack).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const dir = process.argv[2] ?? 'bench/results/profiles';
const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
// The newest run's profiles (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile), of which the main thread's is the
// largest (the other one is tsx's module loader thread). A run is its process id: the two threads' files can
// carry different seconds.
const paths = files.map((name) => path.join(dir, name));
const newest = paths.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
const runOf = (file: string) => path.basename(file).split('.')[3];
const file = paths
  .filter((candidate) => newest && runOf(candidate) === runOf(newest))
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (!file) throw new Error(`no .cpuprofile in ${dir}`);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const short = (url: string) =>
  url
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/.*\/work\/main\//, '')
    .replace(/^file:\/\//, '');
const packageOf = (url: string) => {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes('/apps/') || url.includes('/packages/'))
    return short(url).split('/').slice(0, 3).join('/');
  return url ? `node:${url.split('/').pop()}` : '(native)';
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((sample, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  total += delta;
  const node = byId.get(sample)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') idle += delta;
  const key = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + delta);
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(root)' || frame.functionName === '(idle)' || !frame.url) continue; // natives: in self time
    const name = packageOf(frame.url);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
  }
});

const busy = total - idle;
const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
console.log(`${path.basename(file)}: ${ms(total)} sampled, ${ms(idle)} idle, ${ms(busy)} busy\n`);
console.log('| Self time (share of busy) | Function |\n| ---: | --- |');
for (const [key, us] of [...self]
  .filter(([key]) => !key.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  console.log(`| ${pct(us)} | ${key} |`);
console.log('\n| Under (share of busy) | Package or module |\n| ---: | --- |');
for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`| ${pct(us)} | ${name} |`);
