import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../testing/api-fixture.ts';

describe('POST /get/university', () => {
  let testDb: TestDb;
  let api: RunningApi;
  beforeAll(async () => {
    testDb = await openTestDb({ migrated: false });
    api = await startApi(testDb.db);
  });
  afterAll(async () => {
    await api.close();
    await testDb.dispose();
  });

  it("answers a supported country's universities sorted by name, with logo '' and domains", async () => {
    const res = await api.post('/get/university', { name: 'United Kingdom' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { msg: string; university: { name: string; logo: string; domains: string[] }[] };
    expect(body.msg).toBe('success');
    expect(body.university.length).toBeGreaterThan(100);
    const names = body.university.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(body.university).toContainEqual({ name: 'Birkbeck College, University of London', logo: '', domains: ['bbk.ac.uk'] });
    expect(body.university.every((u) => u.logo === '' && Array.isArray(u.domains))).toBe(true);
  });

  it('serves every supported country, including the ones the list spells differently', async () => {
    for (const name of ['Turkey', 'Moldova', 'North Macedonia', 'Liechtenstein']) {
      const body = (await (await api.post('/get/university', { name })).json()) as { msg: string; university: unknown[] };
      expect(body.msg, name).toBe('success');
      expect(body.university.length, name).toBeGreaterThan(0);
    }
  });

  it("answers 'unsupported country' with an empty list for other countries", async () => {
    const res = await api.post('/get/university', { name: 'Narnia' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'unsupported country', university: [] });
  });

  it('refuses bad input with a 400 problem', async () => {
    for (const body of [{}, { name: 42 }, { name: '' }, { name: 'x'.repeat(101) }, 'not json']) {
      const res = await api.post('/get/university', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
