import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetails, publish, registerHost, startApi, uuidFor, type RunningApi } from '../../testing/api-fixture.ts';

interface EventJson {
  uniqueId: string;
  link: string;
  datetime: string;
  company: string;
  physicalLocation: string;
  online: boolean;
  virtualLink?: string;
}

let testDb: TestDb;
let api: RunningApi;
const day = 86_400_000;
const base = Date.now() + day;

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  await registerHost(db);
  // 20 upcoming events published out of order; two share a start time to exercise the uniqueId tie-break.
  const offsets = [7, 3, 12, 1, 19, 5, 0, 15, 9, 2, 18, 11, 4, 16, 6, 13, 8, 17, 10, 10];
  for (const [i, offset] of offsets.entries()) await publish(db, eventDetails(uuidFor(100 + i), base + offset * day));
  // Published back when they were upcoming; over by now.
  await publish(db, eventDetails(uuidFor(900), Date.parse('2020-02-01T10:00:00Z')), '2020-01-01T00:00:00.000Z');
  await publish(db, eventDetails(uuidFor(901), Date.now() - 3 * day), new Date(Date.now() - 10 * day).toISOString());
  api = await startApi(db);
});

afterAll(async () => {
  await api.close();
  await testDb.dispose();
});

const list = async (page: number, limit = 15) => {
  const res = await api.post('/api/getEvents/no', { page, limit, ip: '' });
  expect(res.status).toBe(200);
  return (await res.json()) as { msg: string; events: EventJson[] };
};

describe('POST /api/getEvents/no', () => {
  it('pages upcoming events 15 at a time, the last page shorter, past events left out', async () => {
    const [p1, p2, p3] = [await list(1), await list(2), await list(3)];
    expect(p1.msg).toBe('success');
    expect(p1.events).toHaveLength(15);
    expect(p2.events).toHaveLength(5);
    expect(p3.events).toEqual([]);
    const ids = [...p1.events, ...p2.events].map((e) => e.uniqueId);
    expect(new Set(ids).size).toBe(20);
    expect(ids).not.toContain(uuidFor(900));
    expect(ids).not.toContain(uuidFor(901));
  });

  it('orders by datetime ascending, then uniqueId', async () => {
    const events = [...(await list(1, 50)).events];
    const keys = events.map((e) => `${e.datetime}|${e.uniqueId}`);
    expect(keys).toEqual([...keys].sort());
    const tied = events.filter((e) => e.uniqueId === uuidFor(118) || e.uniqueId === uuidFor(119));
    expect(tied.map((e) => e.uniqueId)).toEqual([uuidFor(118), uuidFor(119)]);
  });

  it('returns contract-shaped events', async () => {
    const [first] = (await list(1, 1)).events;
    expect(JSON.parse(first?.company ?? '')).toEqual({ title: 'Kestrel Partners', img: '/images/companies/kestrel-partners.svg' });
    expect(first?.physicalLocation).toBe('');
    expect(first?.online).toBe(true);
    // The join link is for attending students only (join-link.int.spec.ts): a list sends it to nobody.
    expect(first?.virtualLink).toBeUndefined();
  });

  it.each([
    ['page 0', { page: 0, limit: 15, ip: '' }],
    ['negative page', { page: -1, limit: 15 }],
    ['page as string', { page: '1', limit: 15 }],
    ['fractional page', { page: 1.5, limit: 15 }],
    ['limit over 50', { page: 1, limit: 51 }],
    ['huge limit', { page: 1, limit: 1e9 }],
    ['overlong ip', { page: 1, limit: 15, ip: 'x'.repeat(65) }],
    ['no body', undefined],
  ])('answers 400 problem+json for %s', async (_case, body) => {
    const res = await api.post('/api/getEvents/no', body === undefined ? '' : body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { status: number; code: string; title: unknown; detail: unknown };
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(problem.title).toEqual(expect.stringMatching(/\S/));
    expect(problem.detail).toEqual(expect.stringMatching(/\S/));
  });

  it('answers 400 for malformed JSON and 413 for a body over 16 kB', async () => {
    expect((await api.post('/api/getEvents/no', '{"page":')).status).toBe(400);
    expect((await api.post('/api/getEvents/no', { page: 1, limit: 15, ip: 'x'.repeat(20_000) })).status).toBe(413);
  });
});

describe('POST /api/get/event/no', () => {
  it('finds an event by link with up to 3 other upcoming events', async () => {
    const target = (await list(1, 1)).events[0]!;
    const res = await api.post('/api/get/event/no', { link: target.link });
    const body = (await res.json()) as { msg: string; event: EventJson; similar: EventJson[] };
    expect(body.msg).toBe('success');
    expect(body.event.uniqueId).toBe(target.uniqueId);
    expect(body.similar).toHaveLength(3);
    expect(body.similar.map((e) => e.uniqueId)).not.toContain(target.uniqueId);
  });

  it("answers msg 'No event' for an unknown link", async () => {
    const res = await api.post('/api/get/event/no', { link: 'no-such-event' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'No event' });
  });

  it('refuses an empty or overlong link and a wrong type', async () => {
    for (const link of ['', 'x'.repeat(201), 42]) {
      expect((await api.post('/api/get/event/no', { link })).status).toBe(400);
    }
  });
});

describe('HTTP surface', () => {
  it('answers unknown API paths with JSON 404 and honours X-Request-Id', async () => {
    const res = await fetch(`${api.url}/api/nope`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the strict security headers', async () => {
    const res = await fetch(`${api.url}/healthz`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
