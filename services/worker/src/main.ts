import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, redisNamespaces } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { startAsyncRunner } from '@fast-track/shared/event-store/async-runner';
import { createLogger } from '@fast-track/shared/logger';
import { processJob, shutdownTelemetry } from '@fast-track/shared/telemetry/telemetry';
import { projections } from '@fast-track/api/projections';
import { bullmqConnection, createRedisClient } from '@fast-track/shared/redis/redis-client';
import { createBullMqMailQueue, startMailRedrive } from '@fast-track/api/mail/index';
import { Worker } from 'bullmq';
import { jobRegistry } from './job-registry.ts';

/**
 * The worker of the distributed mode: async projections off the API's request path, and BullMQ jobs.
 * It needs both shared services; the embedded mode (no REDIS_URL) runs the projections inside the API instead.
 */
const config = loadConfig();
const logger = createLogger('worker', config.LOG_LEVEL);
if (!config.REDIS_URL || !config.DATABASE_URL) {
  logger.fatal('the worker needs DATABASE_URL and REDIS_URL (embedded mode runs projections inside the API)');
  process.exit(1);
}

const db = await openDb(config);
// Idempotent and lock-protected: whichever of api, migrate or worker comes first applies the schema.
await migrate(db, logger);
// BullMQ workers block on Redis; ioredis must not give up on those commands (BullMQ requires it), but it reconnects
// within a second once Redis is back (docs/operations.md "Redis outages").
const connection = createRedisClient(config.REDIS_URL, 'worker', logger, 'worker');
// The API's producers use the same prefix (REDIS_PREFIX), so two stacks on one Redis never take each other's jobs.
const prefix = redisNamespaces(config.REDIS_PREFIX).bullmq;
const runner = startAsyncRunner(db, projections.async, { logger });

const workers = jobRegistry.map(
  (job) =>
    new Worker(
      job.name,
      (bullJob) =>
        // A child span of the request that queued the job, when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT).
        processJob(job.name, { id: bullJob.id, attemptsMade: bullJob.attemptsMade, traceMetadata: bullJob.opts.telemetry?.metadata }, () => {
          const log = logger.child({ job: job.name, jobId: bullJob.id });
          const lastAttempt = bullJob.attemptsMade + 1 >= (bullJob.opts.attempts ?? 1);
          return job.run(job.payload.parse(bullJob.data), { db, logger: log, lastAttempt });
        }),
      { connection, prefix, concurrency: 1 },
    ),
);
for (const worker of workers) {
  worker.on('failed', (job, err) => logger.error({ err, job: worker.name, jobId: job?.id }, 'job failed'));
  worker.on('error', (err) => logger.warn({ err, job: worker.name }, 'worker error'));
}
// Mail acknowledged by the API but not (or no longer) in Redis is queued again from mail_payloads: after a Redis
// restart that lost its data, or a hand-off that failed while Redis was down (docs/operations.md).
const mailProducer = createBullMqMailQueue({ connection: bullmqConnection(config.REDIS_URL, 'commands'), prefix, logger, db });
const redrive = startMailRedrive(mailProducer, { logger });
// Container health (the compose healthcheck reads the file's age): touched every 10 s while Redis and Postgres answer,
// so a worker that lost either turns unhealthy within 30 s, and healthy again once they are back.
const aliveFile = path.join(tmpdir(), 'fast-track-worker.alive');
const touchAlive = async (): Promise<void> => {
  if (connection.status !== 'ready') return;
  try {
    await db.query('SELECT 1');
    await writeFile(aliveFile, String(Date.now()));
  } catch (err) {
    logger.debug({ err }, 'health file not touched');
  }
};
void touchAlive();
const alive = setInterval(() => void touchAlive(), 10_000);
alive.unref();
connection.once('ready', () => void touchAlive());
logger.info({ jobs: jobRegistry.map((j) => j.name), prefix, projections: projections.async.map((p) => p.name) }, 'worker started');

let stopping = false;
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Let running jobs and the current projection batch finish, then release connections.
  redrive.stop();
  clearInterval(alive);
  await Promise.all(workers.map((w) => w.close()));
  await mailProducer.close();
  await runner.stop();
  await connection.quit();
  await db.close();
  logger.info('stopped');
  await shutdownTelemetry();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
