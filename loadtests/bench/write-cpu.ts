// The API's CPU over a run, split into the embedded database's share and the API's own (docs/performance.md,
// "API CPU per committed command"): PGlite runs inside the API process, so its process CPU holds the database's work.
import { cpuDuring } from './process-cpu.ts';

export interface CpuSplit<T> {
  result: T;
  /** The API processes' CPU (utime + stime from /proc) over the run. */
  cpuSeconds: number;
  /** Of that, what ran inside the embedded database (PGlite's protocol calls); 0 on Postgres. */
  embeddedDbCpuSeconds: number;
}

const series = 'ft_embedded_db_cpu_seconds_total';

/** The API's running total of CPU inside PGlite, read through GET /metrics?name=… (that series alone, no database read). */
export async function embeddedDbCpuSeconds(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics?name=${series}`);
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`${series} missing from /metrics`);
  return Number(line.slice(series.length + 1));
}

/**
 * CPU of the API processes while `work` ran, and the embedded database's part of it. The totals are read outside
 * the /proc window (before its start, after its end), so the scrapes' own CPU counts in neither figure.
 */
export async function cpuSplitDuring<T>(replicas: readonly { pid: number; url: string }[], work: () => Promise<T>): Promise<CpuSplit<T>> {
  const before = await Promise.all(replicas.map((r) => embeddedDbCpuSeconds(r.url)));
  const { result, cpuSeconds } = await cpuDuring(replicas.map((r) => r.pid), work);
  const after = await Promise.all(replicas.map((r) => embeddedDbCpuSeconds(r.url)));
  return { result, cpuSeconds, embeddedDbCpuSeconds: after.reduce((sum, n, i) => sum + n - before[i]!, 0) };
}
