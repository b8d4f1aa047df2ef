import { createServer, type AddressInfo } from 'node:net';
import { migrate } from '@fast-track/shared/db/migrate';
import { createRedisClient, waitForRedis } from '@fast-track/shared/redis/redis-client';
import { openTestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { startApi } from '../testing/api-fixture.ts';

describe('health endpoints', () => {
  it('/readyz is 503 until migrations are applied, then 200; /healthz is always 200', async () => {
    const testDb = await openTestDb({ migrated: false });
    const api = await startApi(testDb.db);
    try {
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      const before = await fetch(`${api.url}/readyz`);
      expect(before.status).toBe(503);
      expect(await before.json()).toMatchObject({ code: 'UNAVAILABLE' });
      await migrate(testDb.db);
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    } finally {
      await api.close();
      await testDb.dispose();
    }
  });

  it('/readyz is 503 when the database is gone', async () => {
    const testDb = await openTestDb();
    const api = await startApi(testDb.db);
    try {
      await testDb.dispose();
      expect((await fetch(`${api.url}/readyz`)).status).toBe(503);
    } finally {
      await api.close();
    }
  });

  it('/readyz reports Redis when it is configured: 200 while it answers, 503 naming it when it does not', async () => {
    const quiet = { warn: () => undefined, info: () => undefined };
    const testDb = await openTestDb();
    const up = createRedisClient(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', 'commands', quiet);
    // A port nobody listens on stands for a Redis that is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = createRedisClient(`redis://127.0.0.1:${port}`, 'commands', quiet);
    const withRedis = await startApi(testDb.db, { redis: up });
    const withoutRedis = await startApi(testDb.db, { redis: down });
    try {
      expect(await waitForRedis(up, 3000)).toBe(true);
      const ready = await fetch(`${withRedis.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

      const started = Date.now();
      const notReady = await fetch(`${withoutRedis.url}/readyz`);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('content-type')).toContain('application/problem+json');
      expect(await notReady.json()).toMatchObject({ code: 'UNAVAILABLE', detail: 'Redis unreachable', checks: { database: 'ok', redis: 'unreachable' } });
    } finally {
      await withRedis.close();
      await withoutRedis.close();
      up.disconnect();
      down.disconnect();
      await testDb.dispose();
    }
  });
});
