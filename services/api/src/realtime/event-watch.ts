import type { Logger } from '@fast-track/shared/logger';
import { WireEvents, eventRoom, type WatchAnswer } from '@fast-track/shared/realtime-events';
import type { Socket } from 'socket.io';
import type { RealtimeAccess } from './realtime-access.ts';
import type { Identify } from './socket-auth.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A socket watches a handful of event pages at most; more is a client bug or abuse. */
export const maxWatchedEvents = 20;

interface WatchDeps {
  access: RealtimeAccess;
  identify: Identify;
  logger: Logger;
}

/** The socket's data as the handshake left it: the account and the token it proved it with (visitors: neither). */
export interface WatcherData {
  userId?: string;
  token?: string;
}

/**
 * event:watch / event:unwatch on one socket. Payloads come from the network: checked here, whatever the types say.
 * A watch joins the event's room only when the detail call would show that caller the event (its participants and
 * questions); every refusal is an ack the client can read ({ ok: false, code }) and joins nothing. A signed-in
 * socket's token is checked again on each watch, so a session that expired or was revoked (suspension, deletion,
 * logout elsewhere) since the handshake watches nothing more and is disconnected.
 */
export function attachEventWatch(socket: Socket, deps: WatchDeps): void {
  const data = socket.data as WatcherData;
  const pending = new Set<string>();
  const watched = (): number => [...socket.rooms].filter((room) => room.startsWith('event:')).length + pending.size;

  socket.on(WireEvents.eventWatch, (payload: unknown, ack: unknown) => {
    const reply = (answer: WatchAnswer): void => {
      if (typeof ack === 'function') (ack as (answer: WatchAnswer) => void)(answer);
    };
    const raw = (payload as { eventId?: unknown } | null | undefined)?.eventId;
    if (typeof raw !== 'string' || !uuid.test(raw)) return reply({ ok: false, code: 'VALIDATION' });
    // Room names follow the API's canonical (lowercase) ids, as the participation routes write them.
    const eventId = raw.toLowerCase();
    const room = eventRoom(eventId);
    if (socket.rooms.has(room)) return reply({ ok: true });
    if (pending.has(eventId) || watched() >= maxWatchedEvents) return reply({ ok: false, code: 'LIMIT' });
    pending.add(eventId);
    stillSignedIn(data, deps.identify)
      .then(async (valid) => {
        if (!valid) return 'UNAUTHORIZED' as const;
        return (await deps.access.mayWatchEvent(eventId, data.userId)) ? ('OK' as const) : ('NOT_FOUND' as const);
      })
      .then(
        async (outcome) => {
          pending.delete(eventId);
          if (outcome === 'OK') {
            if (socket.connected) await socket.join(room);
            return reply({ ok: true });
          }
          reply({ ok: false, code: outcome });
          if (outcome === 'UNAUTHORIZED') socket.disconnect(true);
        },
        (err: unknown) => {
          pending.delete(eventId);
          deps.logger.warn({ err }, 'event watch check failed');
          reply({ ok: false, code: 'UNAVAILABLE' });
        },
      );
  });

  socket.on(WireEvents.eventUnwatch, (payload: unknown, ack: unknown) => {
    const raw = (payload as { eventId?: unknown } | null | undefined)?.eventId;
    const valid = typeof raw === 'string' && uuid.test(raw);
    // Only event rooms can be left this way: never the socket's own user room or its id room.
    if (valid) void socket.leave(eventRoom(raw.toLowerCase()));
    if (typeof ack === 'function') (ack as (answer: WatchAnswer) => void)(valid ? { ok: true } : { ok: false, code: 'VALIDATION' });
  });
}

/** A visitor is always "still" a visitor; a signed-in socket only while its token still names its account. */
export async function stillSignedIn(data: WatcherData, identify: Identify): Promise<boolean> {
  if (!data.userId) return true;
  if (!data.token) return false;
  return (await identify(data.token)) === data.userId;
}
