import type { Server as HttpServer } from 'node:http';
import type { Logger } from '@fast-track/shared/logger';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents } from '@fast-track/shared/realtime-events';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

interface SocketData {
  userId?: string;
}

export interface RealtimeServer {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own http server. With REDIS_URL the redis adapter fans broadcasts out to every API
 * replica and fetchSockets() sees all of them, so "who is online" is global, not per replica.
 */
export function attachRealtime(httpServer: HttpServer, logger: Logger, redisUrl?: string): RealtimeServer {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
  });
  const redis = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : [];
  if (redis[0] && redis[1]) io.adapter(createAdapter(redis[0], redis[1]));

  const broadcastOnline = async (): Promise<void> => {
    const sockets = await io.fetchSockets();
    const online = [...new Set(sockets.map((s) => s.data.userId).filter((id): id is string => Boolean(id)))];
    io.emit(WireEvents.getOnlineUsers, online);
  };

  io.on('connection', (socket) => {
    const userId = socket.handshake.query['userId'];
    if (typeof userId === 'string' && /^[\w-]{1,64}$/.test(userId)) socket.data.userId = userId;
    const refresh = (): void => {
      broadcastOnline().catch((err: unknown) => logger.warn({ err }, 'online users broadcast failed'));
    };
    refresh();
    socket.on('disconnect', refresh);
  });

  return {
    io,
    async close() {
      await io.close();
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}
