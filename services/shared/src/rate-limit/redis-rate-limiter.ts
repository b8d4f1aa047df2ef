import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../errors.ts';
import { limitsError, hashKey, peekVerdict, verdict, type RateLimiter, type RateLimiterOptions } from './rate-limiter.ts';

// The clock: the caller's when given (tests), else Redis's own, so replicas whose clocks differ agree.
const clock = `
local now = tonumber(ARGV[1])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`;

// One round trip, atomic: the key is a sorted set of the counted hits' expiry times (rate-limiter.ts "Algorithm").
// Drop the expired, count the live, log this hit only when it fits; the key itself lives as long as its latest hit.
const hitScript = `${clock}
local key, windowMs, limit = KEYS[1], tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now + windowMs, ARGV[4])
  local latest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
  redis.call('PEXPIRE', key, math.max(1, tonumber(latest[2]) - now))
  return {count + 1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {count + 1, tonumber(oldest[2]) - now}
`;

// Read only: the live hits and when the oldest of them expires.
const peekScript = `${clock}
local live = redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf')
if live == 0 then return {0, 0} end
local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
return {live, tonumber(oldest[2]) - now}
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
 * Sliding-window log in Redis; every replica sees the same count. Keys are `<prefix>sw:<sha-256 of the key>` (the
 * prefix is REDIS_PREFIX's rate-limit namespace): the fixed-window counters of older releases were plain strings
 * under `<prefix><hash>`, so during a rolling deploy the two kinds never meet (no WRONGTYPE; the old ones expire). The client must come from
 * createRedisClient(…, 'commands'): with no offline queue and a command timeout, `hit` and `peek` fail within a
 * second while Redis is down (RateLimitUnavailableError → 503), and `reset` gives up quietly (best effort).
 */
export function createRedisRateLimiter(redis: Redis, { prefix = 'ft:rl:', now, onResetFailed }: RateLimiterOptions = {}): RateLimiter {
  const keyOf = (key: string): string => `${prefix}sw:${hashKey(key)}`;
  const clockArg = (): string => (now ? String(Math.floor(now())) : '');
  const run = async (script: string, key: string, ...args: string[]): Promise<[number, number]> => {
    try {
      return (await redis.eval(script, 1, keyOf(key), clockArg(), ...args)) as [number, number];
    } catch (error) {
      throw new RateLimitUnavailableError(error);
    }
  };
  return {
    async hit(key, limit, windowMs) {
      const invalid = limitsError(limit, windowMs);
      if (invalid) throw invalid;
      // A unique member per hit: two hits in the same millisecond are two entries.
      const [count, wait] = await run(hitScript, key, String(windowMs), String(limit), randomUUID());
      return verdict(count, limit, wait);
    },
    async peek(key, limit) {
      const [live, wait] = await run(peekScript, key);
      return peekVerdict(live, limit, wait);
    },
    async reset(key) {
      try {
        await redis.del(keyOf(key));
      } catch (error) {
        // The hits simply run out on their own; what the caller did (a login, a deletion) stands.
        onResetFailed?.(error);
      }
    },
    async release(key) {
      try {
        // The latest hit goes (highest expiry); a key that is gone stays gone, older hits keep their expiry.
        await redis.zremrangebyrank(keyOf(key), -1, -1);
      } catch (error) {
        // The hit stays counted until its window ends: stricter than meant, never looser.
        onResetFailed?.(error);
      }
    },
  };
}
