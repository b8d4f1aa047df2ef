import type { TestDb } from '@fast-track/shared/testing/test-db';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestAdmin, registerCareerCenter, registerEmployer, signInAdmin, workAddress, type Registered } from '../testing/audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { challengeForm } from '../challenges/testing/challenge-fixtures.ts';
import { companyPageMeta } from './company-page-meta.ts';

// The company page on real Postgres (issue 11): validation (400, nothing written), who may read and edit, the public
// page of approved companies only, two editors and If-Match, and the dashboard overview ticking from real facts.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-company-7k2' });

interface World {
  companyId: string;
  owner: Registered;
  member: Registered;
  outsider: Registered;
  student: string;
  careerCenter: string;
  admin: string;
}
let world: World;

interface Answer {
  status: number;
  etag: string | null;
  body: Record<string, unknown>;
}
async function call(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? bearer(token) : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const profilePath = () => `/api/organisations/${world.companyId}/company/profile`;
const settingsPath = () => `/api/organisations/${world.companyId}/company/settings`;
const overviewPath = () => `/api/organisations/${world.companyId}/company/overview`;

async function upload(token: string, bytes: Buffer, type = 'image/png', name = 'logo.png'): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${api.url}/api/uploads/image`, { method: 'POST', headers: bearer(token), body: form });
  return { status: res.status, etag: null, body: (await res.json()) as Record<string, unknown> };
}
const pngOf = (colour: string, width = 64, height = 64) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
let logo: string;
let cover: string;

const profile = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  tagline: 'Advisers to the builders of Europe',
  about: 'Kestrel Partners advises founders and family firms on their first and their biggest deals. '.repeat(2).trim(),
  industry: 'Investment Banking',
  size: '51-200',
  country: 'United Kingdom',
  locations: ['London', 'Frankfurt'],
  website: 'https://kestrel.example.com',
  logo,
  cover,
  ...overrides,
});

/** Edits at the version the server answers now (the usual editor: load, change, save). */
async function editNow(body: Record<string, unknown>, token = world.owner.token): Promise<Answer> {
  const loaded = await call('GET', profilePath(), token);
  return call('POST', profilePath(), token, body, { 'if-match': loaded.etag ?? '' });
}

beforeAll(async () => {
  const domain = `kestrel-${Date.now().toString(36)}.example.com`;
  const owner = await registerEmployer(api, workAddress('hana', domain));
  const companyId = await createCompany(api, owner.token);
  const member = await registerEmployer(api, workAddress('theo', domain));
  await api.post(`/api/organisations/${companyId}/join-requests`, {}, bearer(member.token));
  const accepted = await api.post(`/api/organisations/${companyId}/join-requests/${member.uniqueId}`, { accept: true }, bearer(owner.token));
  if (accepted.status !== 200) throw new Error(`join request answered ${accepted.status}`);
  const outsider = await registerEmployer(api, workAddress('olga'));
  await createCompany(api, outsider.token, { name: 'Other Firm', website: 'https://other.example.com', industry: 'Law', size: '1-10', country: 'France' });
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  world = {
    companyId,
    owner,
    member,
    outsider,
    student: await registerStudent(api, uniqueAddress('company')),
    careerCenter: (await registerCareerCenter(api)).token,
    admin,
  };
  logo = ((await upload(owner.token, await pngOf('#123456'))).body['file'] as { url: string }).url;
  cover = ((await upload(owner.token, await pngOf('#654321', 320, 120))).body['file'] as { url: string }).url;
});

describe('reading the company (members)', () => {
  it('gives members the profile as created, in today\'s shape, with its ETag and public link', async () => {
    const loaded = await call('GET', profilePath(), world.member.token);
    expect(loaded.status).toBe(200);
    expect(loaded.etag).toBe('"0"');
    expect((loaded.body['company'] as { link: string }).link).toMatch(/^kestrel-partners-[0-9a-f]{12}$/);
    expect(loaded.body['company']).toMatchObject({
      organisationId: world.companyId,
      name: 'Kestrel Partners',
      status: 'pending',
      profile: { website: 'https://kestrel.example.com', size: '51-200', country: 'United Kingdom', tagline: '', about: '', locations: [], logo: null, cover: null },
      profileVersion: 0,
      settings: { defaultTimezone: 'Europe/London', publicPage: true },
    });
  });

  it.each([
    ['a visitor', undefined, 401],
    ['a student', 'student', 403],
    ['a career center', 'careerCenter', 403],
    ['an employer of another company', 'outsider', 403],
  ] as const)('refuses %s', async (_who, key, status) => {
    const token = key === undefined ? undefined : key === 'outsider' ? world.outsider.token : world[key];
    for (const path of [profilePath(), settingsPath(), overviewPath()]) expect((await call('GET', path, token)).status).toBe(status);
  });
});

describe('editing the profile', () => {
  it('lets the owner save every field, and answers the new ETag; the account menu shows the new logo', async () => {
    const saved = await editNow(profile());
    expect(saved.status).toBe(200);
    expect(saved.etag).toBe('"1"');
    expect(saved.body['company']).toMatchObject({ profileVersion: 1, profile: { locations: ['London', 'Frankfurt'], logo, cover, industry: 'Investment Banking' } });
    const me = await call('GET', '/api/account/me', world.owner.token);
    expect(me.body['memberships']).toEqual([expect.objectContaining({ organisationId: world.companyId, logo })]);
  });

  it('writes nothing when saved unchanged (the ETag stays)', async () => {
    const before = await count();
    const again = await editNow(profile());
    expect(again.status).toBe(200);
    expect(again.etag).toBe('"1"');
    expect(await count()).toBe(before);
  });

  it('refuses a member without the owner or admin role (403), writing nothing', async () => {
    const before = await count();
    const refused = await call('POST', profilePath(), world.member.token, profile({ tagline: 'Mine now' }), { 'if-match': '"1"' });
    expect(refused.status).toBe(403);
    expect(refused.body['code']).toBe('ROLE_REQUIRED');
    for (const token of [world.outsider.token, world.student, world.careerCenter, world.admin]) {
      expect((await call('POST', profilePath(), token, profile(), { 'if-match': '"1"' })).status).toBe(403);
    }
    expect((await call('POST', profilePath(), undefined, profile(), { 'if-match': '"1"' })).status).toBe(401);
    expect(await count()).toBe(before);
  });

  const hostile: [string, Record<string, unknown>, string][] = [
    ['an industry not on the list', { industry: 'Piracy' }, 'industry'],
    ['a size not on the list', { size: '2-3' }, 'size'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['an ftp website', { website: 'ftp://kestrel.example.com' }, 'website'],
    ['an http website (https only)', { website: 'http://kestrel.example.com' }, 'website'],
    ['a website with credentials', { website: 'https://user:pw@kestrel.example.com' }, 'website'],
    ['an about text of 4,001 characters', { about: 'a'.repeat(4001) }, 'about'],
    ['a tagline of 141 characters', { tagline: 'a'.repeat(141) }, 'tagline'],
    ['a control character in the tagline', { tagline: 'Bell\u0007' }, 'tagline'],
    ['a newline in the tagline', { tagline: 'Two\nlines' }, 'tagline'],
    ['a right-to-left override', { tagline: 'abc\u202Efdp.exe' }, 'tagline'],
    ['a NUL in about', { about: 'Hello\u0000' }, 'about'],
    ['a lone surrogate in country', { country: 'Fran\uD800ce' }, 'country'],
    ['eleven locations', { locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) }, 'locations'],
    ['a repeated location', { locations: ['London', 'london'] }, 'locations'],
    ['an empty location', { locations: ['  '] }, 'locations.0'],
    ['a logo from elsewhere', { logo: 'https://tracker.example.com/pixel.png' }, 'logo'],
    ['a cover that is no upload path', { cover: '/etc/passwd' }, 'cover'],
    ['an uploaded image that does not exist', { cover: `/api/files/${'f'.repeat(64)}` }, 'cover'],
    ['an unknown field', { name: 'Renamed Ltd' }, '(body)'],
    ['a number as about', { about: 42 }, 'about'],
    ['null locations', { locations: null }, 'locations'],
  ];
  it.each(hostile)('refuses %s with 400 naming the field, and writes nothing', async (_name, change, path) => {
    const before = await count();
    const refused = await editNow(profile(change));
    expect(refused.status).toBe(400);
    expect(refused.body['code']).toBe('VALIDATION');
    expect(JSON.stringify(refused.body['errors'] ?? refused.body['detail'])).toContain(path === '(body)' ? '' : path);
    expect(await count()).toBe(before);
  });

  it('needs If-Match (428), refuses a malformed one and a stale one (412)', async () => {
    const before = await count();
    expect((await call('POST', profilePath(), world.owner.token, profile({ tagline: 'No precondition' }))).status).toBe(428);
    expect((await call('POST', profilePath(), world.owner.token, profile({ tagline: 'Bad' }), { 'if-match': 'yesterday' })).status).toBe(412);
    expect((await call('POST', profilePath(), world.owner.token, profile({ tagline: 'Stale' }), { 'if-match': '"0"' })).status).toBe(412);
    expect(await count()).toBe(before);
  });

  it('loses no update when two editors save the copy they both loaded: one wins, the other gets 412', async () => {
    const promote = await call('POST', `/api/organisations/${world.companyId}/members/${world.member.uniqueId}/role`, world.owner.token, { role: 'admin' });
    expect(promote.status).toBe(200);
    const loaded = await call('GET', profilePath(), world.owner.token);
    const [a, b] = await Promise.all([
      call('POST', profilePath(), world.owner.token, profile({ tagline: 'Hana was here' }), { 'if-match': loaded.etag ?? '' }),
      call('POST', profilePath(), world.member.token, profile({ tagline: 'Theo was here' }), { 'if-match': loaded.etag ?? '' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const winner = a.status === 200 ? 'Hana was here' : 'Theo was here';
    const now = await call('GET', profilePath(), world.owner.token);
    expect((now.body['company'] as { profile: { tagline: string } }).profile.tagline).toBe(winner);
    expect(Number(JSON.parse(now.etag ?? '0'))).toBe(Number(JSON.parse(loaded.etag ?? '0')) + 1);
  });
});

describe('the public page', () => {
  const publicPath = async () => `/api/company/${((await call('GET', profilePath(), world.owner.token)).body['company'] as { link: string }).link}`;

  it('shows nothing of a company still pending review', async () => {
    expect((await call('GET', await publicPath())).status).toBe(404);
    expect((await call('GET', await publicPath(), world.student)).status).toBe(404);
  });

  it('shows an approved company to visitors and students, with the uploaded logo served from our origin', async () => {
    expect((await call('POST', `/api/admin/organisations/${world.companyId}/approve`, world.admin, {})).status).toBe(200);
    for (const token of [undefined, world.student]) {
      const page = await call('GET', await publicPath(), token);
      expect(page.status).toBe(200);
      expect(page.body['company']).toMatchObject({ name: 'Kestrel Partners', logo, cover, locations: ['London', 'Frankfurt'], industry: 'Investment Banking' });
      expect(page.body['company']).not.toHaveProperty('settings');
      expect(page.body).toMatchObject({ events: [], jobs: [] });
    }
    const file = await fetch(`${api.url}${logo}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("previews a shared link of the page as the company (link-preview tags, http/page-meta.ts), others as the site's", async () => {
    const link = (await publicPath()).split('/').at(-1)!;
    const meta = companyPageMeta(testDb.db);
    const shown = (await call('GET', await publicPath())).body['company'] as { tagline: string };
    expect(shown.tagline).not.toBe('');
    expect(await meta(`/company/${link}`)).toEqual({ title: 'Kestrel Partners · Fast-Track', description: shown.tagline, image: cover, type: 'website' });
    expect(await meta(`/company/other-slug-${link.slice(-12)}`)).toMatchObject({ title: 'Kestrel Partners · Fast-Track' });
    for (const other of ['/company/kestrel', `/company/${link}/jobs`, `/event/${link}`]) expect(await meta(other), other).toBeUndefined();
  });

  it('finds the page by the key of its link whatever slug is in front, and nothing for a malformed link', async () => {
    const link = (await publicPath()).split('/').at(-1)!;
    expect((await call('GET', `/api/company/old-name-${link.slice(-12)}`)).status).toBe(200);
    for (const bad of ['x', 'kestrel', `${link}0`, '%00', 'a'.repeat(500)]) expect((await call('GET', `/api/company/${bad}`)).status).toBe(404);
  });

  it('hides the page when the company says so in its settings (If-Match), and shows it again', async () => {
    const loaded = await call('GET', settingsPath(), world.owner.token);
    expect(loaded.etag).toBe('"0"');
    const hidden = await call('POST', settingsPath(), world.owner.token, { defaultTimezone: 'Europe/Berlin', publicPage: false }, { 'if-match': '"0"' });
    expect(hidden.status).toBe(200);
    expect(hidden.etag).toBe('"1"');
    expect((await call('GET', await publicPath())).status).toBe(404);
    expect((await call('POST', settingsPath(), world.owner.token, { defaultTimezone: 'Europe/Berlin', publicPage: true }, { 'if-match': '"0"' })).status).toBe(412);
    expect((await call('POST', settingsPath(), world.owner.token, { defaultTimezone: 'Europe/Berlin', publicPage: true }, { 'if-match': '"1"' })).status).toBe(200);
    expect((await call('GET', await publicPath())).status).toBe(200);
  });

  it.each([
    ['an unknown zone', { defaultTimezone: 'Mars/Olympus', publicPage: true }],
    ['a string as publicPage', { defaultTimezone: 'Europe/Berlin', publicPage: 'yes' }],
    ['an extra field', { defaultTimezone: 'Europe/Berlin', publicPage: true, contactEmail: 'x@y.z' }],
    ['a NUL in the zone', { defaultTimezone: 'Europe/Berlin\u0000', publicPage: true }],
  ])('refuses settings with %s (400), writing nothing', async (_name, body) => {
    const before = await count();
    const loaded = await call('GET', settingsPath(), world.owner.token);
    expect((await call('POST', settingsPath(), world.owner.token, body, { 'if-match': loaded.etag ?? '' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('the dashboard overview', () => {
  const day = 86_400_000;
  const eventForm = (title: string, approval = false) => ({
    title,
    type: 'Live Stream',
    img: '/images/events/cover-3.svg',
    description: '<p>Meet the team.</p>',
    date: new Date(Date.now() + 12 * day).toISOString().slice(0, 10),
    startTime: '17:00',
    endTime: '18:00',
    timezone: 'Europe/London',
    virtualLink: 'https://meet.example.com/kestrel',
    physicalLocation: null,
    approval,
    schoolYear: [],
    relevantCourses: [],
    targetGroups: [],
  });
  const jobForm = {
    title: 'Summer Analyst',
    type: 'internship',
    track: 'Finance',
    locations: ['London'],
    remote: false,
    description: '<p>Ten weeks on live deals.</p>',
    requirements: [],
    salary: null,
    deadline: new Date(Date.now() + 30 * day).toISOString(),
    apply: { method: 'platform' },
  };

  it('ticks the checklist from what exists and lists upcoming events with counts and open jobs with applicants', async () => {
    const first = await call('GET', overviewPath(), world.member.token);
    expect(first.status).toBe(200);
    const checklist = first.body['checklist'] as { items: { key: string; done: boolean }[]; done: number; total: number };
    expect(Object.fromEntries(checklist.items.map((i) => [i.key, i.done]))).toEqual({ profile: true, event: false, job: false, challenge: false, team: true });
    expect(checklist).toMatchObject({ done: 2, total: 5 });

    const draft = await call('POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm('Draft evening'), publish: false });
    expect(draft.status).toBe(201);
    const event = await call('POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm('Deal night', true), publish: true });
    expect(event.status).toBe(201);
    const eventId = (event.body['event'] as { uniqueId: string }).uniqueId;
    expect((await call('POST', '/api/event/apply', world.student, { eventId })).status).toBe(200);
    const job = await call('POST', `/api/organisations/${world.companyId}/jobs`, world.owner.token, jobForm);
    expect(job.status).toBe(201);
    // A challenge draft is not hosted yet; its publication is.
    const challenges = `/api/organisations/${world.companyId}/challenges`;
    const challenge = await call('POST', challenges, world.owner.token, challengeForm(Date.now()));
    expect(challenge.status).toBe(201);
    const drafted = await call('GET', overviewPath(), world.member.token);
    expect((drafted.body['checklist'] as typeof checklist).items.find((i) => i.key === 'challenge')).toEqual({ key: 'challenge', done: false });
    const challengeId = (challenge.body['challenge'] as { uniqueId: string }).uniqueId;
    expect((await call('POST', `${challenges}/${challengeId}/publish`, world.owner.token, undefined, { 'if-match': challenge.etag ?? '' })).status).toBe(200);

    const after = await call('GET', overviewPath(), world.member.token);
    const done = after.body['checklist'] as typeof checklist;
    expect(done).toMatchObject({ done: 5, total: 5 });
    expect(after.body['upcomingEvents']).toEqual([expect.objectContaining({ uniqueId: eventId, title: 'Deal night', approval: true, attending: 0, pending: 1 })]);
    expect(after.body['draftEvents']).toBe(1);
    expect(after.body['openJobs']).toEqual([expect.objectContaining({ title: 'Summer Analyst', applicants: 0 })]);

    const page = await call('GET', `/api/company/${(after.body['company'] as { link: string }).link}`);
    expect(page.body['events']).toEqual([expect.objectContaining({ uniqueId: eventId, title: 'Deal night' })]);
    expect((page.body['events'] as Record<string, unknown>[])[0]).not.toHaveProperty('attending');
    expect(page.body['jobs']).toEqual([expect.objectContaining({ title: 'Summer Analyst' })]);
  });
});
