/**
 * Rate limits that hold across API replicas.
 *
 * For the accounts slice: `createApp` receives a `rateLimiter` (AppDeps.rateLimiter; server.ts builds it with
 * `createRateLimiter(redis)` — Redis when REDIS_URL is set, else in memory). Use it like
 *   const r = await rateLimiter.hit(`otp-send:${email}`, 1, 60_000);
 *   if (!r.allowed) → 429 { msg: 'throttled', retryAfter: Math.ceil(r.retryAfterMs / 1000) }
 * `peek` reads a count without adding to it (e.g. refuse a login that is already blocked, then `hit` only on a
 * failure); `reset` forgets a key (e.g. after a successful login); `release` gives one hit of the current window
 * back (count every attempt atomically with `hit`, then return the ones that turned out fine, e.g. a client's
 * successful logins). Pass keys as readable strings that may contain
 * an e-mail address: every implementation stores only a SHA-256 of the key, so no address sits in Redis.
 *
 * Redis down (docs/operations.md "Redis outages"): `hit` and `peek` reject within about a second with a
 * RateLimitUnavailableError (503 problem+json, `retryAfter`), so the protected call is refused, never let through;
 * `reset` and `release` are best effort and never reject (a count they could not change runs out with its window), so work that
 * already committed (a deletion, a password change) is answered as done.
 *
 * Algorithm: a sliding window (a log of the allowed hits' expiry times per key). A hit is allowed while fewer
 * than `limit` earlier hits of the key are younger than `windowMs`; each allowed hit then counts for exactly
 * `windowMs`. So "N per window" means at most N allowed hits in ANY `windowMs`-long interval: the fixed window it
 * replaces let 2×N through across a window's edge (N just before it, N just after). A refused hit is not logged
 * (hammering while blocked does not extend the block) and its `retryAfterMs` is when the oldest counted hit expires.
 * Memory per key is bounded by `limit` entries.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

export { RateLimitUnavailableError } from './redis-rate-limiter.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the sliding window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise how long until the oldest counted hit leaves the window (a hit would pass then). */
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Like hit, without counting. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Best effort: never rejects (see above). */
  reset(key: string): Promise<void>;
  /** Takes the latest counted hit back (nothing when none is counted). Best effort: never rejects. */
  release(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Redis key prefix; tests use a unique one per run. */
  prefix?: string;
  /** The clock. Redis: when not given, Redis's own clock (TIME), so replicas with skewed clocks agree. */
  now?: () => number;
  /** Redis only: told when a best-effort `reset` or `release` could not reach Redis (logging). */
  onResetFailed?: (error: unknown) => void;
}

/** Redis (shared by every replica) when a client is given, otherwise one process's memory (embedded mode). */
export function createRateLimiter(redis: Redis | undefined, options: RateLimiterOptions = {}): RateLimiter {
  return redis ? createRedisRateLimiter(redis, options) : createMemoryRateLimiter(options);
}

/** Keys carry personal data (addresses, client IPs); store a digest so nothing readable is kept. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export function verdict(count: number, limit: number, ttlMs: number): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : Math.max(0, ttlMs) };
}

/** Whether the next hit would be allowed, without spending it. */
export function peekVerdict(count: number, limit: number, ttlMs: number): RateLimitResult {
  const allowed = count < limit;
  return { allowed, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : Math.max(0, ttlMs) };
}

export function limitsError(limit: number, windowMs: number): RangeError | undefined {
  if (!Number.isInteger(limit) || limit < 1) return new RangeError(`limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowMs) || windowMs < 1) return new RangeError(`windowMs must be a positive integer, got ${windowMs}`);
  return undefined;
}
