import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

describe('in-memory rate limiter (embedded mode)', () => {
  it('allows `limit` hits per window, then refuses with the time left, then opens a new window', async () => {
    let t = 1_000_000;
    const limiter = createMemoryRateLimiter({ now: () => t });
    expect(await limiter.hit('login:anna@ucl.ac.uk', 2, 60_000)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await limiter.hit('login:anna@ucl.ac.uk', 2, 60_000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    t += 10_000;
    expect(await limiter.hit('login:anna@ucl.ac.uk', 2, 60_000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000 });
    expect(await limiter.peek('login:anna@ucl.ac.uk', 2)).toMatchObject({ allowed: false, retryAfterMs: 50_000 });
    expect((await limiter.hit('login:other@ucl.ac.uk', 2, 60_000)).allowed).toBe(true);
    t += 50_000;
    expect(await limiter.peek('login:anna@ucl.ac.uk', 2)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(await limiter.hit('login:anna@ucl.ac.uk', 2, 60_000)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  });

  it('reset forgets the count', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 1, 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });

  it('refuses nonsensical limits instead of silently allowing everything', async () => {
    const limiter = createMemoryRateLimiter();
    await expect(limiter.hit('k', 0, 1000)).rejects.toThrow(RangeError);
    await expect(limiter.hit('k', 1, 0)).rejects.toThrow(RangeError);
  });
});
