import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, in seconds) a process has used so far, read from /proc/<pid>/stat: the API child's own
 * figure, untouched by the load generator in the bench's process. Fields 14 and 15 (utime, stime) are clock ticks;
 * the kernel's USER_HZ is 100 on every Linux this runs on (`getconf CLK_TCK`). The command name (field 2) may hold
 * spaces, so the fields are counted from its closing parenthesis.
 */
const ticksPerSecond = 100;

export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** As processCpuSeconds, or `gone` when the process has exited (e.g. a database backend whose connection closed). */
function cpuSecondsOr(pid: number, gone: number): number {
  try {
    return processCpuSeconds(pid);
  } catch {
    return gone;
  }
}

/**
 * CPU seconds the processes used while `work` ran, beside what `work` returned. A process that exits meanwhile
 * counts nothing (its last CPU time is no longer readable), so the figure is then a lower bound.
 */
export async function cpuDuring<T>(pids: readonly number[], work: () => Promise<T>): Promise<{ result: T; cpuSeconds: number }> {
  const before = pids.map((pid) => cpuSecondsOr(pid, 0));
  const result = await work();
  const cpuSeconds = pids.reduce((sum, pid, i) => sum + cpuSecondsOr(pid, before[i]!) - before[i]!, 0);
  return { result, cpuSeconds };
}
