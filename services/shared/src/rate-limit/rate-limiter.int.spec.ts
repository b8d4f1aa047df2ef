import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

// The port's contract, run on both adapters with one hand-driven clock: memory (embedded mode) and Redis (every
// replica). Redis takes the clock as a script argument here; in production it reads its own (TIME).
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = `ft:test:${randomBytes(6).toString('hex')}:rl:`;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const adapters: [string, (now: () => number) => RateLimiter][] = [
  ['memory', (now) => createRateLimiter(undefined, { now })],
  ['redis', (now) => createRateLimiter(redis, { prefix, now })],
];

describe.each(adapters)('rate limiter contract (%s)', (_name, make) => {
  const minute = 60_000;
  let t = 0;
  const at = (ms: number) => {
    t = ms;
  };
  const fresh = () => {
    t = 1_000_000_000_000;
    return { limiter: make(() => t), key: `login:${randomBytes(4).toString('hex')}@ucl.ac.uk` };
  };
  const allowedOf = async (limiter: RateLimiter, key: string, n: number, limit: number) => {
    let allowed = 0;
    for (let i = 0; i < n; i += 1) if ((await limiter.hit(key, limit, minute)).allowed) allowed += 1;
    return allowed;
  };

  it('lets at most `limit` hits through in any window-long interval, also across a window edge', async () => {
    const { limiter, key } = fresh();
    const t0 = t;
    expect(await allowedOf(limiter, key, 1, 3)).toBe(1);
    at(t0 + 59_000); // just before the edge of the window the first hit opened
    expect(await allowedOf(limiter, key, 2, 3)).toBe(2);
    at(t0 + 60_001); // just after it: only the first hit has left the last minute
    const after = await limiter.hit(key, 3, minute);
    expect(after.allowed).toBe(true);
    const refused = await limiter.hit(key, 3, minute);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 59_000 + minute - 60_001 });
    expect(await allowedOf(limiter, key, 3, 3)).toBe(0);
    at(t0 + 119_000); // the two hits of t0+59 s have left: two more, no third
    expect(await allowedOf(limiter, key, 3, 3)).toBe(2);
  });

  it('counts, refuses with the time until the oldest hit leaves, and peeks without counting', async () => {
    const { limiter, key } = fresh();
    const t0 = t;
    expect(await limiter.hit(key, 2, minute)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    at(t0 + 10_000);
    expect(await limiter.hit(key, 2, minute)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    at(t0 + 20_000);
    expect(await limiter.hit(key, 2, minute)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 40_000 });
    expect(await limiter.peek(key, 2)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 40_000 });
    expect((await limiter.hit(`${key}.other`, 2, minute)).allowed).toBe(true);
    at(t0 + minute); // the first hit has left, the refused one never counted
    expect(await limiter.peek(key, 2)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await limiter.hit(key, 2, minute)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    at(t0 + 10_000 + 2 * minute);
    expect(await limiter.peek(key, 2)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
  });

  it('release takes the latest hit back, never below zero; reset forgets the key', async () => {
    const { limiter, key } = fresh();
    const t0 = t;
    await limiter.hit(key, 2, minute);
    at(t0 + 30_000);
    await limiter.hit(key, 2, minute);
    await limiter.release(key);
    // The older hit keeps its expiry: a release never lengthens a block.
    expect(await limiter.peek(key, 1)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 30_000 });
    await limiter.release(key);
    await limiter.release(key);
    expect(await limiter.peek(key, 2)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    await limiter.hit(key, 1, minute);
    expect((await limiter.hit(key, 1, minute)).allowed).toBe(false);
    await limiter.reset(key);
    expect((await limiter.hit(key, 1, minute)).allowed).toBe(true);
  });

  it('refuses nonsensical limits instead of silently allowing everything', async () => {
    const { limiter, key } = fresh();
    await expect(limiter.hit(key, 0, 1000)).rejects.toThrow(RangeError);
    await expect(limiter.hit(key, 1, 0)).rejects.toThrow(RangeError);
    await expect(limiter.hit(key, 1.5, 1000)).rejects.toThrow(RangeError);
  });
});
