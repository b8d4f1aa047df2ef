/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- response bodies are JSON the assertions check */
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { challengeForm, challengesWorld, publishedChallenge, send, type ChallengesWorld } from './testing/challenge-fixtures.ts';

// Deleting drafts (issue 25 part 5): an abandoned challenge no student ever saw can be thrown away; a published one
// never (its students' results depend on it), with a clear 409.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-drafts-5m' });

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
});

const base = () => `/api/organisations/${world.companyId}/challenges`;
const events = async (type: string) => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type])).rows[0]!.n);
const listed = async () => ((await send(api, 'GET', base(), world.owner.token)).body['challenges'] as { uniqueId: string; title: string }[]).map((c) => c.uniqueId);

describe('DELETE a challenge draft', () => {
  it('throws away the abandoned draft at the version loaded, and only that one of two with the same title', async () => {
    const abandoned = await send(api, 'POST', base(), world.owner.token, { title: 'Valuation Sprint' });
    const kept = await send(api, 'POST', base(), world.owner.token, { title: 'Valuation Sprint' });
    const id = abandoned.body['challenge'].uniqueId as string;
    const path = `${base()}/${id}`;
    const saved = await send(api, 'PUT', path, world.owner.token, { title: 'Valuation Sprint', summary: 'half done' }, { 'if-match': '"1"' });
    expect(saved.status).toBe(200);

    expect((await send(api, 'DELETE', path, world.owner.token)).status).toBe(428);
    const stale = await send(api, 'DELETE', path, world.owner.token, undefined, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(await events('ChallengeDraftDeleted')).toBe(0);

    const deleted = await send(api, 'DELETE', path, world.owner.token, undefined, { 'if-match': saved.headers.get('etag') ?? '' });
    expect(deleted.status).toBe(204);
    expect(await events('ChallengeDraftDeleted')).toBe(1);
    expect(await listed()).not.toContain(id);
    expect(await listed()).toContain(kept.body['challenge'].uniqueId);
    expect((await send(api, 'GET', path, world.owner.token)).status).toBe(404);
    expect((await testDb.db.query('SELECT 1 FROM challenges WHERE challenge_id = $1', [id])).rows).toHaveLength(0);
    // Gone for every later call, a second delete included.
    expect((await send(api, 'DELETE', path, world.owner.token, undefined, { 'if-match': '"3"' })).status).toBe(404);
    expect((await send(api, 'PUT', path, world.owner.token, { title: 'Back?' }, { 'if-match': '"3"' })).status).toBe(404);
  });

  it('refuses a published challenge, open or closed, with 409 CHALLENGE_PUBLISHED and keeps it', async () => {
    const id = await publishedChallenge(api, world, challengeForm(api.clock.now, { title: 'Live sprint' }));
    const path = `${base()}/${id}`;
    const etag = (await send(api, 'GET', path, world.owner.token)).headers.get('etag') ?? '';
    const refused = await send(api, 'DELETE', path, world.owner.token, undefined, { 'if-match': etag });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ code: 'CHALLENGE_PUBLISHED', detail: expect.stringContaining('close it instead') });
    expect((await send(api, 'POST', `${path}/close`, world.owner.token, undefined, { 'if-match': etag })).status).toBe(200);
    const closedTag = (await send(api, 'GET', path, world.owner.token)).headers.get('etag') ?? '';
    expect((await send(api, 'DELETE', path, world.owner.token, undefined, { 'if-match': closedTag })).body['code']).toBe('CHALLENGE_PUBLISHED');
    expect(await listed()).toContain(id);
  });

  it('another company’s employer finds nothing to delete through their own company, and is refused ours', async () => {
    const draft = await send(api, 'POST', base(), world.owner.token, { title: 'Ours' });
    const id = draft.body['challenge'].uniqueId as string;
    const me = await send(api, 'GET', '/api/account/me', world.pendingOwner.token);
    const theirs = (me.body['memberships'] as { organisationId: string }[])[0]!.organisationId;
    expect((await send(api, 'DELETE', `/api/organisations/${theirs}/challenges/${id}`, world.pendingOwner.token, undefined, { 'if-match': '"1"' })).status).toBe(404);
    expect((await send(api, 'DELETE', `${base()}/${id}`, world.pendingOwner.token, undefined, { 'if-match': '"1"' })).status).toBe(403);
    expect(await listed()).toContain(id);
  });
});
