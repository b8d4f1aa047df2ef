import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { userRoom, WireEvents, type ClientToServerEvents, type InterServerEvents, type ServerToClientEvents } from '@fast-track/shared/realtime-events';
import type { Server } from 'socket.io';
import type { Side } from './conversation.ts';
import { accountsOf, findConversation } from './read-models/conversation-queries.ts';
import type { MessagingNotifier } from './messaging-notifier.ts';

type Io = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, { userId?: string }>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Typing notices a socket may send per conversation: one a second is plenty for "is typing…". */
const typingEveryMs = 1000;

/** The messaging notifier on the Socket.IO server: rooms of accounts, reached on every replica by the adapter. */
export function socketMessagingNotifier(io: Io): MessagingNotifier {
  const rooms = (accounts: readonly string[]) => [...new Set(accounts)].map(userRoom);
  return {
    message: (accounts, conversationId, message) => {
      if (accounts.length > 0) io.to(rooms(accounts)).emit(WireEvents.chatMessage, { conversationId, message });
    },
    read: (accounts, conversationId, side, upToSeq) => {
      if (accounts.length > 0) io.to(rooms(accounts)).emit(WireEvents.chatRead, { conversationId, side, upToSeq });
    },
    changed: (accounts, conversationId) => {
      if (accounts.length > 0) io.to(rooms(accounts)).emit(WireEvents.chatChanged, { conversationId });
    },
  };
}

/**
 * The typing indicator: a signed-in socket says it is typing in a conversation; if its account speaks for one side
 * (the student, or a member of the organisation) and neither side blocked it, the other side's accounts hear it.
 * Never stored; anything else (not a uuid, not a party, blocked) is dropped without a word, as the client expects none.
 */
export function attachMessagingSockets(io: Io, db: Db, logger: Logger): void {
  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    if (!userId) return;
    const last = new Map<string, number>();
    const sides = new Map<string, { side: Side; others: string[] } | null>();
    const lookUp = async (conversationId: string) => {
      if (sides.has(conversationId)) return sides.get(conversationId) ?? null;
      const row = await findConversation(db, conversationId);
      let found: { side: Side; others: string[] } | null = null;
      // A blocked conversation takes no messages (conversation.decider.ts), so it carries no "is typing…" either.
      if (row && !row.a_blocked && !row.b_blocked) {
        const a = await accountsOf(db, { type: row.a_type, id: row.a_id });
        const b = await accountsOf(db, { type: row.b_type, id: row.b_id });
        if (a.includes(userId)) found = { side: 'a', others: b };
        else if (b.includes(userId)) found = { side: 'b', others: a };
      }
      if (sides.size > 50) sides.clear();
      sides.set(conversationId, found);
      return found;
    };
    socket.on(WireEvents.chatTyping, (payload) => {
      const conversationId = (payload as { conversationId?: unknown } | undefined)?.conversationId;
      if (typeof conversationId !== 'string' || !uuid.test(conversationId)) return;
      const now = Date.now();
      if (now - (last.get(conversationId) ?? 0) < typingEveryMs) return;
      last.set(conversationId, now);
      lookUp(conversationId.toLowerCase()).then(
        (found) => {
          if (found && found.others.length > 0) io.to(found.others.map(userRoom)).emit(WireEvents.chatTyping, { conversationId: conversationId.toLowerCase(), side: found.side });
        },
        (err: unknown) => logger.warn({ err }, 'typing notice dropped'),
      );
    });
  });
}
