import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for socket.io-client's socket: connected at once, recording what is sent and whether it was closed.
const sockets: { emitted: unknown[][]; closed: boolean }[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const record = { emitted: [] as unknown[][], closed: false };
    sockets.push(record);
    const socket = {
      connected: false,
      active: true,
      on: (name: string, handler: (...args: unknown[]) => void) => handlers.set(name, handler),
      emit: (...args: unknown[]) => record.emitted.push(args),
      removeAllListeners: () => handlers.clear(),
      disconnect: () => {
        record.closed = true;
      },
    };
    queueMicrotask(() => {
      socket.connected = true;
      handlers.get('connect')?.();
    });
    return socket;
  },
}));

const { realtime } = await import('./socket.ts');

describe('a visitor’s connection (watching one event’s room)', () => {
  beforeEach(() => {
    sockets.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('outlives the last room for a moment, so a page watching again at once is joined at once on the same connection', async () => {
    const first = { onJoined: vi.fn() };
    const stop = realtime.watch('ev-1', first);
    await Promise.resolve();
    expect(first.onJoined).toHaveBeenCalledTimes(1);
    stop();
    const again = { onJoined: vi.fn() };
    const stopAgain = realtime.watch('ev-1', again);
    expect(again.onJoined).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(false);
    stopAgain();
    vi.advanceTimersByTime(10_000);
    expect(sockets[0]!.closed).toBe(true);
  });
});
