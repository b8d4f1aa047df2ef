import type { LiveChatMessage } from '@fast-track/shared/realtime-events';

/**
 * How the messaging routes tell people what they committed: Socket.IO rooms of the accounts involved, on every
 * replica (the Redis adapter). Sent after the commit; a lost notice costs nothing, the client's history call after
 * a reconnect brings what it missed (at-least-once; clients drop a message id they already hold).
 */
export interface MessagingNotifier {
  message(accounts: readonly string[], conversationId: string, message: LiveChatMessage): void;
  read(accounts: readonly string[], conversationId: string, side: 'a' | 'b', upToSeq: number): void;
  changed(accounts: readonly string[], conversationId: string): void;
}

export const silentMessagingNotifier: MessagingNotifier = { message: () => undefined, read: () => undefined, changed: () => undefined };
