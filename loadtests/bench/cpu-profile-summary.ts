// Summarises a V8 .cpuprofile (node --cpu-prof; for the API child: BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>")
// as the top frames by self time and by inclusive time, counting only samples taken after the first one inside a
// frame whose name matches BENCH_PROFILE_FROM (default: handleCommand), so start-up (transpiling, migrations) is left
// out. Usage: node --import tsx loadtests/bench/cpu-profile-summary.ts <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

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

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const from = new RegExp(process.env.BENCH_PROFILE_FROM ?? 'handleCommand');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const where = (n: ProfileNode): string => {
  const url = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(services|loadtests)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url ? `${url}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
};
const stackOf = (id: number): ProfileNode[] => {
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!);
  return stack;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const packages = new Map<string, number>();
let started = false;
let total = 0;
profile.samples.forEach((id, i) => {
  const stack = stackOf(id);
  if (!started) started = stack.some((n) => from.test(n.callFrame.functionName));
  if (!started) return;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const leaf = stack[0]!;
  self.set(where(leaf), (self.get(where(leaf)) ?? 0) + dt);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(leaf.callFrame.url)?.[1] ?? (leaf.callFrame.url.includes('/services/') ? 'our code' : leaf.callFrame.url ? 'node internals' : leaf.callFrame.functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
  for (const name of new Set(stack.map(where))) inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
});

const table = (title: string, m: Map<string, number>, n: number): string[] => [
  title,
  ...[...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`),
];
console.log(
  [
    `${file}: ${(total / 1e6).toFixed(1)} s of samples after the first ${from.source}`,
    ...table('self time by package', packages, 12),
    ...table('self time by frame', self, top),
    ...table('inclusive time by frame', inclusive, top),
  ].join('\n'),
);
