// npm run bench (and npm run bench:smoke): every benchmark in sequence, then one table of every target of issue 28.
// Each bench runs as its own `npm run bench:<name>` with BENCH_VERDICTS_FILE pointing at one temp file, where
// verdict.ts appends every target as a JSON line; a bench whose script does not exist is a MISSED line, not a crash.
// Exit status: non-zero only when a bench crashed (non-zero exit, or killed at the time budget); a MISSED target
// is a figure for the table and docs/performance.md, not a failure.
// BENCH_SCALE=smoke (npm run bench:smoke, for CI): every bench at its reduced size, within BENCH_TIME_BUDGET_S
// (1,800 s for smoke; none otherwise). DATABASE_URL and REDIS_URL are passed on: the Postgres / Redis halves of
// the benches run only with them. BENCH_ONLY=a,b runs only those benches of the list.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeGauge, isSmoke, machineGauge, readVerdicts, type Verdict } from './verdict.ts';

/** In the order the issue lists the targets' benches; `hall` is the full-hall bench (issue 28 target 5). */
const BENCHES = ['read', 'write', 'challenge', 'talent', 'messaging', 'feed', 'pipeline', 'web', 'memory', 'hall'] as const;

interface BenchRun {
  bench: string;
  outcome: 'ran' | 'crashed' | 'timed out' | 'missing';
  seconds: number;
  exitCode?: number | null;
}

const root = new URL('../..', import.meta.url).pathname;
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** One bench as `npm run`, in its own process group so a time-out stops the servers it started as well. */
function runBench(bench: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<BenchRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', `bench:${bench}`], { cwd: root, env, stdio: 'inherit', detached: true });
    let timedOut = false;
    const timer =
      Number.isFinite(timeoutMs) &&
      setTimeout(() => {
        timedOut = true;
        console.error(`\n[bench] bench:${bench} ran out of the time budget: stopping it`);
        process.kill(-child.pid!, 'SIGTERM');
        setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000).unref();
      }, Math.max(0, timeoutMs));
    child.once('exit', (exitCode) => {
      if (timer) clearTimeout(timer);
      const seconds = (performance.now() - started) / 1_000;
      resolve({ bench, seconds, exitCode, outcome: timedOut ? 'timed out' : exitCode === 0 ? 'ran' : 'crashed' });
    });
  });
}

function table(runs: BenchRun[], verdicts: Verdict[]): string[] {
  const cell = (text: string): string => text.replaceAll('|', '\\|');
  const lines = ['| bench | target | figure | verdict |', '| --- | --- | --- | --- |'];
  for (const run of runs) {
    const own = verdicts.filter((v) => v.bench === run.bench);
    if (run.outcome === 'missing') {
      lines.push(`| ${run.bench} | (every target of the bench) | script bench:${run.bench} does not exist | MISSED |`);
      continue;
    }
    for (const v of own) lines.push(`| ${v.bench} | ${cell(v.target)} | ${cell(v.figure)} | ${v.holds ? 'holds' : 'MISSED'}${v.smoke ? ' (smoke)' : ''} |`);
    if (run.outcome !== 'ran') lines.push(`| ${run.bench} | (the bench itself) | ${run.outcome} after ${run.seconds.toFixed(0)} s (exit ${run.exitCode ?? '–'}) | MISSED |`);
    else if (own.length === 0) lines.push(`| ${run.bench} | (no verdict line: see the bench's own output above) | – | – |`);
  }
  // Verdicts under a bench name outside the list (a bench reporting for another) still belong in the table.
  for (const v of verdicts.filter((x) => !runs.some((r) => r.bench === x.bench))) {
    lines.push(`| ${v.bench} | ${cell(v.target)} | ${cell(v.figure)} | ${v.holds ? 'holds' : 'MISSED'}${v.smoke ? ' (smoke)' : ''} |`);
  }
  return lines;
}

async function main(): Promise<void> {
  const smoke = isSmoke();
  const budgetS = Number(process.env.BENCH_TIME_BUDGET_S ?? (smoke ? 1_800 : Number.POSITIVE_INFINITY));
  const deadline = performance.now() + budgetS * 1_000;
  const dir = mkdtempSync(join(tmpdir(), 'fast-track-bench-verdicts-'));
  const verdictsFile = join(dir, 'verdicts.jsonl');
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_VERDICTS_FILE: verdictsFile };
  const runs: BenchRun[] = [];
  try {
    const before = await machineGauge();
    console.log(`[bench] ${smoke ? 'smoke size (proves each bench runs; figures say nothing about the targets)' : 'full size'}; ${describeGauge(before)}`);
    // BENCH_ONLY=memory,feed: a subset, for working on a few benches (the table still lists only what ran).
    const only = process.env.BENCH_ONLY?.split(',').map((b) => b.trim()).filter(Boolean);
    for (const bench of only ? BENCHES.filter((b) => only.includes(b)) : BENCHES) {
      if (!scripts[`bench:${bench}`]) {
        console.log(`\n[bench] MISSED bench:${bench}: no such script in package.json`);
        runs.push({ bench, outcome: 'missing', seconds: 0 });
        continue;
      }
      console.log(`\n[bench] ── bench:${bench} ──`);
      const run = await runBench(bench, env, deadline - performance.now());
      console.log(`[bench] bench:${bench}: ${run.outcome} in ${run.seconds.toFixed(0)} s`);
      runs.push(run);
    }
    const after = await machineGauge();
    const verdicts = readVerdicts(verdictsFile);
    const held = verdicts.filter((v) => v.holds).length;
    console.log(['', `# Every target (${held} of ${verdicts.length} hold${smoke ? '; smoke size' : ''})`, '', ...table(runs, verdicts), ''].join('\n'));
    console.log(`machine gauge before: ${describeGauge(before)}\nmachine gauge after:  ${describeGauge(after)}`);
    const broken = runs.filter((r) => r.outcome === 'crashed' || r.outcome === 'timed out');
    if (broken.length > 0) {
      console.log(`[bench] crashed: ${broken.map((r) => `bench:${r.bench} (${r.outcome})`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
