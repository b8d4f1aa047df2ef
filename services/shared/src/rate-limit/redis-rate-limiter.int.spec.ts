import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../redis/redis-client.ts';
import { RateLimitUnavailableError, createRateLimiter, hashKey } from './rate-limiter.ts';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('Redis rate limiter', () => {
  const prefix = `ft:test:${randomBytes(6).toString('hex')}:rl:`;
  let replicaA: Redis;
  let replicaB: Redis;

  beforeAll(() => {
    replicaA = new Redis(redisUrl);
    replicaB = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await replicaA.keys(`${prefix}*`);
    if (keys.length > 0) await replicaA.del(...keys);
    await Promise.all([replicaA.quit(), replicaB.quit()]);
  });

  it('counts a window and refuses past the limit with the time left', async () => {
    const limiter = createRateLimiter(replicaA, { prefix });
    const key = 'otp-send:anna@ucl.ac.uk';
    expect(await limiter.hit(key, 2, 5_000)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await limiter.hit(key, 2, 5_000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    const refused = await limiter.hit(key, 2, 5_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(3_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(5_000);
    expect((await limiter.peek(key, 2)).allowed).toBe(false);
    await limiter.reset(key);
    expect(await limiter.peek(key, 2)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
  });

  it('two replicas share one count', async () => {
    const a = createRateLimiter(replicaA, { prefix });
    const b = createRateLimiter(replicaB, { prefix });
    const key = 'login:bob@kcl.ac.uk';
    const results = await Promise.all([a.hit(key, 3, 10_000), b.hit(key, 3, 10_000), a.hit(key, 3, 10_000), b.hit(key, 3, 10_000)]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect((await b.hit(key, 3, 10_000)).allowed).toBe(false);
    expect((await a.peek(key, 3)).allowed).toBe(false);
  });

  it('release gives one hit back, keeps the key\'s expiry and never goes below zero', async () => {
    const limiter = createRateLimiter(replicaA, { prefix });
    const key = 'login:ip:203.0.113.7';
    await limiter.hit(key, 2, 10_000);
    await limiter.hit(key, 2, 10_000);
    expect((await limiter.peek(key, 2)).allowed).toBe(false);
    await limiter.release(key);
    expect(await limiter.peek(key, 2)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await replicaA.pttl(`${prefix}sw:${hashKey(key)}`)).toBeGreaterThan(5_000);
    await limiter.release(key);
    await limiter.release(key);
    expect(await limiter.peek(key, 2)).toMatchObject({ allowed: true, remaining: 2 });
    await limiter.release('login:ip:never-hit');
    expect(await replicaA.exists(`${prefix}sw:${hashKey('login:ip:never-hit')}`)).toBe(0);
  });

  it('lets a hit through again once the counted one has left the window (Redis clock)', async () => {
    const limiter = createRateLimiter(replicaA, { prefix });
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(true);
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit('short', 1, 150)).allowed).toBe(true);
  });

  it('keys expire with their latest hit, and ignore an old release\'s fixed-window counter under the same hash', async () => {
    const limiter = createRateLimiter(replicaA, { prefix });
    const key = 'otp-send:dora@ucl.ac.uk';
    await replicaA.set(`${prefix}${hashKey(key)}`, '7', 'PX', 10_000); // what a replica of the old release wrote
    expect(await limiter.hit(key, 1, 10_000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    const ttl = await replicaA.pttl(`${prefix}sw:${hashKey(key)}`);
    expect(ttl).toBeGreaterThan(8_000);
    expect(ttl).toBeLessThanOrEqual(10_000);
  });

  it('stores no e-mail address in Redis', async () => {
    const limiter = createRateLimiter(replicaA, { prefix });
    await limiter.hit('otp-send:carla.secret@uva.nl', 5, 10_000);
    const keys = await replicaA.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('carla');
  });
});

describe('Redis rate limiter while Redis is down', () => {
  const quiet = { warn: () => undefined, info: () => undefined };

  it('refuses at once with a 503 error (never lets the call through), and reset gives up quietly', async () => {
    // A port nobody listens on: what the app sees while Redis is stopped.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const redis = createRedisClient(`redis://127.0.0.1:${port}`, 'commands', quiet);
    let resetFailures = 0;
    const limiter = createRateLimiter(redis, { prefix: 'ft:test:down:', onResetFailed: () => (resetFailures += 1) });
    try {
      const started = Date.now();
      const refused = await limiter.hit('login:anna@ucl.ac.uk', 5, 60_000).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitUnavailableError);
      expect(refused).toMatchObject({ status: 503, code: 'UNAVAILABLE', extensions: { retryAfter: 5 } });
      expect((refused as Error).message).toMatch(/briefly unavailable/);
      await expect(limiter.peek('login:anna@ucl.ac.uk', 5)).rejects.toBeInstanceOf(RateLimitUnavailableError);
      await expect(limiter.reset('login:anna@ucl.ac.uk')).resolves.toBeUndefined();
      await expect(limiter.release('login:ip:203.0.113.7')).resolves.toBeUndefined();
      expect(resetFailures).toBe(2);
      expect(Date.now() - started).toBeLessThan(500);
    } finally {
      redis.disconnect();
    }
  });
});
