import { limitsError, hashKey, peekVerdict, verdict, type RateLimiter, type RateLimiterOptions } from './rate-limiter.ts';

/**
 * The same sliding window as the Redis limiter (rate-limiter.ts "Algorithm"), in one process's memory: right for
 * the embedded mode (one API process). Each key keeps the expiry times of its counted hits (at most `limit`);
 * expired ones are dropped as the key is read, and keys with none left are swept as hits arrive, so memory stays
 * bounded by the keys active in a window.
 */
export function createMemoryRateLimiter({ now = Date.now }: RateLimiterOptions = {}): RateLimiter {
  const logs = new Map<string, number[]>();
  let nextSweep = 0;

  const sweep = (t: number): void => {
    if (t < nextSweep) return;
    for (const [k, log] of logs) if (log.every((expiry) => expiry <= t)) logs.delete(k);
    nextSweep = t + 1000;
  };
  /** The key's counted hits still inside their window, oldest expiry first. */
  const live = (k: string, t: number): number[] => {
    const log = (logs.get(k) ?? []).filter((expiry) => expiry > t).sort((a, b) => a - b);
    if (log.length > 0) logs.set(k, log);
    else logs.delete(k);
    return log;
  };
  const waitOf = (log: number[], t: number): number => (log.length > 0 ? log[0]! - t : 0);

  return {
    hit(key, limit, windowMs) {
      const invalid = limitsError(limit, windowMs);
      if (invalid) return Promise.reject(invalid);
      const t = now();
      sweep(t);
      const k = hashKey(key);
      const log = live(k, t);
      // Only an allowed hit is logged: a refused one must not push the end of the block further out.
      if (log.length < limit) {
        log.push(t + windowMs);
        logs.set(k, log);
        return Promise.resolve(verdict(log.length, limit, 0));
      }
      return Promise.resolve(verdict(log.length + 1, limit, waitOf(log, t)));
    },
    peek(key, limit) {
      const t = now();
      const log = live(hashKey(key), t);
      return Promise.resolve(peekVerdict(log.length, limit, waitOf(log, t)));
    },
    reset(key) {
      logs.delete(hashKey(key));
      return Promise.resolve();
    },
    release(key) {
      // The latest hit goes: the older ones keep their expiry, so a release never lengthens a block.
      live(hashKey(key), now()).pop();
      return Promise.resolve();
    },
  };
}
