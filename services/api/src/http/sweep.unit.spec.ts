import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSweep } from './sweep.ts';

describe('a background sweep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval, never two at once, reports a failure and goes on; the stop ends it', async () => {
    let runs = 0;
    let finish: (() => void) | undefined;
    const errors: unknown[] = [];
    const stop = startSweep(
      1000,
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('database away'));
        return new Promise<void>((done) => (finish = done));
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    // Still running: the next ticks skip.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('database away')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    stop();
    finish!();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('runs nothing every 0 ms (tests sweep by hand)', async () => {
    const sweep = vi.fn(() => Promise.resolve());
    const stop = startSweep(0, sweep, () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).not.toHaveBeenCalled();
    stop();
  });
});
