import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load-idle.ts';

describe('afterLoadIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the load event, then for an idle moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    afterLoadIdle(start);
    vi.advanceTimersByTime(5_000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('after the load only waits for the idle moment, and runs once', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterLoadIdle(start);
    vi.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    const cancel = afterLoadIdle(start);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5_000);
    expect(start).not.toHaveBeenCalled();
  });
});
