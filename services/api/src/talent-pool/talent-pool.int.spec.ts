/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- response bodies are JSON the assertions check */
import type { Db } from '@fast-track/shared/db/db';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoGradedForm, challengesWorld, cohortSettled, onboardedStudent, publishedChallenge, rankOthers, send, type ChallengesWorld } from '../challenges/testing/challenge-fixtures.ts';
import { projections } from '../projections.ts';
import { createCompany, createTestAdmin, oxford, password, registerCareerCenter, registerEmployer, signInAdmin, workAddress, type Registered } from '../testing/audiences.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 14 on real Postgres: who may find whom in the talent pool (every filter and sort), profiles and their views,
// short-lists shared inside a company, target schools and the career center's view of them; roles, hostile input,
// rebuild == live, and account deletion.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
let other: Registered;
let otherCompanyId: string;
let challengeId: string;
/** participants (took the challenge) / everyone / nobody (took the challenge) / participants (took nothing). */
const s: Record<'took' | 'open' | 'hidden' | 'stranger', { token: string; id: string }> = {} as never;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-talent-3x' });

const idOf = async (token: string) => (await send(api, 'GET', '/api/student/settings/talent', token)).body['link'] as string;
const accountIdOf = async (db: Db, link: string) => (await db.query<{ id: string }>('SELECT student_id::text AS id FROM talent_profiles WHERE link = $1', [link])).rows[0]!.id;
const setTalent = (token: string, body: unknown) => send(api, 'PUT', '/api/student/settings/talent', token, body);
const take = async (token: string, pick: string) => {
  const started = await send(api, 'POST', `/api/challenges/${challengeId}/attempt`, token);
  expect(started.status, started.text).toBe(201);
  expect((await send(api, 'PUT', `/api/challenges/${challengeId}/attempt/answers/pick`, token, { answer: { optionId: pick } })).status).toBe(200);
  const submitted = await send(api, 'POST', `/api/challenges/${challengeId}/attempt/submit`, token);
  expect(submitted.status, submitted.text).toBe(200);
};
const pool = (companyId: string) => `/api/organisations/${companyId}/talent-pool`;
const search = async (token: string, companyId: string, query = '') => {
  const res = await send(api, 'GET', `${pool(companyId)}${query}`, token);
  expect(res.status, res.text).toBe(200);
  return (res.body['students'] as { uniqueId: string }[]).map((x) => x.uniqueId);
};
const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
  other = await registerEmployer(api, workAddress('otto'));
  otherCompanyId = await createCompany(api, other.token, { name: 'Otter Advisory', website: 'https://otter.example.com', industry: 'Consulting', size: '11-50', country: 'Germany' });
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  await api.post(`/api/admin/organisations/${otherCompanyId}/approve`, {}, bearer(admin));
  challengeId = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
  for (const [key, name, pick] of [
    ['took', 'tara', 'a'],
    ['open', 'olive', null],
    ['hidden', 'hugo', 'a'],
    ['stranger', 'sven', null],
  ] as const) {
    const token = await onboardedStudent(api, name);
    if (pick) await take(token, pick);
    s[key] = { token, id: await accountIdOf(testDb.db, await idOf(token)) };
  }
  // Eighteen lower results make a cohort of 20 (the rank rule's minimum): tara and hugo tie at the top.
  await rankOthers(testDb.db, api.clock.now, challengeId, Array.from({ length: 18 }, () => 0));
  await cohortSettled(testDb.db, challengeId, 20);
  expect((await setTalent(s.open.token, { visibility: 'everyone', skills: ['Excel', 'Python', 'excel'] })).status).toBe(200);
  expect((await setTalent(s.hidden.token, { visibility: 'nobody', skills: ['Python'] })).status).toBe(200);
  expect((await setTalent(s.took.token, { visibility: 'participants', skills: ['Valuation', 'Python'] })).status).toBe(200);
});

describe('student settings', () => {
  it('keeps the chosen visibility and skills, duplicates dropped', async () => {
    const got = await send(api, 'GET', '/api/student/settings/talent', s.open.token);
    expect(got.body).toMatchObject({ visibility: 'everyone', skills: ['Excel', 'Python'] });
    expect((await send(api, 'GET', '/api/student/settings/talent', s.stranger.token)).body).toMatchObject({ visibility: 'participants', skills: [] });
  });
});

describe('visibility in every search path', () => {
  const queries = [
    '',
    '?q=python',
    '?q=Finance',
    '?sort=percentile',
    '?q=python&sort=percentile',
    '?band=10',
    '?band=50&bandTrack=Finance',
    '?band=50&bandTrack=Finance&sort=percentile',
    '?bandTrack=Finance',
    '?track=Finance',
    '?year=finalYear',
    '?skills=Python',
    `?university=${encodeURIComponent('University College London, University of London')}`,
    '?country=United%20Kingdom',
    '?targets=1',
    '?page=2',
    '?page=50',
  ];

  it('the challenge company finds its participant and the open student, never the hidden or the stranger', async () => {
    for (const q of queries) {
      const found = await search(world.owner.token, world.companyId, q);
      expect(found, q).not.toContain(s.hidden.id);
      expect(found, q).not.toContain(s.stranger.id);
    }
    expect(await search(world.owner.token, world.companyId, '?q=python')).toEqual(expect.arrayContaining([s.took.id, s.open.id]));
    expect(await search(world.owner.token, world.companyId, '?band=50&bandTrack=Finance')).toEqual([s.took.id]);
    expect(await search(world.owner.token, world.companyId, '?skills=Excel,Python')).toEqual([s.open.id]);
  });

  it('another company sees only the student open to everyone', async () => {
    for (const q of queries) {
      const found = await search(other.token, otherCompanyId, q);
      expect(found.filter((id) => Object.values(s).some((x) => x.id === id)), q).toEqual(q === '?band=10' || q.startsWith('?band') || q.startsWith('?bandTrack') || q.startsWith('?page') || q === '?targets=1' ? [] : [s.open.id]);
    }
  });

  it('a pending company sees no one', async () => {
    const pendingCompany = (await testDb.db.query<{ id: string }>(`SELECT organisation_id::text AS id FROM organisations WHERE name = 'Pending Partners'`)).rows[0]!.id;
    expect(await search(world.pendingOwner.token, pendingCompany)).toEqual([]);
  });

  it('a student hiding ranks drops out of percentile bands', async () => {
    const before = await send(api, 'GET', `${pool(world.companyId)}?sort=percentile`, world.owner.token);
    // 100 × (18 below + ½ · 1 level) / 19 = 97.4: employers see the band, not the percentile.
    expect(before.body['students'].find((x: { uniqueId: string }) => x.uniqueId === s.took.id)).toMatchObject({ bestBand: 'top5' });
    expect(before.text).not.toContain('bestPercentile');
    expect((await send(api, 'PUT', '/api/student/settings/rank', s.took.token, { visibleToEmployers: false })).status).toBe(200);
    expect(await search(world.owner.token, world.companyId, '?band=50')).not.toContain(s.took.id);
    const all = await send(api, 'GET', `${pool(world.companyId)}?sort=percentile`, world.owner.token);
    expect(all.body['students'].find((x: { uniqueId: string }) => x.uniqueId === s.took.id).bestBand).toBeNull();
    expect((await send(api, 'PUT', '/api/student/settings/rank', s.took.token, { visibleToEmployers: true })).status).toBe(200);
  });
});

describe('profiles and views', () => {
  it('shows a visible student, 404 otherwise, and records each visit (views within 30 minutes are one) for the student', async () => {
    const seen = await send(api, 'GET', `${pool(world.companyId)}/students/${s.took.id}`, world.owner.token);
    expect(seen.status).toBe(200);
    expect(seen.body['student']).toMatchObject({ uniqueId: s.took.id, firstName: 'tara', skills: ['Valuation', 'Python'] });
    expect(seen.body['student'].results[0]).toMatchObject({ challengeId, track: 'Finance', band: 'top5' });
    const byLink = await send(api, 'GET', `${pool(world.companyId)}/u/${seen.body['student'].link}`, world.owner.token);
    expect(byLink.status).toBe(200);
    for (const [token, company, id] of [
      [other.token, otherCompanyId, s.took.id],
      [world.owner.token, world.companyId, s.hidden.id],
      [world.owner.token, world.companyId, s.stranger.id],
      [world.owner.token, world.companyId, 'not-a-uuid'],
    ] as const) {
      expect((await send(api, 'GET', `${pool(company)}/students/${id}`, token)).status).toBe(404);
    }
    const viewsOf = async (): Promise<unknown> => (await send(api, 'GET', '/api/student/profile-views', s.took.token)).body['viewers'] as unknown;
    // By id, then by link a moment later: one visit.
    expect(await viewsOf()).toEqual([expect.objectContaining({ company: expect.objectContaining({ uniqueId: world.companyId }), views: 1 })]);
    api.clock.advance(31 * 60_000);
    expect((await send(api, 'GET', `${pool(world.companyId)}/students/${s.took.id}`, world.owner.token)).status).toBe(200);
    expect((await send(api, 'GET', `${pool(world.companyId)}/students/${s.took.id}`, world.owner.token)).status).toBe(200);
    expect(await viewsOf()).toEqual([expect.objectContaining({ company: expect.objectContaining({ uniqueId: world.companyId }), views: 2 })]);
    expect((await send(api, 'GET', '/api/student/profile-views', s.hidden.token)).body['viewers']).toEqual([]);
  });
});

describe('short-lists', () => {
  let listId: string;
  it('creates a list, short-lists a visible student with a note, refuses an invisible one', async () => {
    const created = await send(api, 'POST', `/api/organisations/${world.companyId}/short-lists`, world.owner.token, { name: 'Autumn analysts' });
    expect(created.status).toBe(201);
    listId = created.body['list'].uniqueId;
    const saved = await send(api, 'PUT', `/api/organisations/${world.companyId}/short-lists/${listId}/entries/${s.took.id}`, world.owner.token, { note: 'Strong valuation answer' });
    expect(saved.status).toBe(200);
    expect(saved.body['list'].entries).toEqual([expect.objectContaining({ uniqueId: s.took.id, note: 'Strong valuation answer', visible: true })]);
    const refused = await send(api, 'PUT', `/api/organisations/${world.companyId}/short-lists/${listId}/entries/${s.hidden.id}`, world.owner.token, { note: '' });
    expect(refused.status).toBe(404);
    expect((await send(api, 'GET', `/api/organisations/${world.companyId}/short-lists`, world.owner.token)).body['lists']).toEqual([
      expect.objectContaining({ uniqueId: listId, name: 'Autumn analysts', entries: 1 }),
    ]);
  });

  it("another company's member gets 403 on the company's path and 404 through their own", async () => {
    expect((await send(api, 'GET', `/api/organisations/${world.companyId}/short-lists/${listId}`, other.token)).status).toBe(403);
    expect((await send(api, 'GET', `/api/organisations/${otherCompanyId}/short-lists/${listId}`, other.token)).status).toBe(404);
    const before = await eventCount();
    expect((await send(api, 'PUT', `/api/organisations/${otherCompanyId}/short-lists/${listId}/entries/${s.open.id}`, other.token, { note: 'x' })).status).toBe(404);
    expect((await send(api, 'POST', `/api/organisations/${otherCompanyId}/short-lists/${listId}/rename`, other.token, { name: 'Mine now' })).status).toBe(404);
    expect(await eventCount()).toBe(before);
  });

  it('a student who later hides stays on the list without details', async () => {
    await setTalent(s.took.token, { visibility: 'nobody', skills: ['Valuation'] });
    const list = await send(api, 'GET', `/api/organisations/${world.companyId}/short-lists/${listId}`, world.owner.token);
    expect(list.body['list'].entries[0]).toMatchObject({ uniqueId: s.took.id, visible: false, student: null });
    await setTalent(s.took.token, { visibility: 'participants', skills: ['Valuation', 'Python'] });
  });
});

describe('target schools', () => {
  it('scopes the pool and shows the company to the career center of the university', async () => {
    const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };
    const added = await send(api, 'POST', `/api/organisations/${world.companyId}/target-schools`, world.owner.token, { university: ucl });
    expect(added.status).toBe(200);
    expect(added.body['schools']).toEqual([expect.objectContaining({ university: ucl, students: 2 })]);
    expect(await search(world.owner.token, world.companyId, '?targets=1')).toEqual(expect.arrayContaining([s.took.id, s.open.id]));
    await send(api, 'POST', `/api/organisations/${world.companyId}/target-schools/remove`, world.owner.token, { university: ucl });
    expect(await search(world.owner.token, world.companyId, '?targets=1')).toEqual([]);
    await send(api, 'POST', `/api/organisations/${world.companyId}/target-schools`, world.owner.token, { university: oxford });
    const center = await registerCareerCenter(api);
    const centerId = (await testDb.db.query<{ id: string }>(`SELECT organisation_id::text AS id FROM organisations WHERE kind = 'career_center' AND university_name = $1`, [oxford.name])).rows[0]!.id;
    const seen = await send(api, 'GET', `/api/organisations/${centerId}/targeting-companies`, center.token);
    expect(seen.status).toBe(200);
    expect(seen.body['companies']).toEqual([expect.objectContaining({ uniqueId: world.companyId })]);
    expect((await send(api, 'GET', `/api/organisations/${centerId}/targeting-companies`, world.owner.token)).status).toBe(403);
  });
});

describe('guards and hostile input', () => {
  it('answers 401 signed out and 403 to a student, writing nothing', async () => {
    const before = await eventCount();
    for (const path of [pool(world.companyId), `/api/organisations/${world.companyId}/short-lists`, `/api/organisations/${world.companyId}/target-schools`]) {
      expect((await send(api, 'GET', path)).status).toBe(401);
      expect((await send(api, 'GET', path, s.open.token)).status).toBe(403);
      expect((await send(api, 'POST', path, s.open.token, { name: 'x' })).status).toBeGreaterThanOrEqual(403);
    }
    expect((await send(api, 'PUT', '/api/student/settings/talent', world.owner.token, { visibility: 'everyone', skills: [] })).status).toBe(403);
    expect((await send(api, 'GET', '/api/student/profile-views')).status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('refuses NUL, lone surrogates, 1 MB and wrong types with a 4xx and writes nothing', async () => {
    const before = await eventCount();
    const lists = `/api/organisations/${world.companyId}/short-lists`;
    const bad: [string, 'POST' | 'PUT' | 'GET', unknown][] = [
      [lists, 'POST', { name: 'a\u0000b' }],
      [lists, 'POST', { name: '\uD800' }],
      [lists, 'POST', { name: 42 }],
      [lists, 'POST', { name: 'x'.repeat(1_000_000) }],
      [lists, 'POST', '{"name":'],
      ['/api/student/settings/talent', 'PUT', { visibility: 'all', skills: [] }],
      ['/api/student/settings/talent', 'PUT', { visibility: 'everyone', skills: ['a\u0000'] }],
      ['/api/student/settings/talent', 'PUT', { visibility: 'everyone', skills: 'Python' }],
      ['/api/student/settings/talent', 'PUT', { visibility: 'everyone', skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }],
      [`/api/organisations/${world.companyId}/target-schools`, 'POST', { university: { name: '\uDC00', area: 'United Kingdom' } }],
    ];
    for (const [path, method, body] of bad) {
      const token = path.startsWith('/api/student') ? s.stranger.token : world.owner.token;
      const res = await send(api, method, path, token, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const q of ['?q=%00', '?page=0', '?page=51', '?page=abc', '?band=7', '?event=x', '?sort=name', '?q[a]=1', '?q=a&q=b', `?q=${'x'.repeat(5000)}`, '?skills=a%00']) {
      const res = await send(api, 'GET', `${pool(world.companyId)}${q}`, world.owner.token);
      expect(res.status, q).toBe(400);
    }
    // Search syntax in q is text, never SQL or a tsquery error.
    expect((await send(api, 'GET', `${pool(world.companyId)}?q=${encodeURIComponent("python' OR 1=1 -- & | ! (")}`, world.owner.token)).status).toBe(200);
    expect(await eventCount()).toBe(before);
  });
});

describe('rebuild and erasure', () => {
  const snapshot = async () => {
    const read = async (sql: string) => (await testDb.db.query(sql)).rows;
    return {
      profiles: await read('SELECT student_id, link, visibility, skills, university_name, university_area, tracks, year_of_study, search::text, updated_at FROM talent_profiles ORDER BY student_id'),
      lists: await read('SELECT * FROM short_lists ORDER BY list_id'),
      entries: await read('SELECT * FROM short_list_entries ORDER BY list_id, student_id'),
      schools: await read('SELECT * FROM target_schools ORDER BY company_id, university_area, university_name'),
      views: await read('SELECT * FROM profile_views ORDER BY student_id, company_id'),
    };
  };

  it('a rebuild equals the live tables', async () => {
    const live = await snapshot();
    expect(live.views.length).toBeGreaterThan(0);
    await rebuildProjections(testDb.db, projections);
    expect(await snapshot()).toEqual(live);
  });

  it("account deletion erases the student's talent row, short-list entries and profile views", async () => {
    const deleted = await send(api, 'POST', '/api/account/delete', s.took.token, { password });
    expect(deleted.status, deleted.text).toBe(200);
    for (const table of ['talent_profiles', 'short_list_entries', 'profile_views']) {
      const left = await testDb.db.query(`SELECT 1 FROM ${table} WHERE student_id = $1`, [s.took.id]);
      expect(left.rows, table).toEqual([]);
    }
    const live = await snapshot();
    await rebuildProjections(testDb.db, projections);
    expect(await snapshot()).toEqual(live);
  });
});
