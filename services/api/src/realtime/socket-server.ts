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
import { attachEventWatch, stillSignedIn, type WatcherData } from './event-watch.ts';
import { createMemoryPresence } from './presence/memory-presence.ts';
import type { Presence } from './presence/presence.ts';
import { createRedisPresence } from './presence/redis-presence.ts';
import type { RealtimeAccess } from './realtime-access.ts';
import { handshakeAuth, type Identify } from './socket-auth.ts';

/** Absent for visitors: they may watch the events shown to everyone, are not online and see nobody online. */
type SocketData = WatcherData;

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface RealtimeOptions {
  logger: Logger;
  /** Distributed mode: Redis adapter (fan-out to every replica) and presence in Redis. In memory when absent. */
  redisUrl?: string | undefined;
  /** The user behind a session token, undefined when unknown or expired. */
  identify: Identify;
  /** Who may join which room and see whom online: the HTTP side's rules (realtime-access.ts). */
  access: RealtimeAccess;
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


/**
 * Socket.IO for presence and live event pages. Created before the app (which needs its notifier) and attached to
 * the http server afterwards.
 *
 * Presence: each connect/disconnect updates the server's own counts; a coalescer sends this server's signed-in
 * clients their online lists at most every `broadcastIntervalMs`, and other replicas are told (one small inter-server
 * message) to do the same for theirs. A crowd joining therefore costs one list per client per interval, not one per
 * join. Each list holds only whom its account may see (itself, co-participants, conversation partners: one query
 * for all of this server's accounts); visitors get none, and nobody gets the global list.
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
  /** The list each socket was sent last: unchanged lists are skipped, a new socket has none and gets its first. */
  const lastSent = new WeakMap<object, string>();
  const broadcaster = createCoalescer(options.broadcastIntervalMs ?? 500, async () => {
    try {
      const online = await presence.online();
      const signedIn = [...io.of('/').sockets.values()].filter((socket) => socket.data.userId !== undefined);
      const viewers = [...new Set(signedIn.map((socket) => socket.data.userId as string))];
      const peers = await options.access.visiblePeers(viewers, online);
      for (const socket of signedIn) {
        const me = socket.data.userId as string;
        const list = [...new Set([me, ...(peers.get(me) ?? [])])].sort();
        const key = list.join(',');
        if (lastSent.get(socket) === key) continue;
        lastSent.set(socket, key);
        socket.emit(WireEvents.getOnlineUsers, list);
      }
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
    void dropEndedSessions();
    presence.heartbeat().then(
      // Also notices peers that died (their entries expired) without anyone telling us.
      () => broadcaster.trigger(),
      (err: unknown) => logger.warn({ err }, 'presence heartbeat failed'),
    );
  }, options.heartbeatMs ?? Math.floor(ttlMs / 3));
  heartbeat.unref();

  // A session that expires or is revoked (logout, suspension, deletion) while its socket stays open: the socket is
  // dropped within a heartbeat, so it neither stays online nor keeps hearing its rooms. One lookup per token.
  const dropEndedSessions = async (): Promise<void> => {
    const byToken = new Map<string, { data: SocketData; sockets: { disconnect(close: boolean): unknown }[] }>();
    for (const socket of io.of('/').sockets.values()) {
      if (!socket.data.userId || !socket.data.token) continue;
      const entry = byToken.get(socket.data.token) ?? { data: socket.data, sockets: [] };
      entry.sockets.push(socket);
      byToken.set(socket.data.token, entry);
    }
    for (const { data, sockets } of byToken.values()) {
      const valid = await stillSignedIn(data, options.identify).catch((err: unknown) => {
        logger.warn({ err }, 'session re-check failed');
        return true;
      });
      if (!valid) for (const socket of sockets) socket.disconnect(true);
    }
  };

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
    }
    attachEventWatch(socket, { access: options.access, identify: options.identify, logger });
  });

  const notifier: EventNotifier = {
    questionPosted: (eventId, question) => io.to(eventRoom(eventId)).emit(WireEvents.eventQuestion, { eventId, question }),
    upvoteChanged: (eventId, questionId, userId, upvoted) =>
      io.to(eventRoom(eventId)).emit(WireEvents.eventUpvotes, { eventId, questionId, userId, upvoted }),
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
