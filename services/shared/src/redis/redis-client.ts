/**
 * Every ioredis client of the backend is made here, so none of them can hang a request while Redis is down
 * (docs/operations.md "Redis outages").
 *
 * - `commands`: anything a request waits for (rate limits, presence, Socket.IO publishes, the BullMQ producer).
 *   No offline queue: while the connection is down a command fails at once instead of waiting for a reconnect; a
 *   command already written to a connection that then hangs gives up after `commandTimeoutMs`. Callers turn the
 *   failure into a clear 503 (rate limits) or carry on without Redis (presence, fan-out, mail hand-off).
 * - `subscriber`: the Socket.IO adapter's subscriber. It issues SUBSCRIBE once, before the connection is up, so it
 *   keeps the offline queue (a handful of subscribe commands, never one per request) and re-subscribes itself after
 *   a reconnect.
 * - `worker`: BullMQ workers. Their blocking commands outlive any command timeout and BullMQ requires
 *   `maxRetriesPerRequest: null`; they are off the request path, and they too reconnect within a second.
 *
 * All of them reconnect for ever, 100 ms doubling to at most 1 s apart, so the app recovers by itself as soon as
 * Redis is back, with no restart.
 */
import { Redis, type RedisOptions } from 'ioredis';

export const redisCommandTimeoutMs = 1000;
export const redisConnectTimeoutMs = 2000;
const maxReconnectDelayMs = 1000;

export type RedisRole = 'commands' | 'subscriber' | 'worker';

/** Delay before reconnect attempt `times` (1, 2, …): 100, 200, 400, 800, then 1000 ms. Never gives up. */
export function redisReconnectDelay(times: number): number {
  return Math.min(100 * 2 ** Math.max(0, times - 1), maxReconnectDelayMs);
}

/** ioredis options for one role (see the top of this file). Also usable as a BullMQ `connection` with a `url`. */
export function redisOptions(role: RedisRole): RedisOptions {
  const base: RedisOptions = { connectTimeout: redisConnectTimeoutMs, retryStrategy: redisReconnectDelay };
  switch (role) {
    case 'commands':
      return { ...base, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: redisCommandTimeoutMs };
    case 'subscriber':
      return { ...base, maxRetriesPerRequest: null };
    case 'worker':
      return { ...base, maxRetriesPerRequest: null };
  }
}

/** BullMQ `connection` options for `role` on `url` (BullMQ makes its own ioredis clients from these). */
export function bullmqConnection(url: string, role: RedisRole): { url: string } & Pick<RedisOptions, 'connectTimeout' | 'enableOfflineQueue' | 'maxRetriesPerRequest' | 'commandTimeout'> & { retryStrategy: (times: number) => number } {
  const { connectTimeout, enableOfflineQueue, maxRetriesPerRequest, commandTimeout } = redisOptions(role);
  return {
    url,
    connectTimeout,
    maxRetriesPerRequest,
    retryStrategy: redisReconnectDelay,
    ...(enableOfflineQueue === undefined ? {} : { enableOfflineQueue }),
    ...(commandTimeout === undefined ? {} : { commandTimeout }),
  };
}

export interface RedisLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * A client for `role`, logging its errors (while Redis is down ioredis reports every failed reconnect: the first one
 * is logged, then at most one every 10 s) and when it is connected again.
 */
export function createRedisClient(url: string, role: RedisRole, logger: RedisLogger, name: string = role): Redis {
  const client = new Redis(url, redisOptions(role));
  let lastLogged = 0;
  let failing = false;
  client.on('error', (err: Error) => {
    const now = Date.now();
    if (!failing || now - lastLogged >= 10_000) {
      logger.warn({ err, redis: name }, 'redis unreachable');
      lastLogged = now;
    }
    failing = true;
  });
  client.on('ready', () => {
    if (failing) logger.info({ redis: name }, 'redis reachable again');
    failing = false;
  });
  return client;
}

/** Resolves true once the client is ready, false after `timeoutMs` (the caller starts anyway, degraded). */
export function waitForRedis(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = (): void => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once('ready', onReady);
  });
}

/** Whether Redis answers a PING now (readiness probes); never takes longer than the command timeout. */
export async function redisAnswers(client: Redis): Promise<boolean> {
  if (client.status !== 'ready') return false;
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/**
 * Fire-and-forget callers (the Socket.IO Redis adapter publishes without awaiting) would leave a rejected promise
 * unhandled while Redis is down, and Node ends the process on those. This marks every PUBLISH of `client` as
 * handled (reporting the failure to `onDropped`); callers that do await still see the rejection.
 */
export function guardPublishes(client: Redis, onDropped: (err: unknown) => void): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  const guarded = (...args: unknown[]): Promise<number> => {
    const result = publish(...args);
    result.catch(onDropped);
    return result;
  };
  (client as unknown as { publish: typeof guarded }).publish = guarded;
}
