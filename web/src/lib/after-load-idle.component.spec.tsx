import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load-idle.ts';

/** A stand-in for the browser's resource timing: `finish()` reports one resource that just finished loading. */
function fakeResourceTiming() {
  const callbacks = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = ['resource'];
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { finish: () => callbacks.forEach((callback) => callback()), watching: () => callbacks.size };
}

describe('afterLoadIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load event, then for the network to be quiet, then for an idle moment', () => {
    vi.useFakeTimers();
    const timing = fakeResourceTiming();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    afterLoadIdle(start, { quietMs: 1_000 });
    vi.advanceTimersByTime(5_000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(900);
    timing.finish(); // the screen's data arrives: the quiet period starts again
    vi.advanceTimersByTime(900);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100 + 2_000);
    expect(start).toHaveBeenCalledTimes(1);
    expect(timing.watching()).toBe(0);
  });

  it('starts at the latest maxWaitMs after the load, however busy the network stays', () => {
    vi.useFakeTimers();
    const timing = fakeResourceTiming();
    const start = vi.fn();
    afterLoadIdle(start, { quietMs: 1_000, maxWaitMs: 5_000 });
    for (let ms = 0; ms < 4_800; ms += 400) {
      timing.finish();
      vi.advanceTimersByTime(400);
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200 + 2_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('after the load only waits for the quiet and the idle moment, and runs once', () => {
    vi.useFakeTimers();
    fakeResourceTiming();
    const start = vi.fn();
    afterLoadIdle(start);
    vi.advanceTimersByTime(3_000);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('works where the browser has no resource timing (the quiet period alone)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterLoadIdle(start, { quietMs: 1_000 });
    vi.advanceTimersByTime(3_100);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const timing = fakeResourceTiming();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    const cancel = afterLoadIdle(start);
    window.dispatchEvent(new Event('load'));
    cancel();
    expect(timing.watching()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(start).not.toHaveBeenCalled();
  });
});
