import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatHub, listenToChat } from './chat-listeners.ts';

describe('chat listeners', () => {
  afterEach(() => chatHub.disconnected());

  it('tells a listener that came before the connection when it opens, and hands it what the connection hears', () => {
    const listener = { onConnected: vi.fn(), onMessage: vi.fn() };
    const stop = listenToChat(listener);
    expect(listener.onConnected).not.toHaveBeenCalled();
    chatHub.connected();
    expect(listener.onConnected).toHaveBeenCalledTimes(1);
    chatHub.each((l) => l.onMessage?.({ id: 'm1' }));
    expect(listener.onMessage).toHaveBeenCalledWith({ id: 'm1' });
    stop();
    chatHub.each((l) => l.onMessage?.({ id: 'm2' }));
    chatHub.connected();
    expect(listener.onMessage).toHaveBeenCalledTimes(1);
    expect(listener.onConnected).toHaveBeenCalledTimes(1);
  });

  it('tells a listener that comes while connected at once, and not after the connection closed', () => {
    chatHub.connected();
    const early = { onConnected: vi.fn() };
    listenToChat(early)();
    expect(early.onConnected).toHaveBeenCalledTimes(1);
    chatHub.disconnected();
    const late = { onConnected: vi.fn() };
    const stop = listenToChat(late);
    expect(late.onConnected).not.toHaveBeenCalled();
    stop();
  });
});
