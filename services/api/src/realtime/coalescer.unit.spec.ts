import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalescer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalescer', () => {
  it('turns a crowd of triggers into at most one run per interval', async () => {
    const runs: { at: number; force: boolean }[] = [];
    const start = Date.now();
    const coalescer = createCoalescer(500, (force) => {
      runs.push({ at: Date.now() - start, force });
      return Promise.resolve();
    });
    // 1 000 joins spread over two seconds.
    for (let i = 0; i < 1000; i++) {
      coalescer.trigger(i % 100 === 0);
      await vi.advanceTimersByTimeAsync(2);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < runs.length; i++) expect((runs[i]?.at ?? 0) - (runs[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(500);
    coalescer.stop();
  });

  it('runs a lone trigger at once and keeps force through the merge', async () => {
    const runs: boolean[] = [];
    const coalescer = createCoalescer(500, (force) => {
      runs.push(force);
      return Promise.resolve();
    });
    coalescer.trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([false]);
    coalescer.trigger(false);
    coalescer.trigger(true);
    coalescer.trigger(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([false, true]);
    coalescer.stop();
  });

  it('does nothing after stop', async () => {
    const run = vi.fn(() => Promise.resolve());
    const coalescer = createCoalescer(500, run);
    coalescer.stop();
    coalescer.trigger();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
