import { migrate } from '@fast-track/shared/db/migrate';
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
});
