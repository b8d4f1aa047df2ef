import { limitsError, hashKey, peekVerdict, verdict, type RateLimiter, type RateLimiterOptions } from './rate-limiter.ts';

interface Window {
  count: number;
  endsAt: number;
}

/**
 * The same fixed window as the Redis limiter, in one process's memory: right for the embedded mode (one API
 * process). Expired windows are swept as hits arrive, so memory stays bounded by the keys active in a window.
 */
export function createMemoryRateLimiter({ now = Date.now }: RateLimiterOptions = {}): RateLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  const sweep = (t: number): void => {
    if (t < nextSweep) return;
    for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
    nextSweep = t + 1000;
  };
  const live = (k: string, t: number): Window | undefined => {
    const w = windows.get(k);
    return w && w.endsAt > t ? w : undefined;
  };

  return {
    hit(key, limit, windowMs) {
      const invalid = limitsError(limit, windowMs);
      if (invalid) return Promise.reject(invalid);
      const t = now();
      sweep(t);
      const k = hashKey(key);
      const w = live(k, t) ?? { count: 0, endsAt: t + windowMs };
      w.count += 1;
      windows.set(k, w);
      return Promise.resolve(verdict(w.count, limit, w.endsAt - t));
    },
    peek(key, limit) {
      const t = now();
      const w = live(hashKey(key), t);
      return Promise.resolve(peekVerdict(w?.count ?? 0, limit, w ? w.endsAt - t : 0));
    },
    reset(key) {
      windows.delete(hashKey(key));
      return Promise.resolve();
    },
    release(key) {
      const w = live(hashKey(key), now());
      if (w && w.count > 0) w.count -= 1;
      return Promise.resolve();
    },
  };
}
