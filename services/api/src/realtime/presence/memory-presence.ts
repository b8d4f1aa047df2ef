import { SocketCounts, type Presence } from './presence.ts';

/** Embedded mode: one process holds every socket, so its own counts are the whole truth. */
export function createMemoryPresence(): Presence {
  const counts = new SocketCounts();
  return {
    add: (userId) => {
      counts.add(userId);
      return Promise.resolve();
    },
    remove: (userId) => {
      counts.remove(userId);
      return Promise.resolve();
    },
    online: () => Promise.resolve(counts.users()),
    heartbeat: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
