import type { ChatListener } from './realtime-events.ts';

/**
 * Who hears the signed-in person's conversations (the header's unread badge, chat screens). Apart from lib/socket.ts,
 * so the badge on every signed-in first screen can listen before socket.io-client (13 KB gz) has loaded: the
 * connection opens once the first screen has settled (app/realtime-session.tsx) and then tells every listener
 * `onConnected`, which fetches what arrived meanwhile (issue 28).
 */
const listeners = new Set<ChatListener>();
let connected = false;

/** Hears the signed-in person's conversations until the returned function is called. */
export function listenToChat(listener: ChatListener): () => void {
  listeners.add(listener);
  if (connected) listener.onConnected?.();
  return () => {
    listeners.delete(listener);
  };
}

/** For lib/socket.ts: the connection's state and what it hears. */
export const chatHub = {
  connected(): void {
    connected = true;
    for (const listener of listeners) listener.onConnected?.();
  },
  disconnected(): void {
    connected = false;
  },
  each(call: (listener: ChatListener) => void): void {
    for (const listener of listeners) call(listener);
  },
};
