// GET /metrics after real traffic: every series the operations guide promises exists, with sane values.
import { randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { appendToStream } from '@fast-track/shared/event-store/append';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { setEventStoreMetrics } from '@fast-track/shared/event-store/metrics';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDecider, companyStreamId } from '../companies/index.ts';
import { eventDetails, publish, registerHost, startApi, uuidFor, type RunningApi } from '../testing/api-fixture.ts';
import { projections } from '../projections.ts';
import { createApiMetrics, type ApiMetrics } from './index.ts';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** `name{a="x",b="y"} 12` lines → value of the series with exactly these labels (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const m of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found[m[1] ?? ''] = m[2] ?? '';
    if (Object.keys(found).length !== Object.keys(labels).length) continue;
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/**
 * A Db on which the first append meets a writer that got in first: the same INSERT runs twice, so the second one
 * hits the stream's unique position, exactly as a concurrent writer would make it. The command loop retries.
 */
function clashOnce(db: Db): Db {
  let clashed = false;
  const wrap = (tx: Db): Db => ({
    ...tx,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      // The append is one statement (a CTE whose first part inserts into events, its projections chained after it).
      if (!clashed && /\bINSERT INTO events\b/.test(sql)) {
        clashed = true;
        await tx.query(sql, params);
      }
      return tx.query<T>(sql, params);
    },
    transaction: (fn) => tx.transaction((inner) => fn(wrap(inner))),
  });
  return { ...db, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

describe('GET /metrics', () => {
  let testDb: TestDb;
  let api: RunningApi;
  let metrics: ApiMetrics;
  let redis: Redis;
  const prefix = `ft:test:${randomBytes(6).toString('hex')}:bull`;

  beforeAll(async () => {
    testDb = await openTestDb();
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    metrics = createApiMetrics({
      db: testDb.db,
      asyncProjections: projections.async,
      queues: { connection: redis, prefix, names: ['mail'] },
    });
    setEventStoreMetrics(metrics.eventStore);
    metrics.observeSockets(() => 3);
    api = await startApi(testDb.db, { metrics });
  });
  afterAll(async () => {
    setEventStoreMetrics();
    await api?.close();
    await metrics?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await testDb?.dispose();
  });

  const scrape = async (): Promise<string> => {
    const res = await fetch(`${api.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return res.text();
  };

  it('exposes request latency per route pattern and status, never the raw URL', async () => {
    await registerHost(testDb.db);
    const details = eventDetails(uuidFor(901), Date.now() + 86_400_000);
    await publish(testDb.db, details);
    for (let i = 0; i < 3; i++) expect((await api.post('/api/getEvents/no', { page: 1, limit: 15, ip: '' })).status).toBe(200);
    expect((await api.post('/api/get/event/no', { link: details.link })).status).toBe(200);
    expect((await fetch(`${api.url}/api/no-such-route/${randomBytes(4).toString('hex')}`)).status).toBe(404);
    expect((await api.post('/api/getEvents/no', '{"page":')).status).toBe(400);

    const text = await scrape();
    const events = { method: 'POST', route: '/api/getEvents/no', status_code: '200' };
    expect(sample(text, 'ft_http_request_duration_seconds_count', events)).toBe(3);
    expect(sample(text, 'ft_http_request_duration_seconds_sum', events)).toBeGreaterThan(0);
    expect(sample(text, 'ft_http_request_duration_seconds_sum', events)).toBeLessThan(30);
    expect(sample(text, 'ft_http_request_duration_seconds_bucket', { ...events, le: '+Inf' })).toBe(3);
    expect(sample(text, 'ft_http_request_duration_seconds_count', { method: 'POST', route: '/api/get/event/no', status_code: '200' })).toBe(1);
    expect(sample(text, 'ft_http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(sample(text, 'ft_http_request_duration_seconds_count', { method: 'POST', route: '(api)', status_code: '400' })).toBe(1);
    expect(text).not.toContain('no-such-route');
    // Standard process series come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('exposes event store append latency, conflicts, the log head and the async projections’ lag', async () => {
    const before = await scrape();
    const okBefore = sample(before, 'ft_event_store_append_duration_seconds_count', { outcome: 'ok' }) ?? 0;
    expect(okBefore).toBeGreaterThanOrEqual(2); // the host and the event of the first test
    expect(sample(before, 'ft_event_store_conflicts_total', { resolution: 'retried' })).toBe(0);
    expect(sample(before, 'ft_event_store_conflicts_total', { resolution: 'rejected' })).toBe(0);

    // One clash that the command loop retries, one append with a stale version.
    const companyId = uuidFor(902);
    await handleCommand(clashOnce(testDb.db), companyStreamId(companyId), companyDecider, {
      type: 'RegisterCompany',
      data: { companyId, slug: 'clash-partners', name: 'Clash Partners', logo: '/images/companies/kestrel-partners.svg', now: new Date().toISOString() },
    }, { projections: projections.inline });
    await expect(
      testDb.db.transaction((tx) => appendToStream(tx, companyStreamId(companyId), [{ type: 'Noop', data: {} }], { expectedVersion: 0 })),
    ).rejects.toThrow();
    await publish(testDb.db, eventDetails(uuidFor(903), Date.now() + 2 * 86_400_000));

    const after = await scrape();
    expect(sample(after, 'ft_event_store_conflicts_total', { resolution: 'retried' })).toBe(1);
    expect(sample(after, 'ft_event_store_conflicts_total', { resolution: 'rejected' })).toBe(0);
    expect(sample(after, 'ft_event_store_append_duration_seconds_count', { outcome: 'ok' })).toBe(okBefore + 2);
    // Both clashes were appends that failed on the version: the retried one and the stale one.
    expect(sample(after, 'ft_event_store_append_duration_seconds_count', { outcome: 'conflict' })).toBe(2);
    expect(sample(after, 'ft_event_store_append_duration_seconds_sum', { outcome: 'ok' })).toBeGreaterThan(0);

    const head = sample(after, 'ft_event_store_head_position');
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(head).toBeGreaterThanOrEqual(rows[0]?.n ?? Infinity);
    // Nothing has run the async projection yet: it is behind by the whole log, and caught up once drained.
    expect(sample(after, 'ft_projection_lag_events', { projection: 'company-stats' })).toBe(rows[0]?.n);
    await drainProjections(testDb.db, projections.async);
    expect(sample(await scrape(), 'ft_projection_lag_events', { projection: 'company-stats' })).toBe(0);
  });

  it('exposes queue depth and failed jobs, connected sockets and rate-limit refusals', async () => {
    const producer = new Queue('mail', { connection: { url: redisUrl }, prefix });
    try {
      await producer.add('send-mail', { key: 'mail-metrics-test-1' }, { jobId: 'mail-metrics-test-1' });
      await producer.add('send-mail', { key: 'mail-metrics-test-2' }, { jobId: 'mail-metrics-test-2', delay: 60_000 });
    } finally {
      await producer.close();
    }
    const address = `metrics.${randomBytes(4).toString('hex')}@ucl.ac.uk`;
    const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };
    expect((await api.post('/api/student/otp/new', { EmailAddress: address, university: ucl })).status).toBe(200);
    // A second code for the same address within the minute is refused by the per-address limit.
    const again = await api.post('/api/student/otp/new', { EmailAddress: address, university: ucl });
    expect(again.status).toBeGreaterThanOrEqual(400);

    const text = await scrape();
    expect(sample(text, 'ft_queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(1);
    expect(sample(text, 'ft_queue_jobs', { queue: 'mail', state: 'delayed' })).toBe(1);
    expect(sample(text, 'ft_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(0);
    expect(sample(text, 'ft_queue_jobs', { queue: 'mail', state: 'active' })).toBe(0);
    expect(sample(text, 'ft_realtime_connected_sockets')).toBe(3);
    expect(sample(text, 'ft_rate_limit_refusals_total', { rule: 'otp-send' })).toBe(1);
    expect(text).not.toContain(address);
    expect(sample(text, 'ft_metrics_collect_errors_total', { collector: 'queue_jobs' })).toBeUndefined();
  });

  it('answers one series alone when named, and the whole scrape for an unknown name', async () => {
    const res = await fetch(`${api.url}/metrics?name=ft_embedded_db_cpu_seconds_total`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const series = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(series).toHaveLength(1);
    // Process-wide: PGlite's own CPU when the tests run embedded, nothing on Postgres.
    const seconds = sample(text, 'ft_embedded_db_cpu_seconds_total');
    if (testDb.db.kind === 'pglite') expect(seconds).toBeGreaterThan(0);
    else expect(seconds).toBeGreaterThanOrEqual(0);
    expect(await (await fetch(`${api.url}/metrics?name=no_such_series`)).text()).toContain('ft_http_request_duration_seconds');
  });

  it('answers private direct callers only, or whoever holds METRICS_TOKEN', async () => {
    // Through a proxy (the gateway adds X-Forwarded-For) even a private peer is refused, with a plain 404.
    const proxied = await fetch(`${api.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('ft_http_request_duration_seconds');

    const token = `metrics-token-${randomBytes(8).toString('hex')}`;
    const guarded = createApiMetrics({ db: testDb.db, asyncProjections: [], token, processMetrics: false });
    const tokenApi = await startApi(testDb.db, { metrics: guarded });
    try {
      expect((await fetch(`${tokenApi.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${tokenApi.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(404);
      const allowed = await fetch(`${tokenApi.url}/metrics`, { headers: { authorization: `bearer ${token}`, 'x-forwarded-for': '203.0.113.7' } });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('ft_http_request_duration_seconds');
    } finally {
      await tokenApi.close();
      await guarded.close();
    }
  });
});
