import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeForm, publishedChallenge } from '../challenges/testing/challenge-fixtures.ts';
import { jobForm, jobsWorld, postJob, type JobsWorld } from '../jobs/testing/job-fixtures.ts';
import { eventDetails, publish } from '../testing/api-fixture.ts';
import { registerCareerCenter } from '../testing/audiences.ts';
import { bearer, registerStudent, startStudentApi, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import type { FeedItemJson } from './feed-json.ts';

const dayMs = 86_400_000;
let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
let student: string;
const id: Record<string, string> = {};

interface Page {
  items: FeedItemJson[];
  next: string | null;
}

const send = (method: string, path: string, token?: string) => fetch(`${api.url}${path}`, { method, headers: token ? bearer(token) : {} });
const page = async (query = '', token = student): Promise<Page> => {
  const res = await api.get(`/api/student/feed${query}`, bearer(token));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const titles = async (query = '') => (await page(query)).items.map((i) => i.title);

beforeAll(async () => {
  testDb = await openTestDb();
  api = await startStudentApi(testDb.db, { adminLoginPath: '/ops-door-feed-7m2c' });
  world = await jobsWorld(testDb.db, api);
  const soon = (days: number) => new Date(Date.now() + days * dayMs).toISOString();
  const job = async (key: string, overrides: Record<string, unknown>, companyId = world.companyId, token = world.owner.token) => {
    id[key] = (await postJob(api, token, companyId, jobForm(overrides))).uniqueId;
  };
  await job('analyst', { title: 'Summer Analyst', track: 'Finance', deadline: soon(10), locations: ['London'] });
  await job('strategy', { title: 'Strategy Intern', track: 'Consulting', deadline: soon(5), locations: ['Paris'], remote: true });
  await job('trader', { title: 'Graduate Trader', track: 'Finance', deadline: soon(40), locations: ['Frankfurt'] });
  await job('pending', { title: 'Pending Paralegal', track: 'Finance', deadline: soon(8) }, world.pendingCompanyId, world.pendingOwner.token);
  const event = async (key: string, startDays: number, overrides: Parameters<typeof eventDetails>[2]) => {
    id[key] = randomUUID();
    await publish(testDb.db, eventDetails(id[key], Date.now() + startDays * dayMs, overrides));
  };
  await event('webinar', 3, { title: 'Markets Webinar', track: 'Finance' });
  await event('fair', 20, { title: 'Consulting Fair', type: 'Physical Event', track: 'Consulting', virtualLink: null, physicalLocation: { label: 'ExCeL, London', lat: 51.5, lng: 0.03, placeId: 'p1' } });
  await event('restricted', 2, { title: 'Members Evening', track: 'Finance', visibility: 'members', host: { companyId: randomUUID(), name: 'Some Society', logo: '' } });
  // Started 20 minutes ago and still running: no longer upcoming.
  await event('past', -20 / 1440, { title: 'Running Talk', track: 'Finance' });
  id['sprint'] = await publishedChallenge(api, { companyId: world.companyId, owner: world.owner, pendingOwner: world.pendingOwner }, challengeForm(Date.now(), { title: 'Valuation Sprint' }));
  student = await registerStudent(api, uniqueAddress(), { selected2: [{ id: 'Finance' }] });
}, 60_000);

afterAll(async () => {
  await api.close();
  await testDb.dispose();
});

describe('GET /api/student/feed', () => {
  it('answers 401 to a visitor and 403 to employers, career centers and admins', async () => {
    expect((await api.get('/api/student/feed')).status).toBe(401);
    const careerCenter = await registerCareerCenter(api);
    for (const token of [world.owner.token, careerCenter.token, world.admin]) {
      expect((await api.get('/api/student/feed', bearer(token))).status).toBe(403);
      expect((await send('PUT', `/api/student/saved/job/${id['analyst']}`, token)).status).toBe(403);
    }
    expect((await send('PUT', `/api/student/saved/job/${id['analyst']}`)).status).toBe(401);
  });

  it("lists the student's track first, each part by deadline or start, and only what the student may see", async () => {
    expect(await titles()).toEqual(['Valuation Sprint', 'Markets Webinar', 'Summer Analyst', 'Graduate Trader', 'Strategy Intern', 'Consulting Fair']);
    expect(await titles('?selected=Consulting')).toEqual(['Strategy Intern', 'Consulting Fair', 'Valuation Sprint', 'Markets Webinar', 'Summer Analyst', 'Graduate Trader']);
  });

  it('answers every item in one shape with its own page', async () => {
    const items = new Map((await page()).items.map((i) => [i.title, i]));
    expect(items.get('Summer Analyst')).toMatchObject({
      kind: 'job', id: id['analyst'], track: 'Finance', company: { id: world.companyId, name: 'Kestrel Partners' },
      location: { online: false, places: ['London'] }, saved: false, href: `/jobs/${id['analyst']}`,
    });
    expect(items.get('Consulting Fair')).toMatchObject({ kind: 'event', location: { online: false, places: ['ExCeL, London'] } });
    expect(items.get('Consulting Fair')?.href).toMatch(/^\/student\/event\/kestrel-partners-event-/);
    expect(items.get('Valuation Sprint')).toMatchObject({ kind: 'challenge', href: `/challenge/${id['sprint']}`, location: { online: true } });
  });

  it('filters by kind, track, place, deadline, company and search text', async () => {
    expect(await titles('?kind=job')).toEqual(['Summer Analyst', 'Graduate Trader', 'Strategy Intern']);
    expect(await titles('?kind=event&track=Consulting')).toEqual(['Consulting Fair']);
    expect(await titles('?track=Finance&kind=challenge')).toEqual(['Valuation Sprint']);
    expect(await titles('?where=online')).toEqual(['Valuation Sprint', 'Markets Webinar', 'Strategy Intern']);
    expect(await titles('?where=london')).toEqual(['Summer Analyst', 'Consulting Fair']);
    expect(await titles('?within=7')).toEqual(['Valuation Sprint', 'Markets Webinar', 'Strategy Intern']);
    expect(await titles(`?company=${world.companyId}`)).toEqual(['Valuation Sprint', 'Summer Analyst', 'Graduate Trader', 'Strategy Intern']);
    expect(await titles('?q=strategy')).toEqual(['Strategy Intern']);
    expect(await titles('?q=KESTREL&kind=event')).toEqual(['Markets Webinar', 'Consulting Fair']);
    expect(await titles('?q=100%25')).toEqual([]);
  });

  it('pages with a cursor through the same order, without repeats', async () => {
    const all = await titles();
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let n = 0; cursor !== null && n < 10; n++) {
      const p = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.items.length).toBeLessThanOrEqual(2);
      seen.push(...p.items.map((i) => i.title));
      cursor = p.next;
    }
    expect(seen).toEqual(all);
    expect((await page('?limit=6')).next).toBeNull();
    expect((await page('?limit=5')).next).not.toBeNull();
  });

  it.each([
    ['an unknown parameter', '?sort=asc'],
    ['an unknown kind', '?kind=party'],
    ['an unknown track', '?track=Astronomy'],
    ['a repeated parameter', '?kind=job&kind=event'],
    ['a NUL in the search', '?q=a%00b'],
    ['a huge search', `?q=${'x'.repeat(500)}`],
    ['a zero limit', '?limit=0'],
    ['a limit too large', '?limit=500'],
    ['days out of range', '?within=0'],
    ['a company that is no id', "?company=1'%20OR%201=1"],
    ['a forged cursor', `?cursor=${Buffer.from('{"r":0,"t":"x","i":"y"}').toString('base64url')}`],
    ['a cursor that is no JSON', '?cursor=%%%'],
  ])('answers 400 problem+json to %s', async (_, query) => {
    const res = await api.get(`/api/student/feed${query}`, bearer(student));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});

describe('saved items', () => {
  it('saves an item, marks it in the feed, lists the saved ones, and removes it; twice changes nothing', async () => {
    const token = await registerStudent(api, uniqueAddress(), { selected2: [{ id: 'Finance' }] });
    const eventsBefore = Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'FeedItemSaved'`)).rows[0]?.n);
    for (let n = 0; n < 2; n++) expect((await send('PUT', `/api/student/saved/job/${id['trader']}`, token)).status).toBe(200);
    expect((await send('PUT', `/api/student/saved/event/${id['webinar']}`, token)).status).toBe(200);
    const saved = Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'FeedItemSaved'`)).rows[0]?.n);
    expect(saved - eventsBefore).toBe(2);
    expect((await page('', token)).items.filter((i) => i.saved).map((i) => i.title)).toEqual(['Markets Webinar', 'Graduate Trader']);
    expect((await page('?saved=1&kind=job', token)).items.map((i) => i.title)).toEqual(['Graduate Trader']);
    expect((await page('', student)).items.some((i) => i.saved)).toBe(false);
    expect((await send('DELETE', `/api/student/saved/job/${id['trader']}`, token)).status).toBe(200);
    expect((await send('DELETE', `/api/student/saved/job/${id['trader']}`, token)).status).toBe(200);
    expect((await page('?saved=1', token)).items.map((i) => i.title)).toEqual(['Markets Webinar']);
  });

  it('refuses to save what the feed does not show (404) and malformed targets (400), writing nothing', async () => {
    const before = Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]?.n);
    for (const target of [`job/${id['pending']}`, `event/${id['restricted']}`, `event/${id['past']}`, `job/${id['webinar']}`, `challenge/${randomUUID()}`]) {
      expect((await send('PUT', `/api/student/saved/${target}`, student)).status, target).toBe(404);
    }
    for (const target of [`party/${id['analyst']}`, 'job/not-a-uuid', `job/${id['analyst']}%00`]) {
      expect((await send('PUT', `/api/student/saved/${target}`, student)).status, target).toBe(400);
    }
    expect(Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]?.n)).toBe(before);
  });

  it("goes with the student's account", async () => {
    const token = await registerStudent(api, uniqueAddress(), { selected2: [{ id: 'Finance' }] });
    expect((await send('PUT', `/api/student/saved/challenge/${id['sprint']}`, token)).status).toBe(200);
    const mine = await testDb.db.query<{ student_id: string }>(`SELECT student_id FROM student_saved_items WHERE kind = 'challenge'`);
    expect(mine.rows).toHaveLength(1);
    const deleted = await api.post('/api/account/delete', { password: 'correct horse battery' }, bearer(token));
    expect(deleted.status).toBe(200);
    expect((await testDb.db.query(`SELECT 1 FROM student_saved_items WHERE student_id = $1`, [mine.rows[0]?.student_id])).rows).toHaveLength(0);
  });
});
