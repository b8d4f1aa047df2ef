import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { oxford, password } from '../testing/audiences.ts';
import { bearer, latestOtp, registerStudent, uniqueAddress, ucl, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 26 part 7: a society's admission rule, students joining, and the officers' hand-over of ownership.
let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started));

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const uniqueIdOf = async (token: string) => ((await json(await api.get('/api/account/me', bearer(token)))).body['account'] as { uniqueId: string }).uniqueId;
const roles = async (organisationId: string, token: string) =>
  Object.fromEntries(((await json(await api.get(`/api/organisations/${organisationId}/members`, bearer(token)))).body['members'] as { uniqueId: string; role: string }[]).map((m) => [m.uniqueId, m.role]));

async function society(owner: string): Promise<string> {
  const created = await json(await api.post('/api/organisations/student', { name: `UCL Finance ${Date.now()}`, university: ucl, category: 'Finance' }, bearer(owner)));
  return (created.body['organisation'] as { organisationId: string }).organisationId;
}

async function oxfordStudent(): Promise<string> {
  const address = `olaf.${Date.now()}${Math.random().toString(36).slice(2, 6)}@ox.ac.uk`;
  await api.post('/api/student/otp/new', { EmailAddress: address, university: oxford });
  const registered = await json(await api.post('/api/student/register/new', { EmailAddress: address, password, selected2: [], uni2: oxford, otpform: await latestOtp(api, address) }));
  return String(registered.body['token']);
}

describe('joining a society', () => {
  it('by request (the default): a student of its university asks, an officer accepts; another university’s student is refused', async () => {
    const ownerAddress = uniqueAddress('sasha');
    const owner = await registerStudent(api, ownerAddress);
    const organisationId = await society(owner);
    expect((await json(await api.get(`/api/organisations/${organisationId}`, bearer(owner)))).body['organisation']).toMatchObject({ admission: 'request' });

    const ada = await registerStudent(api, uniqueAddress('ada'));
    expect((await json(await api.get(`/api/organisations/${organisationId}/membership`, bearer(ada)))).body).toEqual({ admission: 'request', status: 'none', sameUniversity: true });
    expect((await json(await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(ada)))).body).toEqual({ msg: 'success', status: 'requested' });
    expect((await json(await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(ada)))).body).toEqual({ msg: 'success', status: 'requested' });
    const adaId = await uniqueIdOf(ada);
    // The owner is mailed once, with a link to the society's team page.
    const mails = (await api.mailbox(ownerAddress)).filter((m) => m.text.includes('/so/dashboard/Team'));
    expect(mails).toHaveLength(1);
    const requests = (await json(await api.get(`/api/organisations/${organisationId}/join-requests`, bearer(owner)))).body['requests'] as { uniqueId: string }[];
    expect(requests.map((r) => r.uniqueId)).toEqual([adaId]);
    expect((await api.post(`/api/organisations/${organisationId}/join-requests/${adaId}`, { accept: true }, bearer(owner))).status).toBe(200);
    expect((await json(await api.get(`/api/organisations/${organisationId}/membership`, bearer(ada)))).body).toMatchObject({ status: 'member' });

    const olaf = await oxfordStudent();
    const refused = await json(await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(olaf)));
    expect(refused).toMatchObject({ status: 403, body: { code: 'OTHER_UNIVERSITY' } });
    expect((await json(await api.get(`/api/organisations/${organisationId}/membership`, bearer(olaf)))).body).toMatchObject({ sameUniversity: false, status: 'none' });
  });

  it('by university: an officer chooses it, and a student of its university joins at once', async () => {
    const owner = await registerStudent(api, uniqueAddress('sasha'));
    const organisationId = await society(owner);
    const member = await registerStudent(api, uniqueAddress('mo'));
    // Only owners and admins set the rule; a bad value is refused and changes nothing.
    expect((await api.post(`/api/organisations/${organisationId}/admission`, { admission: 'university' }, bearer(member))).status).toBe(403);
    expect((await api.post(`/api/organisations/${organisationId}/admission`, { admission: 'anyone' }, bearer(owner))).status).toBe(400);
    expect((await api.post(`/api/organisations/${organisationId}/admission`, { admission: 'university' }, bearer(owner))).status).toBe(200);
    expect((await json(await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(member)))).body).toEqual({ msg: 'success', status: 'member' });
    expect(await roles(organisationId, member)).toMatchObject({ [await uniqueIdOf(member)]: 'member' });
    expect((await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(member))).status).toBe(409);
    expect((await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(await oxfordStudent()))).status).toBe(403);
  });

  it('an unknown society is not found, and only students ask', async () => {
    const student = await registerStudent(api, uniqueAddress('nia'));
    expect((await api.post('/api/organisations/00000000-0000-4000-8000-000000000000/join', {}, bearer(student))).status).toBe(404);
    expect((await api.get('/api/organisations/00000000-0000-4000-8000-000000000000/membership', bearer(student))).status).toBe(404);
    expect((await api.post('/api/organisations/00000000-0000-4000-8000-000000000000/join', {})).status).toBe(401);
  });
});

describe('the officers’ hand-over', () => {
  it('an owner offers ownership; the member accepts and becomes owner, the old owner admin; the log says who', async () => {
    const owner = await registerStudent(api, uniqueAddress('sasha'));
    const organisationId = await society(owner);
    await api.post(`/api/organisations/${organisationId}/admission`, { admission: 'university' }, bearer(owner));
    const treasurerAddress = uniqueAddress('tess');
    const treasurer = await registerStudent(api, treasurerAddress);
    await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(treasurer));
    const [ownerId, treasurerId] = [await uniqueIdOf(owner), await uniqueIdOf(treasurer)];

    // A member may not offer; the owner does, once; the team shows the open offer to every member.
    expect((await api.post(`/api/organisations/${organisationId}/handover`, { accountId: ownerId }, bearer(treasurer))).status).toBe(403);
    expect((await api.post(`/api/organisations/${organisationId}/handover`, { accountId: treasurerId }, bearer(owner))).status).toBe(201);
    expect((await json(await api.post(`/api/organisations/${organisationId}/handover`, { accountId: treasurerId }, bearer(owner)))).body['code']).toBe('HANDOVER_PENDING');
    // The member is mailed the offer, with the link to the society's team page.
    const [offerMail] = (await api.mailbox(treasurerAddress)).filter((m) => m.subject === 'You are offered ownership on Fast-Track');
    expect(offerMail?.text).toContain('/so/dashboard/Team');
    const team = (await json(await api.get(`/api/organisations/${organisationId}/members`, bearer(treasurer)))).body;
    expect(team['handover']).toMatchObject({ from: ownerId, to: treasurerId });
    const offered = Date.parse((team['handover'] as { offeredAt: string }).offeredAt);
    expect(Date.parse((team['handover'] as { expiresAt: string }).expiresAt) - offered).toBe(14 * 86_400_000);
    // Only the member it is offered to answers.
    expect((await api.post(`/api/organisations/${organisationId}/handover/answer`, { accept: true }, bearer(owner))).status).toBe(404);
    expect((await api.post(`/api/organisations/${organisationId}/handover/answer`, { accept: true }, bearer(treasurer))).status).toBe(200);
    expect(await roles(organisationId, owner)).toEqual({ [ownerId]: 'admin', [treasurerId]: 'owner' });
    expect((await json(await api.get(`/api/organisations/${organisationId}/members`, bearer(treasurer)))).body['handover']).toBeNull();
    const log = await testDb.db.query<{ type: string; actor: string }>(
      `SELECT type, metadata->>'actor' AS actor FROM events WHERE stream_id = $1 AND type LIKE 'OrganisationHandover%' ORDER BY global_position`,
      [`organisation-${organisationId}`],
    );
    expect(log.rows).toEqual([
      { type: 'OrganisationHandoverOffered', actor: ownerId },
      { type: 'OrganisationHandoverAnswered', actor: treasurerId },
    ]);
  });

  it('withdrawn or expired, an offer cannot be accepted; declined, nothing changes', async () => {
    const owner = await registerStudent(api, uniqueAddress('sasha'));
    const organisationId = await society(owner);
    await api.post(`/api/organisations/${organisationId}/admission`, { admission: 'university' }, bearer(owner));
    const member = await registerStudent(api, uniqueAddress('mo'));
    await api.post(`/api/organisations/${organisationId}/join`, {}, bearer(member));
    const [ownerId, memberId] = [await uniqueIdOf(owner), await uniqueIdOf(member)];
    const offer = () => api.post(`/api/organisations/${organisationId}/handover`, { accountId: memberId }, bearer(owner));
    const accept = () => api.post(`/api/organisations/${organisationId}/handover/answer`, { accept: true }, bearer(member));

    expect((await offer()).status).toBe(201);
    expect((await api.post(`/api/organisations/${organisationId}/handover/withdraw`, {}, bearer(member))).status).toBe(403);
    expect((await api.post(`/api/organisations/${organisationId}/handover/withdraw`, {}, bearer(owner))).status).toBe(200);
    expect((await accept()).status).toBe(404);

    expect((await offer()).status).toBe(201);
    expect((await api.post(`/api/organisations/${organisationId}/handover/answer`, { accept: false }, bearer(member))).status).toBe(200);
    expect((await accept()).status).toBe(404);

    expect((await offer()).status).toBe(201);
    api.clock.advance(14 * 86_400_000 + 1000);
    expect((await json(await api.get(`/api/organisations/${organisationId}/members`, bearer(member)))).body['handover']).toBeNull();
    expect((await accept()).status).toBe(404);
    expect(await roles(organisationId, owner)).toEqual({ [ownerId]: 'owner', [memberId]: 'member' });
    // An expired offer makes way for a new one.
    expect((await offer()).status).toBe(201);
  });
});
