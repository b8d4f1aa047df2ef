import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { redisNamespaces, type Config } from '@fast-track/shared/config';
import type { Logger } from '@fast-track/shared/logger';
import {
  WireEvents,
  eventRoom,
  userRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
} from '@fast-track/shared/realtime-events';
import { createRedisClient, guardPublishes } from '@fast-track/shared/redis/redis-client';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { EventNotifier } from '../events/index.ts';
import { applySecurityHeaders } from '../http/security-headers.ts';
import { createCoalescer } from './coalescer.ts';
import { createMemoryPresence } from './presence/memory-presence.ts';
import type { Presence } from './presence/presence.ts';
import { createRedisPresence } from './presence/redis-presence.ts';
import { handshakeAuth, type Identify } from './socket-auth.ts';

interface SocketData {
  /** Absent for visitors: they may watch events but are not online. */
  userId?: string;
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface RealtimeOptions {
  logger: Logger;
  /** Distributed mode: Redis adapter (fan-out to every replica) and presence in Redis. In memory when absent. */
  redisUrl?: string | undefined;
  /** The user behind a session token, undefined when unknown or expired. */
  identify: Identify;
  /** Presence entries of a replica that stopped heart-beating vanish after this; 30 s by default. */
  presenceTtlMs?: number;
  /** Default a third of the TTL, so one missed beat does not drop anyone. */
  heartbeatMs?: number;
  /** At most one getOnlineUsers broadcast per this many ms per server; 500 by default. */
  broadcastIntervalMs?: number;
  /** REDIS_PREFIX: starts presence keys and the adapter's channels, so stacks on one Redis stay apart. `ft:` by default. */
  redisPrefix?: string;
}

export interface Realtime {
  io: RealtimeIo;
  /** Tells an event's room, on every replica, what the participation routes just committed. */
  notifier: EventNotifier;
  attach(httpServer: HttpServer): void;
  close(): Promise<void>;
}

const eventIdPattern = /^[\w-]{1,64}$/;
/** A socket watches a handful of event pages at most; more is a client bug or abuse. */
const maxWatchedEvents = 20;

/**
 * Socket.IO for presence and live event pages. Created before the app (which needs its notifier) and attached to
 * the http server afterwards.
 *
 * Presence: each connect/disconnect updates the server's own counts; a coalescer sends this server's clients the
 * online list at most every `broadcastIntervalMs`, and other replicas are told (one small inter-server message) to
 * do the same for theirs. A crowd joining therefore costs one list per client per interval, not one per join.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const { logger } = options;
  const ttlMs = options.presenceTtlMs ?? 30_000;
  const namespaces = redisNamespaces(options.redisPrefix ?? 'ft:');
  const io: RealtimeIo = new Server({ path: '/socket.io', serveClient: false });
  // Redis down (docs/operations.md "Redis outages"): presence calls fail fast and are logged (the heartbeat rewrites
  // this replica's entries once Redis is back), broadcasts reach this replica's sockets only, nothing waits.
  const pub = options.redisUrl ? createRedisClient(options.redisUrl, 'commands', logger, 'realtime') : undefined;
  const sub = options.redisUrl ? createRedisClient(options.redisUrl, 'subscriber', logger, 'realtime-subscriber') : undefined;
  let droppedPublishes = 0;
  // The adapter publishes without awaiting; a failed publish must not become an unhandled rejection (process exit).
  if (pub) {
    guardPublishes(pub, () => {
      droppedPublishes += 1;
      if (droppedPublishes === 1) logger.warn('realtime fan-out paused: redis unreachable');
    });
    pub.on('ready', () => {
      droppedPublishes = 0;
    });
  }
  if (pub && sub) io.adapter(createAdapter(pub, sub, { key: namespaces.socketIo }));
  const presence: Presence = pub
    ? createRedisPresence(pub, { serverId: randomUUID(), ttlMs, keyPrefix: namespaces.presence })
    : createMemoryPresence();

  let closing = false;
  let lastSent = '';
  const broadcaster = createCoalescer(options.broadcastIntervalMs ?? 500, async (force) => {
    try {
      const online = (await presence.online()).sort();
      const key = online.join(',');
      // Unchanged lists are skipped unless someone new is waiting for their first one.
      if (!force && key === lastSent) return;
      lastSent = key;
      io.local.emit(WireEvents.getOnlineUsers, online);
    } catch (err) {
      logger.warn({ err }, 'online users broadcast failed');
    }
  });
  const presenceChanged = (): void => {
    if (closing) return;
    broadcaster.trigger(true);
    if (pub) io.serverSideEmit('presenceChanged');
  };
  io.on('presenceChanged', () => broadcaster.trigger());

  const heartbeat = setInterval(() => {
    presence.heartbeat().then(
      // Also notices peers that died (their entries expired) without anyone telling us.
      () => broadcaster.trigger(),
      (err: unknown) => logger.warn({ err }, 'presence heartbeat failed'),
    );
  }, options.heartbeatMs ?? Math.floor(ttlMs / 3));
  heartbeat.unref();

  io.use(handshakeAuth(options.identify, logger));

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    if (closing) {
      socket.disconnect(true);
      return;
    }
    if (userId) {
      // A host's decision reaches the student's own tabs, wherever they are connected.
      void socket.join(userRoom(userId));
      presence.add(userId).then(presenceChanged, (err: unknown) => logger.warn({ err }, 'presence add failed'));
      socket.on('disconnect', () => {
        // While closing, presence.close() drops this server's entries in one go.
        if (closing) return;
        presence.remove(userId).then(presenceChanged, (err: unknown) => logger.warn({ err }, 'presence remove failed'));
      });
    } else {
      // Visitors get the list with the next broadcast too; forcing one keeps their first screen from waiting.
      broadcaster.trigger(true);
    }
    // Payloads come from the network: checked here, whatever the types say.
    socket.on(WireEvents.eventWatch, (payload, ack) => {
      const eventId = (payload as { eventId?: unknown } | undefined)?.eventId;
      if (typeof eventId !== 'string' || !eventIdPattern.test(eventId)) return;
      if (socket.rooms.size > maxWatchedEvents) return;
      void socket.join(eventRoom(eventId));
      if (typeof ack === 'function') ack();
    });
    socket.on(WireEvents.eventUnwatch, (payload, ack) => {
      const eventId = (payload as { eventId?: unknown } | undefined)?.eventId;
      if (typeof eventId === 'string') void socket.leave(eventRoom(eventId));
      if (typeof ack === 'function') ack();
    });
  });

  const notifier: EventNotifier = {
    questionPosted: (eventId, question) => io.to(eventRoom(eventId)).emit(WireEvents.eventQuestion, { eventId, question }),
    upvotesChanged: (eventId, questionId, upvotes) =>
      io.to(eventRoom(eventId)).emit(WireEvents.eventUpvotes, { eventId, questionId, upvotes }),
    participantsChanged: (eventId, participants) =>
      io.to(eventRoom(eventId)).emit(WireEvents.eventParticipants, { eventId, participants }),
    questionAnswered: (eventId, questionId) => io.to(eventRoom(eventId)).emit(WireEvents.eventAnswered, { eventId, questionId }),
    eventChanged: (eventId, change) => io.to(eventRoom(eventId)).emit(WireEvents.eventChanged, { eventId, change }),
    attendanceDecided: (eventId, userId, attendance) => io.to(userRoom(userId)).emit(WireEvents.eventAttendance, { eventId, attendance }),
  };

  return {
    io,
    notifier,
    attach(httpServer) {
      io.attach(httpServer);
      // Socket.IO answers /socket.io/ itself, before Express and its securityHeaders see the request: its polling
      // answers (and its own refusals) get the same headers here, set before any of them is written.
      httpServer.prependListener('request', (req, res) => {
        if (req.url?.startsWith('/socket.io/')) applySecurityHeaders(res);
      });
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      broadcaster.stop();
      await presence.close().catch((err: unknown) => logger.warn({ err }, 'presence cleanup failed'));
      // The others drop our users now rather than at expiry.
      if (pub) io.serverSideEmit('presenceChanged');
      // io.close also closes the attached http server; the caller has already stopped it taking connections.
      await io.close();
      for (const client of [pub, sub]) await client?.quit().catch(() => undefined);
    },
  };
}

/** The environment's part of the realtime options (REDIS_URL, REDIS_PREFIX, PRESENCE_TTL_MS; heartbeat = TTL / 3). */
export function realtimeConfigFrom(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX' | 'PRESENCE_TTL_MS'>,
): Pick<RealtimeOptions, 'redisUrl' | 'redisPrefix' | 'presenceTtlMs'> {
  return { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, presenceTtlMs: config.PRESENCE_TTL_MS };
}

/** Convenience for callers that have the http server first. */
export function attachRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const realtime = createRealtime(options);
  realtime.attach(httpServer);
  return realtime;
}
