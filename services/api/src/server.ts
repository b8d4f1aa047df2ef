import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devMailboxAccess, redisNamespaces, type Config } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { startAsyncRunner, type AsyncRunner } from '@fast-track/shared/event-store/async-runner';
import { setEventStoreMetrics } from '@fast-track/shared/event-store/metrics';
import type { Logger } from '@fast-track/shared/logger';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { createRedisClient, waitForRedis } from '@fast-track/shared/redis/redis-client';
import { createApp } from './app.ts';
import { siteSettingsFrom } from './public-site/index.ts';
import { oauthConfigFrom } from './accounts/index.ts';
import { createSessionStore } from './accounts/index.ts';
import { createHttpServer } from './http/http-server.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { closeSmtpTransports, createMailQueue, mailDestination, mailQueueName } from './mail/index.ts';
import { createBlobStore } from './storage/index.ts';
import { importExternalLogos } from './company-profiles/index.ts';
import { storeImage } from './uploads/index.ts';
import { createApiMetrics } from './observability/index.ts';
import { projections } from './projections.ts';
import { createRealtime, createRealtimeAccess, realtimeConfigFrom } from './realtime/index.ts';
import { attachMessagingSockets, socketMessagingNotifier } from './messaging/index.ts';

export interface RunningServer {
  server: Server;
  db: Db;
  url: string;
  stop(): Promise<void>;
}

/**
 * Boot order matters: migrate before listening (so /readyz and every request see the final schema), seed,
 * then accept traffic. Without REDIS_URL there is no worker, so this process runs the async projections too.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDb(config);
  logger.info({ database: db.kind }, 'database opened');
  await migrate(db, logger);
  if (config.SEED_DEMO) await seedDemo(db, new Date(), logger);

  // Distributed mode: limits counted in Redis by every replica, mail sent by the worker. Embedded: both in process.
  // Short timeouts and no offline queue (docs/operations.md "Redis outages"): while Redis is down, calls that need it
  // answer 503 at once and /readyz says so; the client reconnects by itself. Booting with Redis down starts degraded.
  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, 'commands', logger, 'api') : undefined;
  if (redis && !(await waitForRedis(redis, 3000))) logger.warn('redis not reachable at start; starting degraded');
  // Every key and channel under REDIS_PREFIX, so stacks with different prefixes can share one Redis.
  const rateLimiter = createRateLimiter(redis, {
    prefix: redisNamespaces(config.REDIS_PREFIX).rateLimit,
    onResetFailed: (err) => logger.warn({ err }, 'rate-limit reset skipped: redis unreachable'),
  });
  const mailQueue = createMailQueue(config, { db, logger });
  // GET /metrics (docs/operations.md "Metrics"): scrape-time gauges read the log, the checkpoints and BullMQ.
  const metrics = createApiMetrics({
    db,
    logger,
    token: config.METRICS_TOKEN,
    asyncProjections: projections.async,
    queues: redis ? { connection: redis, prefix: redisNamespaces(config.REDIS_PREFIX).bullmq, names: [mailQueueName] } : undefined,
  });
  setEventStoreMetrics(metrics.eventStore);
  // Before the app: the participation routes tell event rooms (on every replica) through its notifier.
  const sessions = createSessionStore(db);
  const realtime = createRealtime({ logger, ...realtimeConfigFrom(config), identify: (token) => sessions.resolve(token, Date.now()), access: createRealtimeAccess(db) });
  const files = createBlobStore(config);
  const { app, dispose } = createApp({
    db,
    logger,
    webDist: config.WEB_DIST,
    rateLimiter,
    mailQueue,
    blobStore: files.store,
    devMailbox: devMailboxAccess(config),
    testClock: config.TEST_CLOCK,
    ...(config.IDENTITY_SECRET ? { identitySecret: config.IDENTITY_SECRET } : {}),
    oauth: oauthConfigFrom(config),
    otpLimitPerClient: config.OTP_MAILS_PER_CLIENT_HOUR,
    otpGuessesPerAddress: config.OTP_GUESSES_PER_ADDRESS_DAY,
    ...(config.ADMIN_LOGIN_PATH ? { adminLoginPath: config.ADMIN_LOGIN_PATH } : {}),
    ...(config.TRUSTED_PROXIES !== undefined ? { trustedProxies: config.TRUSTED_PROXIES } : {}),
    ...(redis ? { redis } : {}),
    eventNotifier: realtime.notifier,
    messagingNotifier: socketMessagingNotifier(realtime.io),
    metrics,
    site: siteSettingsFrom(config),
    publicUrl: config.PUBLIC_URL,
    reminderSweepEveryMs: config.REMINDER_SWEEP_MS,
  });
  metrics.observeSockets(() => realtime.io.of('/').sockets.size);
  attachMessagingSockets(realtime.io, db, logger);
  const server = createHttpServer(app);
  realtime.attach(server);
  const runner: AsyncRunner | undefined = config.REDIS_URL ? undefined : startAsyncRunner(db, projections.async, { logger });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: db.kind, redis: Boolean(config.REDIS_URL), mail: mailQueue.kind, smtp: Boolean(config.SMTP_URL), files: files.kind, filesAt: files.where }, 'listening');
  // Where mail goes, loudly when nowhere: the outbox holds every code and recovery link.
  const destination = mailDestination(config, devMailboxAccess(config), port);
  logger[destination.level]({ mail: destination.mail }, destination.message);
  // Once per company, in the background: external logos fetched into storage or dropped (docs/companies.md § Logo import).
  void importExternalLogos({ db, projections: projections.inline, logger, now: Date.now, storeImage: async (bytes, type) => (await storeImage(files.store, bytes, type)).url }).catch(
    (err: unknown) => logger.error({ err }, 'company logo import stopped; the next start tries again'),
  );
  if (config.TEST_CLOCK) logger.warn('TEST_CLOCK=true: POST /api/dev/clock moves the challenge clock forward (test servers only)');

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    // Order: stop taking connections, let in-flight requests finish, then release what they were using.
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await realtime.close();
      await closed;
      await runner?.stop();
      await mailQueue.close();
      await metrics.close();
      setEventStoreMetrics();
      closeSmtpTransports();
      await redis?.quit().catch(() => undefined);
      dispose();
      await db.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { server, db, url: `http://127.0.0.1:${port}`, stop };
}

