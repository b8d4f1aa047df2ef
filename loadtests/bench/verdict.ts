import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBare } from './processes.ts';

/**
 * One shape for every benchmark's targets (issue 28): each target prints one line "holds" or "MISSED" with its figure,
 * and, when BENCH_VERDICTS_FILE is set (the `npm run bench` runner sets it), is appended there as one JSON line so the
 * runner can print every target of every bench together at the end.
 *
 * BENCH_SCALE=smoke asks a bench for a reduced size that only proves it still runs (CI): its verdicts are printed
 * with "(smoke)" and never fail anything; figures at smoke size say nothing about the targets.
 */
export interface Verdict {
  bench: string;
  target: string;
  figure: string;
  holds: boolean;
  smoke: boolean;
}

export const isSmoke = (): boolean => process.env.BENCH_SCALE === 'smoke';

/** `value` against `limit`: "at least" (≥) or "at most" (≤). */
export function verdict(bench: string, target: string, value: number, kind: 'at least' | 'at most', limit: number, figure: string): Verdict {
  const holds = kind === 'at least' ? value >= limit : value <= limit;
  return report({ bench, target, figure, holds, smoke: isSmoke() });
}

/** A target judged elsewhere (a yes/no proof such as "nothing lost or duplicated"). */
export function report(result: Verdict): Verdict {
  const word = result.holds ? 'holds' : 'MISSED';
  console.log(`target ${result.holds ? '✓' : '✗'} ${result.target}: ${result.figure} — ${word}${result.smoke ? ' (smoke size: proves the bench runs, not the target)' : ''}`);
  const file = process.env.BENCH_VERDICTS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(result)}\n`);
  return result;
}

export function readVerdicts(file: string): Verdict[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Verdict);
}

/**
 * How much of the machine a run had: a bare node:http server answering a 30,867-byte body (the events list's size),
 * 10 connections for `seconds`; 17,000–20,000 req/s on the quiet machine of docs/performance.md. Printed beside every
 * bench's figures, with the load average, since other work on the same cores moves them. At smoke size one second:
 * the figures it stands beside prove nothing then, and every bench runs it twice.
 */
export async function machineGauge(seconds = isSmoke() ? 1 : 3): Promise<{ reqPerSec: number; load1: number }> {
  const bare = await startBare(Buffer.from(`{"msg":"${'x'.repeat(30_867 - 10)}"}`), 'application/json');
  try {
    const reqPerSec = (await autocannon({ url: bare.url, connections: 10, duration: seconds })).requests.average;
    return { reqPerSec, load1: loadavg()[0] ?? 0 };
  } finally {
    await bare.stop();
  }
}

export const describeGauge = (gauge: { reqPerSec: number; load1: number }): string =>
  `machine gauge: bare node:http ${gauge.reqPerSec.toFixed(0)} req/s, load ${gauge.load1.toFixed(2)} (quiet: 17,000–20,000 req/s, load < 1)`;
