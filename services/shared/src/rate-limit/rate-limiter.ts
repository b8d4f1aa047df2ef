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
 * Algorithm: a fixed window per key. The first hit starts a window of `windowMs`; hits inside it are counted and
 * refused once the count passes `limit`; the window ends `windowMs` after its first hit. Cheap (one key, one
 * round trip) and exact per window; a client can at worst spend 2×limit across a window boundary, which is fine
 * for throttling OTP mails and guessing passwords.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

export { RateLimitUnavailableError } from './redis-rate-limiter.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise how long until the window ends. */
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Like hit, without counting. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Best effort: never rejects (see above). */
  reset(key: string): Promise<void>;
  /** Takes one hit back from the current window (never below 0, no window opened). Best effort: never rejects. */
  release(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Redis key prefix; tests use a unique one per run. */
  prefix?: string;
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
