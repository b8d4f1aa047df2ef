import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../errors.ts';
import { limitsError, hashKey, peekVerdict, verdict, type RateLimiter, type RateLimiterOptions } from './rate-limiter.ts';

// One round trip, atomic: count the hit, start the window on the first one. The PTTL < 0 branch repairs a key that
// lost its expiry (e.g. written by hand) so it cannot block forever.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

// Gives one hit back without touching the window's expiry; a key that is gone (window over) stays gone.
const releaseScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/** Seconds a client is told to wait before trying again while the limit store is unreachable. */
export const limiterRetryAfterSeconds = 5;

/**
 * The shared limit store (Redis) did not answer: the protected call is refused with 503 rather than let through
 * unlimited or counted in one replica's memory (docs/operations.md "Redis outages" says why, per use).
 */
export class RateLimitUnavailableError extends ServiceUnavailableError {
  override readonly extensions = { retryAfter: limiterRetryAfterSeconds };
  constructor(cause: unknown) {
    super(
      `This action is briefly unavailable: its abuse protection (the shared rate-limit store) cannot be reached. Try again in ${limiterRetryAfterSeconds} seconds.`,
      { cause },
    );
  }
}

/**
 * Fixed-window counter in Redis; every replica sees the same count. The client must come from
 * createRedisClient(…, 'commands'): with no offline queue and a command timeout, `hit` and `peek` fail within a
 * second while Redis is down (RateLimitUnavailableError → 503), and `reset` gives up quietly (best effort).
 */
export function createRedisRateLimiter(redis: Redis, { prefix = 'ft:rl:', onResetFailed }: RateLimiterOptions = {}): RateLimiter {
  const keyOf = (key: string): string => `${prefix}${hashKey(key)}`;
  return {
    async hit(key, limit, windowMs) {
      const invalid = limitsError(limit, windowMs);
      if (invalid) throw invalid;
      let result: [number, number];
      try {
        result = (await redis.eval(hitScript, 1, keyOf(key), String(windowMs))) as [number, number];
      } catch (error) {
        throw new RateLimitUnavailableError(error);
      }
      const [count, ttl] = result;
      return verdict(count, limit, ttl);
    },
    async peek(key, limit) {
      const k = keyOf(key);
      let replies: [[unknown, string | null], [unknown, number]] | null;
      try {
        replies = (await redis.multi().get(k).pttl(k).exec()) as typeof replies;
      } catch (error) {
        throw new RateLimitUnavailableError(error);
      }
      const [[, value], [, ttl]] = replies ?? [
        [null, null],
        [null, -2],
      ];
      const count = value === null ? 0 : Number(value);
      return peekVerdict(count, limit, ttl);
    },
    async reset(key) {
      try {
        await redis.del(keyOf(key));
      } catch (error) {
        // The window simply runs out on its own; what the caller did (a login, a deletion) stands.
        onResetFailed?.(error);
      }
    },
    async release(key) {
      try {
        await redis.eval(releaseScript, 1, keyOf(key));
      } catch (error) {
        // The hit stays counted until its window ends: stricter than meant, never looser.
        onResetFailed?.(error);
      }
    },
  };
}
