import type { Db } from '@fast-track/shared/db/db';
import { embeddedDbCpuSeconds } from '@fast-track/shared/db/embedded-cpu';
import { NotFoundError } from '@fast-track/shared/errors';
import type { EventStoreMetrics } from '@fast-track/shared/event-store/metrics';
import type { Logger } from '@fast-track/shared/logger';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { Queue, type ConnectionOptions } from 'bullmq';
import { Router, type RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeLabel } from './route-label.ts';
import { mayScrape } from './scrape-access.ts';

/**
 * The API's Prometheus metrics (GET /metrics, text format 0.0.4). Every name starts with `ft_` except the
 * standard process_* and nodejs_* series. One registry per instance, so tests can run several side by side.
 *
 *   ft_http_request_duration_seconds{method,route,status_code}  histogram, route = Express pattern
 *   ft_event_store_append_duration_seconds{outcome}             histogram, ok | conflict | error
 *   ft_event_store_conflicts_total{resolution}                  retried | rejected (answered 409)
 *   ft_event_store_head_position                                highest global position in the log
 *   ft_projection_lag_events{projection}                        events in the log after its checkpoint
 *   ft_queue_jobs{queue,state}                                  BullMQ waiting | active | delayed | prioritized | failed
 *   ft_realtime_connected_sockets                               Socket.IO clients on this replica
 *   ft_rate_limit_refusals_total{rule}                          refused hits, rule = key family (login:ip, otp-send…)
 *   ft_embedded_db_cpu_seconds_total                            process CPU spent inside PGlite (0 on Postgres)
 *   ft_metrics_collect_errors_total{collector}                  a scrape-time read that failed or timed out
 * Gauges read at scrape time (lag, head, queues) time out after `collectTimeoutMs`; a failed read drops the series
 * for that scrape (absent, not stale) and counts an error. `GET /metrics?name=<series>` answers that one series
 * alone, without the scrape-time reads (the write bench reads the embedded database's CPU that way, mid-run).
 */
export interface ApiMetricsOptions {
  db: Db;
  /** Async projections (checkpointed readers of the log) whose lag is reported. */
  asyncProjections: readonly { readonly name: string }[];
  /** BullMQ queues to report (distributed mode): same connection and prefix as their producers. */
  queues?: { connection: ConnectionOptions; prefix: string; names: readonly string[] } | undefined;
  /** METRICS_TOKEN: when set, /metrics wants `Authorization: Bearer <token>`; else private direct callers only. */
  token?: string | undefined;
  /** process_* and nodejs_* series; on by default. */
  processMetrics?: boolean;
  collectTimeoutMs?: number;
  logger?: Logger;
}

export interface ApiMetrics {
  readonly registry: Registry;
  /** Times every request; mount it first. */
  readonly httpMiddleware: RequestHandler;
  /** GET /metrics behind the access rule. */
  readonly router: Router;
  /** Sink for the event store's port (setEventStoreMetrics). */
  readonly eventStore: EventStoreMetrics;
  /** The same limiter, counting its refusals. */
  countRefusals(limiter: RateLimiter): RateLimiter;
  /** Where the connected-sockets gauge reads from (realtime is created after the metrics). */
  observeSockets(count: () => number): void;
  close(): Promise<void>;
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const appendBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const queueStates = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Log positions past a checkpoint are counted up to this; a lag that large is an incident whatever its size. */
const lagCountCap = 1_000_000;

/** `login:ip:203.0.113.9` → `login:ip`, `otp-send:<hash>` → `otp-send`: the rule, never the subject. */
export function rateLimitRule(key: string): string {
  const match = /^([a-z][a-z0-9-]{0,40})(?::(ip|addr|client|account))?(?::|$)/i.exec(key);
  if (!match?.[1]) return 'other';
  return match[2] ? `${match[1]}:${match[2]}` : match[1];
}

export function createApiMetrics(options: ApiMetricsOptions): ApiMetrics {
  const registry = new Registry();
  const timeoutMs = options.collectTimeoutMs ?? 2_000;
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const collectErrors = new Counter({
    name: 'ft_metrics_collect_errors_total',
    help: 'Scrape-time reads (database, Redis) that failed or timed out',
    labelNames: ['collector'] as const,
    registers: [registry],
  });
  /** Runs a scrape-time read with a deadline; on failure the gauge is left empty for this scrape. */
  const guarded = async (collector: string, read: () => Promise<void>): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${collector} read timed out after ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (err) {
      collectErrors.inc({ collector });
      options.logger?.warn({ err, collector }, 'metrics read failed');
    } finally {
      clearTimeout(timer);
    }
  };

  const requestDuration = new Histogram({
    name: 'ft_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const httpMiddleware: RequestHandler = (req, res, next) => {
    const startedAt = performance.now();
    res.once('finish', () => {
      requestDuration.observe(
        {
          method: knownMethods.has(req.method) ? req.method : 'OTHER',
          route: routeLabel(req, res.statusCode),
          status_code: String(res.statusCode),
        },
        (performance.now() - startedAt) / 1000,
      );
    });
    next();
  };

  const appendDuration = new Histogram({
    name: 'ft_event_store_append_duration_seconds',
    help: 'Event store append (INSERT of a command’s events) latency by outcome',
    labelNames: ['outcome'] as const,
    buckets: appendBuckets,
    registers: [registry],
  });
  const conflicts = new Counter({
    name: 'ft_event_store_conflicts_total',
    help: 'Stream version clashes: retried by the command loop, or rejected (answered 409) once retries ran out',
    labelNames: ['resolution'] as const,
    registers: [registry],
  });
  for (const outcome of ['ok', 'conflict', 'error'] as const) appendDuration.zero({ outcome });
  for (const resolution of ['retried', 'rejected'] as const) conflicts.inc({ resolution }, 0);
  const eventStore: EventStoreMetrics = {
    append: (seconds, outcome) => appendDuration.observe({ outcome }, seconds),
    conflict: (resolution) => conflicts.inc({ resolution }),
  };

  new Gauge({
    name: 'ft_event_store_head_position',
    help: 'Highest global position in the event log',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('event_store_head', async () => {
        const { rows } = await options.db.query<{ head: string }>('SELECT COALESCE(MAX(global_position), 0)::text AS head FROM events');
        this.set(Number(rows[0]?.head ?? 0));
      });
    },
  });

  new Gauge({
    name: 'ft_projection_lag_events',
    help: 'Events in the log after an async projection’s checkpoint (positions it still has to read)',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('projection_lag', async () => {
        for (const { name } of options.asyncProjections) {
          // The readers' own order (transaction id, position); a projection that never ran starts at zero.
          const { rows } = await options.db.query<{ lag: number }>(
            `SELECT count(*)::int AS lag FROM (
               SELECT 1 FROM events
               WHERE (transaction_id, global_position) > (
                 COALESCE((SELECT last_transaction_id FROM processor_checkpoints WHERE processor_id = $1), '0'::xid8),
                 COALESCE((SELECT last_global_position FROM processor_checkpoints WHERE processor_id = $1), 0))
               LIMIT ${lagCountCap}) AS behind`,
            [name],
          );
          this.set({ projection: name }, rows[0]?.lag ?? 0);
        }
      });
    },
  });

  const queues = (options.queues?.names ?? []).map(
    (name) => new Queue(name, { connection: options.queues!.connection, prefix: options.queues!.prefix }),
  );
  for (const queue of queues) queue.on('error', () => undefined); // reported through the scrape (collect errors)
  new Gauge({
    name: 'ft_queue_jobs',
    help: 'BullMQ jobs by queue and state (failed: kept for a day after their last attempt)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('queue_jobs', async () => {
        for (const queue of queues) {
          const counts = await queue.getJobCounts(...queueStates);
          for (const state of queueStates) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      });
    },
  });

  let sockets: (() => number) | undefined;
  new Gauge({
    name: 'ft_realtime_connected_sockets',
    help: 'Socket.IO clients connected to this replica',
    registers: [registry],
    collect() {
      this.set(sockets?.() ?? 0);
    },
  });

  new Counter({
    name: 'ft_embedded_db_cpu_seconds_total',
    help: 'Process CPU seconds spent inside the embedded database (PGlite runs on the API thread); 0 on Postgres',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(embeddedDbCpuSeconds());
    },
  });

  const refusals = new Counter({
    name: 'ft_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by rule (key family)',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  const countRefusals = (limiter: RateLimiter): RateLimiter => ({
    async hit(key, limit, windowMs) {
      const result = await limiter.hit(key, limit, windowMs);
      if (!result.allowed) refusals.inc({ rule: rateLimitRule(key) });
      return result;
    },
    async peek(key, limit) {
      const result = await limiter.peek(key, limit);
      if (!result.allowed) refusals.inc({ rule: rateLimitRule(key) });
      return result;
    },
    reset: (key) => limiter.reset(key),
    release: (key) => limiter.release(key),
  });

  const router = Router();
  router.get('/metrics', async (req, res) => {
    // Refused callers get a plain 404, as for any unknown path (never the SPA shell).
    if (!mayScrape(req, options.token)) throw new NotFoundError(`No route ${req.method} ${req.path}`);
    const only = typeof req.query.name === 'string' ? req.query.name : undefined;
    const body = only && registry.getSingleMetric(only) ? await registry.getSingleMetricAsString(only) : await registry.metrics();
    res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(body);
  });

  return {
    registry,
    httpMiddleware,
    router,
    eventStore,
    countRefusals,
    observeSockets(count) {
      sockets = count;
    },
    async close() {
      await Promise.all(queues.map((queue) => queue.close().catch(() => undefined)));
      registry.clear();
    },
  };
}
