// The k6 module for Node: check records outcomes, fail throws, sleep really sleeps (scaled by K6_SHIM_SLEEP_SCALE).
import { shimState } from './state.ts';

const scale = Number(process.env['K6_SHIM_SLEEP_SCALE'] ?? '1');
const blocker = new Int32Array(new SharedArrayBuffer(4));

export function sleep(seconds: number): void {
  const ms = Math.round(seconds * 1000 * scale);
  if (ms > 0) Atomics.wait(blocker, 0, 0, ms);
}

export function check<T>(value: T, checks: Record<string, (value: T) => boolean>): boolean {
  let all = true;
  for (const [name, predicate] of Object.entries(checks)) {
    let ok: boolean;
    try {
      ok = predicate(value);
    } catch {
      ok = false;
    }
    (ok ? shimState.checks.passed : shimState.checks.failed).push(name);
    all &&= ok;
  }
  return all;
}

export function fail(message?: string): never {
  throw new Error(message ?? 'fail()');
}

export default { sleep, check, fail };
