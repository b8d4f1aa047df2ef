import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryLimits } from '../public-site/index.ts';
import { startStudentApi, type StudentApi } from '../testing/student-api.ts';

// Per-client limits key on req.ip (issue 22, probe item 4): X-Forwarded-For is the caller's to write, so the app
// believes it only from the proxies TRUSTED_PROXIES names. The public inquiry form (5 per client per hour) shows it.

let testDb: TestDb;
const apis: StudentApi[] = [];
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  await testDb.dispose();
});

async function started(trustedProxies: number | readonly string[] | false): Promise<StudentApi> {
  const api = await startStudentApi(testDb.db, { trustedProxies });
  apis.push(api);
  return api;
}

let seq = 0;
const inquiry = () => ({
  kind: 'tour',
  name: 'Hana Novak',
  email: `hana.${Date.now().toString(36)}${(seq += 1)}@kestrel-partners.com`,
  company: 'Kestrel Partners',
  size: '250-999',
  slots: ['tue-am'],
  message: 'We hire 40 analysts a year.',
  lng: 'en',
});

/** Statuses of `count` inquiries, each with the X-Forwarded-For that `header(i)` gives (none when undefined). */
async function send(api: StudentApi, count: number, header: (i: number) => string | undefined): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const value = header(i);
    statuses.push((await api.post('/api/public/inquiries', inquiry(), value === undefined ? {} : { 'x-forwarded-for': value })).status);
  }
  return statuses;
}

const limited = [...Array<number>(inquiryLimits.perClient).fill(201), 429];

describe('TRUSTED_PROXIES', () => {
  it('unset: the client is the connection, whatever X-Forwarded-For says', async () => {
    const api = await started(false);
    expect(await send(api, inquiryLimits.perClient + 1, (i) => `198.51.100.${i + 1}`)).toEqual(limited);
  });

  it('a hop count: the address the last proxy saw (the rightmost entry) is the client; what the client put before it is not', async () => {
    const api = await started(1);
    expect(await send(api, inquiryLimits.perClient + 1, (i) => `198.51.100.${i + 1}, 203.0.113.7`)).toEqual(limited);
    // Another client behind the same proxy has its own count.
    expect(await send(api, 1, () => '203.0.113.8')).toEqual([201]);
  });

  it('addresses: only a listed peer may name the client, and a forged entry before the real one is skipped', async () => {
    const api = await started(['127.0.0.1']);
    expect(await send(api, inquiryLimits.perClient + 1, (i) => `198.51.100.${i + 1}, 203.0.113.9`)).toEqual(limited);
    expect(await send(api, 1, () => '203.0.113.10')).toEqual([201]);
    // A peer that is not listed is the client itself: from 127.0.0.1 listed only as 10.0.0.1, every header is ignored.
    const strict = await started(['10.0.0.1']);
    expect(await send(strict, inquiryLimits.perClient + 1, (i) => `198.51.100.${i + 1}`)).toEqual(limited);
  });
});
