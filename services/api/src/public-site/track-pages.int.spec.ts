import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoGradedForm, challengesWorld, publishedChallenge, send, type ChallengesWorld } from '../challenges/testing/challenge-fixtures.ts';
import { eventForm } from '../events/testing/hosting-world.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// The students' track pages (issue 15) on real Postgres: GET /api/public/tracks/:page lists the open challenges and
// the upcoming events of the page's tracks (by event_list.track, never guessed); the sitemap lists published
// challenges.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-track-pages-4k' });

const hourMs = 3_600_000;
let finance: string;
let startUp: string;
let upcoming: string;
let closed: string;
let draft: string;

const createEvent = async (form: Record<string, unknown>) => {
  const res = await api.post(`/api/organisations/${world.companyId}/events`, { ...form, publish: true }, bearer(world.owner.token));
  if (res.status !== 201) throw new Error(`event answered ${res.status} ${await res.text()}`);
};

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
  const now = api.clock.now;
  finance = await publishedChallenge(api, world, autoGradedForm(now, { title: 'Valuation Sprint', track: 'Finance' }));
  startUp = await publishedChallenge(api, world, autoGradedForm(now, { title: 'Launch Plan', track: 'Start-Up' }));
  upcoming = await publishedChallenge(
    api,
    world,
    autoGradedForm(now, { title: 'Later Case', track: 'Consulting', opensAt: new Date(now + 24 * hourMs).toISOString(), closesAt: new Date(now + 72 * hourMs).toISOString() }),
  );
  closed = await publishedChallenge(api, world, autoGradedForm(now, { title: 'Closed Case', track: 'Corporate Law' }));
  const base = `/api/organisations/${world.companyId}/challenges`;
  const current = await send(api, 'GET', `${base}/${closed}`, world.owner.token);
  const closing = await send(api, 'POST', `${base}/${closed}/close`, world.owner.token, undefined, { 'if-match': current.headers.get('etag') ?? '' });
  if (closing.status !== 200) throw new Error(`close answered ${closing.status}`);
  const drafted = await send(api, 'POST', base, world.owner.token, autoGradedForm(now, { title: 'Draft Case', track: 'Finance' }));
  draft = (drafted.body['challenge'] as { uniqueId: string }).uniqueId;

  await createEvent(eventForm({ title: 'Banking Insight Day', track: 'Finance' }));
  await createEvent(eventForm({ title: 'Founders Breakfast', track: 'Start-Up' }));
  await createEvent(eventForm({ title: 'Untracked Evening' }));
  await createEvent(eventForm({ title: 'MBA Fireside', track: 'MBA Track' }));
});

interface TrackPageAnswer {
  tracks: string[];
  challenges: { uniqueId: string; title: string; track: string; status: string; company: { name: string } }[];
  events: { link: string; title: string; track: string; startsAt: string; company: string }[];
}
const trackPage = async (page: string) => {
  const res = await api.get(`/api/public/tracks/${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TrackPageAnswer;
};

describe('GET /api/public/tracks/:page', () => {
  it('lists the Corporate Track’s open challenges and the events its hosts gave its tracks', async () => {
    const answer = await trackPage('corporate-track');
    expect(answer.tracks).toEqual(['Finance', 'Consulting', 'Corporate Law']);
    const ids = answer.challenges.map((c) => c.uniqueId);
    expect(ids).toContain(finance);
    // Not yet open, closed by the firm, a draft, another track: none of them.
    for (const other of [upcoming, closed, draft, startUp]) expect(ids).not.toContain(other);
    expect(answer.challenges.every((c) => c.status === 'open')).toBe(true);
    expect(answer.challenges[0]).toMatchObject({ title: 'Valuation Sprint', track: 'Finance' });
    // The public view only: no tasks, no answers.
    expect(JSON.stringify(answer.challenges)).not.toContain('correct');
    expect(answer.events.map((e) => e.title)).toEqual(['Banking Insight Day']);
    expect(answer.events[0]!.link).toBeTruthy();
  });

  it('gives the Innovation Track and the Founders Hub their own tracks’ challenges and events, never untracked ones', async () => {
    const innovation = await trackPage('innovation-track');
    expect(innovation.challenges.map((c) => c.uniqueId)).toEqual([startUp]);
    expect(innovation.events.map((e) => e.title).sort()).toEqual(['Founders Breakfast', 'MBA Fireside']);
    const founders = await trackPage('founders-hub');
    expect(founders.challenges.map((c) => c.uniqueId)).toEqual([startUp]);
    expect(founders.events.map((e) => e.title)).toEqual(['Founders Breakfast']);
    expect(JSON.stringify([innovation, founders])).not.toContain('Untracked Evening');
  });

  it('answers 404 for any other page, hostile or not', async () => {
    for (const page of ['employer', 'Finance', '%00', '%F0%9F%92%A9', 'corporate-track%00', 'x'.repeat(3000), '__proto__', 'constructor']) {
      const res = await api.get(`/api/public/tracks/${page}`);
      expect(res.status, page).toBe(404);
      expect(res.headers.get('content-type')).toContain('problem+json');
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public page of every published challenge, not drafts', async () => {
    const xml = await (await api.get('/sitemap.xml')).text();
    for (const id of [finance, startUp, upcoming, closed]) expect(xml).toContain(`<loc>http://localhost:8080/challenge/${id}</loc>`);
    expect(xml).not.toContain(draft);
  });
});
