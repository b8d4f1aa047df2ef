import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

describe('in-memory rate limiter (embedded mode)', () => {
  it('allows `limit` hits per window, then refuses with the time left, then lets hits through as old ones leave', async () => {
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

  it('lets no more than `limit` through across the edge of a window (the full contract: rate-limiter.int.spec.ts)', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter({ now: () => t });
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true); // opens a window that ends at 60 000
    t = 59_999;
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
    t = 60_001; // the first hit has left the last minute, the second has not: room for one
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 59_998 });
    t = 119_999;
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
  });

  it('reset forgets the count', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 1, 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });

  it('release gives the latest hit back, never below zero and without counting one', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter({ now: () => t });
    await limiter.hit('k', 2, 60_000);
    await limiter.hit('k', 2, 60_000);
    expect((await limiter.peek('k', 2)).allowed).toBe(false);
    await limiter.release('k');
    expect(await limiter.peek('k', 2)).toMatchObject({ allowed: true, remaining: 1 });
    await limiter.release('k');
    await limiter.release('k');
    expect(await limiter.peek('k', 2)).toMatchObject({ allowed: true, remaining: 2 });
    await limiter.release('never-hit');
    expect(await limiter.peek('never-hit', 1)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    // A hit counts for its window only, released or not.
    await limiter.hit('k', 1, 60_000);
    t = 60_000;
    expect(await limiter.peek('k', 1)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  });

  it('refuses nonsensical limits instead of silently allowing everything', async () => {
    const limiter = createMemoryRateLimiter();
    await expect(limiter.hit('k', 0, 1000)).rejects.toThrow(RangeError);
    await expect(limiter.hit('k', 1, 0)).rejects.toThrow(RangeError);
  });
});
