import { io, type Socket } from 'socket.io-client';
import { subscribeAppState } from './app-state.ts';
import { chatHub, listenToChat } from './chat-listeners.ts';
import { clearOnlineUsers, setOnlineUsers } from './presence.ts';
import { WireEvents, type ClientToServerEvents, type EventWatcher, type ServerToClientEvents } from './realtime-events.ts';
import { currentIdentity, type Identity } from './realtime-identity.ts';

/**
 * The one Socket.IO connection (spec §3 Realtime, §4 Login state; docs/events.md § Realtime).
 *
 * - A logged-in user connects with `query: { userId }` and `auth: { token }`; logout disconnects.
 * - A visitor on an event page gets an anonymous connection, only to watch the event's room (not counted online).
 * - Rooms are joined again after every (re)connect: the server forgets them with the old socket.
 *
 * Loaded on demand (app/realtime-session.tsx, the event page), so socket.io-client never weighs on the first screen.
 */
export type { Identity };

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

class RealtimeConnection {
  private socket: AppSocket | null = null;
  private identity: Identity | null = null;
  /** eventId → its watchers (several components, or StrictMode's double mount, may watch one event). */
  private readonly watchers = new Map<string, Set<EventWatcher>>();
  /** A visitor's connection closing after their last room (see CLOSE_GRACE_MS). */
  private closing: ReturnType<typeof setTimeout> | undefined;
  /** Chat screens and the unread badge (signed-in people only: chat goes to the user's own room; lib/chat-listeners.ts). */
  readonly listenToChat = listenToChat;

  /** "Is typing…" to the other side of a conversation (the server checks the caller is in it; never stored). */
  typing(conversationId: string): void {
    if (this.socket?.connected && this.identity) this.socket.emit(WireEvents.chatTyping, { conversationId });
  }

  /** Called whenever the session changes; null at logout. */
  setIdentity(next: Identity | null): void {
    if (sameIdentity(this.identity, next)) return;
    this.identity = next;
    this.reconnect();
  }

  /** Joins the event's room until the returned function is called. Opens an anonymous connection if needed. */
  watch(eventId: string, watcher: EventWatcher): () => void {
    let set = this.watchers.get(eventId);
    if (!set) {
      set = new Set();
      this.watchers.set(eventId, set);
      if (this.socket?.connected) this.socket.emit(WireEvents.eventWatch, { eventId });
    }
    set.add(watcher);
    clearTimeout(this.closing);
    if (this.socket?.connected) watcher.onJoined?.();
    if (!this.socket) this.reconnect();
    return () => {
      const current = this.watchers.get(eventId);
      if (!current?.delete(watcher) || current.size > 0) return;
      this.watchers.delete(eventId);
      if (this.socket?.connected) this.socket.emit(WireEvents.eventUnwatch, { eventId });
      if (!this.identity && this.watchers.size === 0) this.closeUnlessWatched();
    };
  }

  /**
   * A visitor's page watching its room again at once (the event page loaded anew after a live change watches from a
   * fresh component) keeps the connection: closed and opened again, the room would be joined only after a new
   * handshake, late enough for the page to load again (features/events/components/event-page.tsx), and again.
   */
  private closeUnlessWatched(): void {
    clearTimeout(this.closing);
    this.closing = setTimeout(() => {
      if (!this.identity && this.watchers.size === 0) this.close();
    }, CLOSE_GRACE_MS);
  }

  private reconnect(): void {
    this.close();
    if (!this.identity && this.watchers.size === 0) return;
    const identity = this.identity;
    // Websocket first (one connection, no polling round trips, and no stray "Session ID unknown" 400 from a poll
    // still in flight when a session closes); long-polling only where a proxy refuses websockets
    // (docs/realtime-gateway.md).
    const socket: AppSocket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      ...(identity ? { query: { userId: identity.userId }, auth: { token: identity.token } } : {}),
    });
    socket.on('connect', () => {
      chatHub.connected();
      for (const [eventId, watchers] of this.watchers) {
        socket.emit(WireEvents.eventWatch, { eventId });
        for (const w of watchers) w.onJoined?.();
      }
    });
    socket.on('disconnect', () => {
      chatHub.disconnected();
      for (const watchers of this.watchers.values()) for (const w of watchers) w.onLeft?.();
    });
    socket.on('connect_error', (error) => {
      // Refused by the server (e.g. 'unauthorized' for a revoked token): socket.io does not retry those.
      if (!socket.active) console.warn('realtime connection refused:', error.message);
    });
    socket.on(WireEvents.getOnlineUsers, (userIds) => {
      if (Array.isArray(userIds)) setOnlineUsers(userIds.filter((id): id is string => typeof id === 'string'));
    });
    socket.on(WireEvents.eventQuestion, (message) => this.dispatch(message?.eventId, (w) => w.onQuestion?.(message)));
    socket.on(WireEvents.eventUpvotes, (message) => this.dispatch(message?.eventId, (w) => w.onUpvotes?.(message)));
    socket.on(WireEvents.eventParticipants, (message) => this.dispatch(message?.eventId, (w) => w.onParticipants?.(message)));
    socket.on(WireEvents.eventChanged, (message) => this.dispatch(message?.eventId, (w) => w.onChanged?.(message)));
    socket.on(WireEvents.eventAnswered, (message) => this.dispatch(message?.eventId, (w) => w.onAnswered?.(message)));
    socket.on(WireEvents.eventAttendance, (message) => this.dispatch(message?.eventId, (w) => w.onAttendance?.(message)));
    socket.on(WireEvents.chatMessage, (message) => chatHub.each((l) => l.onMessage?.(message)));
    socket.on(WireEvents.chatRead, (message) => chatHub.each((l) => l.onRead?.(message)));
    socket.on(WireEvents.chatTyping, (message) => chatHub.each((l) => l.onTyping?.(message)));
    socket.on(WireEvents.chatChanged, (message) => chatHub.each((l) => l.onChanged?.(message)));
    this.socket = socket;
  }

  private dispatch(eventId: unknown, call: (watcher: EventWatcher) => void): void {
    if (typeof eventId !== 'string') return;
    for (const watcher of this.watchers.get(eventId) ?? []) call(watcher);
  }

  private close(): void {
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.socket = null;
    chatHub.disconnected();
    clearOnlineUsers();
  }
}

/** How long a visitor's connection outlives their last room. */
const CLOSE_GRACE_MS = 3_000;

function sameIdentity(a: Identity | null, b: Identity | null): boolean {
  return a === b || (!!a && !!b && a.userId === b.userId && a.token === b.token);
}

export const realtime = new RealtimeConnection();
// Loaded for a screen that needs it now (a signed-in person's event page or chat; app/realtime-session.tsx otherwise
// loads it once the first screen has settled): connect as the session at once. Opened anonymously first and as the
// person later, the connection would miss what is sent to the person's own room meanwhile (a host's decision on
// their request, typing) and join its rooms twice.
realtime.setIdentity(currentIdentity());
// …and follow the session from then on: a student's user id arrives with their profile (app/realtime-session.tsx
// asks for it), and the person's own room must not wait for the keeper's after-load wait to be joined.
subscribeAppState(() => realtime.setIdentity(currentIdentity()));
