import type { Redis } from 'ioredis';
import { SocketCounts, type Presence } from './presence.ts';

export interface RedisPresenceOptions {
  /** This server's id; a restarted process gets a new one, its old entries simply expire. */
  serverId: string;
  /** How long entries live without a heartbeat; a killed replica's users vanish at most this late. */
  ttlMs: number;
  keyPrefix?: string;
}

/**
 * Each server owns one hash `<prefix>server:<id>` of userId → its socket count on that server, with an expiry the
 * heartbeat pushes forward; a sorted set `<prefix>servers` lists server ids for the readers. Only the owner writes
 * its hash (from its in-memory counts, which are the truth), so there is no cross-replica counter to drift, and
 * a replica that dies without cleaning up takes its users with it when the hash expires.
 */
export function createRedisPresence(redis: Redis, options: RedisPresenceOptions): Presence {
  const prefix = options.keyPrefix ?? 'presence:';
  const serversKey = `${prefix}servers`;
  const serverKey = (id: string): string => `${prefix}server:${id}`;
  const ownKey = serverKey(options.serverId);
  const counts = new SocketCounts();

  const write = async (userId: string, count: number): Promise<void> => {
    const tx = redis.multi();
    if (count > 0) tx.hset(ownKey, userId, count);
    else tx.hdel(ownKey, userId);
    await tx.pexpire(ownKey, options.ttlMs).zadd(serversKey, String(Date.now() + options.ttlMs), options.serverId).exec();
  };

  return {
    add: (userId) => write(userId, counts.add(userId)),
    remove: (userId) => write(userId, counts.remove(userId)),

    async online() {
      // Servers whose hash expired return no fields; the set's score is only for pruning (clocks may differ).
      const servers = await redis.zrange(serversKey, '0', '-1');
      if (servers.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const id of servers) pipeline.hkeys(serverKey(id));
      const results = (await pipeline.exec()) ?? [];
      const users = new Set<string>();
      for (const [error, keys] of results) {
        if (!error) for (const user of keys as string[]) users.add(user);
      }
      return [...users];
    },

    async heartbeat() {
      // Rewritten whole from memory: self-healing if the hash expired during a stall or Redis restarted.
      const entries = counts.entries();
      const tx = redis.multi().del(ownKey);
      if (entries.length > 0) tx.hset(ownKey, Object.fromEntries(entries)).pexpire(ownKey, options.ttlMs);
      const now = Date.now();
      await tx
        .zadd(serversKey, String(now + options.ttlMs), options.serverId)
        // Long-dead servers leave the index; generous margin so clock skew between replicas never prunes a live one.
        .zremrangebyscore(serversKey, '-inf', String(now - 10 * options.ttlMs))
        .exec();
    },

    async close() {
      await redis.multi().del(ownKey).zrem(serversKey, options.serverId).exec();
    },
  };
}
