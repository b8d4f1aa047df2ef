import type { Redis } from 'ioredis';
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

/** Fixed-window counter in Redis; every replica sees the same count. */
export function createRedisRateLimiter(redis: Redis, { prefix = 'ft:rl:' }: RateLimiterOptions = {}): RateLimiter {
  const keyOf = (key: string): string => `${prefix}${hashKey(key)}`;
  return {
    async hit(key, limit, windowMs) {
      const invalid = limitsError(limit, windowMs);
      if (invalid) throw invalid;
      const [count, ttl] = (await redis.eval(hitScript, 1, keyOf(key), String(windowMs))) as [number, number];
      return verdict(count, limit, ttl);
    },
    async peek(key, limit) {
      const k = keyOf(key);
      const [[, value], [, ttl]] = ((await redis.multi().get(k).pttl(k).exec()) ?? [
        [null, null],
        [null, -2],
      ]) as [[unknown, string | null], [unknown, number]];
      const count = value === null ? 0 : Number(value);
      return peekVerdict(count, limit, ttl);
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}
