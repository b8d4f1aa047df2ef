/**
 * Every Socket.IO wire event name in one place, shared by the API and the SPA (web/src/lib/realtime-events.ts imports it).
 * Adding a realtime feature starts here, so client and server cannot drift apart on a string.
 * Payloads are those of docs/events.md § Participation.
 */
export const WireEvents = {
  /**
   * Server → one signed-in socket: the ids of the connected accounts it may see (any replica, several tabs once):
   * itself, those attending an event it attends, its conversation partners. Visitors get none.
   */
  getOnlineUsers: 'getOnlineUsers',
  /** Client → server: join the room of one event to receive its live updates (only if the caller may see the event). */
  eventWatch: 'event:watch',
  /** Client → server: leave that room. */
  eventUnwatch: 'event:unwatch',
  /** Server → room: a question was posted. */
  eventQuestion: 'event:question',
  /** Server → room: one student's vote on one question changed ({ userId, upvoted }: a delta, not the list). */
  eventUpvotes: 'event:upvotes',
  /** Server → room: the participants list changed. */
  eventParticipants: 'event:participants',
  /** Server → room: the host marked a question answered. */
  eventAnswered: 'event:answered',
  /** Server → room: the host edited or cancelled the event (pages reload it). */
  eventChanged: 'event:changed',
  /** Server → one student's sockets: the host decided their request to attend. */
  eventAttendance: 'event:attendance',
  /** Server → the sockets of every account of both parties: a message was sent (docs/messaging.md). */
  chatMessage: 'chat:message',
  /** Server → both parties: one side read up to a message (read receipts, unread badges). */
  chatRead: 'chat:read',
  /** Client → server, and server → the other party: someone is typing (never stored). */
  chatTyping: 'chat:typing',
  /** Server → both parties: a side blocked or unblocked the conversation, or a message was removed. */
  chatChanged: 'chat:changed',
} as const;

export type WireEventName = (typeof WireEvents)[keyof typeof WireEvents];

/** Socket.IO room of one event's viewers. */
export const eventRoom = (eventId: string): string => `event:${eventId}`;

/** Socket.IO room of one signed-in user's sockets (every tab, on every replica). */
export const userRoom = (userId: string): string => `user:${userId}`;

/** Refusal message of the handshake (the client sees it as connect_error's message). */
export const unauthorizedMessage = 'unauthorized';

export interface LiveQuestion {
  uniqueId: string;
  text: string;
  upvotes: string[];
  /** When it was asked (ISO instant, UTC). */
  askedAt: string;
  /** Whether the host marked it answered. */
  answered: boolean;
}

/** A message as it arrives live (the same shape as in the history call). */
export interface LiveChatMessage {
  messageId: string;
  clientMessageId: string;
  seq: number;
  side: 'a' | 'b';
  text: string;
  removed: boolean;
  sentAt: string;
}

export interface ServerToClientEvents {
  [WireEvents.getOnlineUsers]: (userIds: string[]) => void;
  [WireEvents.eventQuestion]: (payload: { eventId: string; question: LiveQuestion }) => void;
  [WireEvents.eventUpvotes]: (payload: { eventId: string; questionId: string; userId: string; upvoted: boolean }) => void;
  [WireEvents.eventParticipants]: (payload: { eventId: string; participants: string[] }) => void;
  [WireEvents.eventAnswered]: (payload: { eventId: string; questionId: string }) => void;
  [WireEvents.eventChanged]: (payload: { eventId: string; change: 'updated' | 'cancelled' }) => void;
  [WireEvents.eventAttendance]: (payload: { eventId: string; attendance: 'attending' | 'declined' }) => void;
  [WireEvents.chatMessage]: (payload: { conversationId: string; message: LiveChatMessage }) => void;
  [WireEvents.chatRead]: (payload: { conversationId: string; side: 'a' | 'b'; upToSeq: number }) => void;
  [WireEvents.chatTyping]: (payload: { conversationId: string; side: 'a' | 'b' }) => void;
  [WireEvents.chatChanged]: (payload: { conversationId: string }) => void;
}

/**
 * The answer to event:watch / event:unwatch (the ack is optional). A refused watch joins nothing: VALIDATION (not an
 * event id), NOT_FOUND (no such event for this caller, as POST /api/get/event/no says 'No event'), LIMIT (too many
 * rooms), UNAUTHORIZED (the socket's session ended; it is disconnected), UNAVAILABLE (the check failed; try again).
 */
export type WatchAnswer = { ok: true } | { ok: false; code: 'VALIDATION' | 'NOT_FOUND' | 'LIMIT' | 'UNAUTHORIZED' | 'UNAVAILABLE' };

export interface ClientToServerEvents {
  [WireEvents.eventWatch]: (payload: { eventId: string }, ack?: (answer: WatchAnswer) => void) => void;
  [WireEvents.eventUnwatch]: (payload: { eventId: string }, ack?: (answer: WatchAnswer) => void) => void;
  [WireEvents.chatTyping]: (payload: { conversationId: string }) => void;
}

/** Between API replicas (through the Redis adapter): "presence changed somewhere, refresh your clients". */
export interface InterServerEvents {
  presenceChanged: () => void;
}
