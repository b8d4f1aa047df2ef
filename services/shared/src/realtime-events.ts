/**
 * Every Socket.IO wire event name in one place, shared by the API and (as a copy of the names) the SPA.
 * Adding a realtime feature starts here, so client and server cannot drift apart on a string.
 */
export const WireEvents = {
  /** Server → client: ids of users currently connected. */
  getOnlineUsers: 'getOnlineUsers',
} as const;

export type WireEventName = (typeof WireEvents)[keyof typeof WireEvents];

export interface ServerToClientEvents {
  [WireEvents.getOnlineUsers]: (userIds: string[]) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no client → server events yet
export interface ClientToServerEvents {}
