import { useSyncExternalStore } from 'react';

/**
 * Who is online (spec §3 Realtime: `getOnlineUsers`). Kept apart from lib/socket.ts so the header can show it
 * without pulling socket.io-client into the first screen: the socket writes here, components read.
 */
type Listener = () => void;

const EMPTY: readonly string[] = [];
let online: readonly string[] = EMPTY;
const listeners = new Set<Listener>();

export function setOnlineUsers(userIds: readonly string[]): void {
  online = [...new Set(userIds)];
  for (const listener of listeners) listener();
}

export function clearOnlineUsers(): void {
  if (online === EMPTY) return;
  online = EMPTY;
  for (const listener of listeners) listener();
}

export function getOnlineUsers(): readonly string[] {
  return online;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of online users; empty while there is no connection (or no answer yet). */
export function useOnlineUsers(): readonly string[] {
  return useSyncExternalStore(subscribe, getOnlineUsers, getOnlineUsers);
}
