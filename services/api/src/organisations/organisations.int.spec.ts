import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { companyForm, createCompany, createTestAdmin, oxford, password, registerCareerCenter, registerEmployer, signInAdmin, staffAddress, workAddress } from '../testing/audiences.ts';
import { bearer, latestOtp, registerStudent, uniqueAddress, ucl, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-7f3k2m9q' });

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const me = async (token: string) => (await json(await api.get('/api/account/me', bearer(token)))).body as {
  account: { uniqueId: string; kind: string };
  memberships: { organisationId: string; kind: string; role: string; status: string; jobRole: string | null }[];
};
const linkIn = (text: string): string[] => {
  const match = /\/registration\/([\w-]+)\/([\w-]+)\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in ${text}`);
  return match.slice(1);
};

describe('employers', () => {
  it('register with a work address (free mail refused), create a pending company and name their role', async () => {
    expect((await json(await api.post('/api/employer/otp/new', { EmailAddress: 'erin@gmail.com' }))).body).toEqual({
      msg: 'invalid email',
      message: 'Please enter your work email address',
    });
    const erin = await registerEmployer(api);
    expect(erin.body).toMatchObject({ msg: 'success', match: null });
    const organisationId = await createCompany(api, erin.token);
    const mine = await me(erin.token);
    expect(mine.account.kind).toBe('employer');
    expect(mine.memberships).toEqual([expect.objectContaining({ organisationId, kind: 'company', role: 'owner', status: 'pending', jobRole: null })]);
    expect((await api.post(`/api/organisations/${organisationId}/job-role`, { jobRole: 'Recruiter' }, bearer(erin.token))).status).toBe(200);
    expect((await me(erin.token)).memberships[0]?.jobRole).toBe('Recruiter');
    expect((await api.post(`/api/organisations/${organisationId}/job-role`, { jobRole: 'CEO' }, bearer(erin.token))).status).toBe(400);
    // One company per employer; profile links must be http(s).
    expect((await json(await api.post('/api/companies', companyForm, bearer(erin.token)))).status).toBe(409);
    const other = await registerEmployer(api);
    expect((await api.post('/api/companies', { ...companyForm, website: 'javascript:alert(1)' }, bearer(other.token))).status).toBe(400);
  });

  it('find the company of their domain and ask to join; an owner accepts', async () => {
    const domain = `kestrel-${Date.now()}.example.com`;
    const owner = await registerEmployer(api, workAddress('olga', domain));
    const organisationId = await createCompany(api, owner.token);
    const colleague = await registerEmployer(api, workAddress('tom', domain));
    expect(colleague.body['match']).toEqual({ organisationId, name: companyForm.name });
    expect((await api.post(`/api/organisations/${organisationId}/join-requests`, {}, bearer(colleague.token))).status).toBe(201);
    const requests = (await json(await api.get(`/api/organisations/${organisationId}/join-requests`, bearer(owner.token)))).body['requests'] as { uniqueId: string }[];
    expect(requests.map((r) => r.uniqueId)).toEqual([colleague.uniqueId]);
    // The requester is not a member yet, so cannot see the team or decide.
    expect((await api.get(`/api/organisations/${organisationId}/members`, bearer(colleague.token))).status).toBe(403);
    expect((await api.post(`/api/organisations/${organisationId}/join-requests/${colleague.uniqueId}`, { accept: true }, bearer(owner.token))).status).toBe(200);
    expect((await me(colleague.token)).memberships).toEqual([expect.objectContaining({ organisationId, role: 'member' })]);
  });
});

describe('teams', () => {
  it('invite by mail: the invitee creates a profile with the pre-assigned id, the link works once, and the last owner stays', async () => {
    const owner = await registerEmployer(api);
    const organisationId = await createCompany(api, owner.token);
    const invitee = workAddress('ivan');
    expect((await api.post(`/api/organisations/${organisationId}/invitations`, { email: invitee, role: 'admin' }, bearer(owner.token))).status).toBe(201);
    const [mail] = await api.mailbox(invitee);
    const [company, dsa, invitationId] = linkIn(mail!.text);
    expect(company).toBe(organisationId);
    const described = (await json(await api.get(`/api/invitations/${company}/${dsa}/${invitationId}`))).body;
    expect(described).toMatchObject({ organisation: { name: companyForm.name, kind: 'company' }, role: 'admin', accountExists: false });
    expect(described['email']).not.toContain(invitee.split('@')[0]);
    const accepted = await json(await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId, firstName: 'Ivan', LastName: 'Invited', password }));
    expect(accepted.body).toMatchObject({ msg: 'success', uniqueId: described['uniqueId'], kind: 'employer', organisationId });
    const token = accepted.body['token'] as string;
    expect((await me(token)).memberships).toEqual([expect.objectContaining({ organisationId, role: 'admin' })]);
    // Single use.
    expect((await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId, password })).status).toBe(404);
    expect((await api.get(`/api/invitations/${company}/${dsa}/${invitationId}`)).status).toBe(404);

    const members = (await json(await api.get(`/api/organisations/${organisationId}/members`, bearer(token)))).body['members'] as { uniqueId: string; role: string }[];
    expect(members.map((m) => m.role).sort()).toEqual(['admin', 'owner']);
    // Admins invite but do not change roles; owners do; the last owner cannot step down or leave.
    expect((await api.post(`/api/organisations/${organisationId}/members/${owner.uniqueId}/role`, { role: 'member' }, bearer(token))).status).toBe(403);
    expect((await json(await api.post(`/api/organisations/${organisationId}/members/${owner.uniqueId}/role`, { role: 'member' }, bearer(owner.token)))).body).toMatchObject({ code: 'LAST_OWNER' });
    expect((await json(await api.post(`/api/organisations/${organisationId}/members/${owner.uniqueId}/remove`, {}, bearer(owner.token)))).body).toMatchObject({ code: 'LAST_OWNER' });
    expect((await api.post(`/api/organisations/${organisationId}/invitations`, { email: workAddress(), role: 'owner' }, bearer(token))).status).toBe(403);
    // Hand over, then the former owner may step down; the owner removes the admin.
    expect((await api.post(`/api/organisations/${organisationId}/members/${accepted.body['uniqueId'] as string}/role`, { role: 'owner' }, bearer(owner.token))).status).toBe(200);
    expect((await api.post(`/api/organisations/${organisationId}/members/${owner.uniqueId}/role`, { role: 'member' }, bearer(owner.token))).status).toBe(200);
    expect((await api.post(`/api/organisations/${organisationId}/members/${owner.uniqueId}/remove`, {}, bearer(token))).status).toBe(200);
    expect((await me(owner.token)).memberships).toEqual([]);
  });

  it('an invitation to an existing account needs that account signed in; a wrong dsa finds nothing', async () => {
    const owner = await registerEmployer(api);
    const organisationId = await createCompany(api, owner.token);
    const existing = await registerEmployer(api);
    const address = ((await me(existing.token)) as unknown as { account: { email: string } }).account.email;
    await api.post(`/api/organisations/${organisationId}/invitations`, { email: address, role: 'member' }, bearer(owner.token));
    const [company, dsa, invitationId] = linkIn((await api.mailbox(address))[0]!.text);
    expect((await api.get(`/api/invitations/${company}/${'x'.repeat(43)}/${invitationId}`)).status).toBe(404);
    expect((await json(await api.get(`/api/invitations/${company}/${dsa}/${invitationId}`))).body).toMatchObject({ accountExists: true, uniqueId: existing.uniqueId });
    expect((await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId, password })).status).toBe(409);
    const stranger = await registerEmployer(api);
    expect((await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId }, bearer(stranger.token))).status).toBe(409);
    expect((await json(await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId }, bearer(existing.token)))).body).toMatchObject({ msg: 'success' });
    expect((await me(existing.token)).memberships).toEqual([expect.objectContaining({ organisationId, role: 'member' })]);
  });
});

describe('career centers', () => {
  it('staff of a university with known domains register; the first opens the center, the next joins it once admitted (registerCareerCenter answers for the admin and owner)', async () => {
    expect((await json(await api.post('/api/career-center/otp/new', { EmailAddress: 'carla@cam.ac.uk', university: oxford }))).body).toMatchObject({ msg: 'invalid email' });
    expect(
      (await json(await api.post('/api/career-center/otp/new', { EmailAddress: 'carla@unknown.example', university: { name: 'Nowhere College', area: 'United Kingdom' } }))).body,
    ).toEqual({ msg: 'invalid email', message: 'We cannot verify staff addresses of this university yet; please contact support' });
    const first = await registerCareerCenter(api);
    const second = await registerCareerCenter(api, staffAddress('dora'));
    const [a] = (await me(first.token)).memberships;
    const [b] = (await me(second.token)).memberships;
    expect(a).toMatchObject({ kind: 'career_center', role: 'owner', status: 'active' });
    expect(b).toMatchObject({ organisationId: a!.organisationId, role: 'member' });
    expect((await json(await api.post('/api/career-center/login', { email: staffAddress(), password }))).body).toEqual({ msg: 'notreg' });
  });
});

describe('student organisations and login doors', () => {
  it('a student creates organisations and stays a student; each audience signs in at its own door', async () => {
    const address = uniqueAddress('sofia');
    const token = await registerStudent(api, address);
    const created = await json(
      await api.post('/api/organisations/student', { name: 'UCL Finance Society', university: ucl, category: 'Finance', description: 'Markets & more' }, bearer(token)),
    );
    expect(created.status).toBe(201);
    await api.post('/api/organisations/student', { name: 'UCL Chess', university: ucl, category: 'Culture' }, bearer(token));
    const mine = await me(token);
    expect(mine.account.kind).toBe('student');
    expect(mine.memberships.map((m) => [m.kind, m.role])).toEqual([
      ['student_organisation', 'owner'],
      ['student_organisation', 'owner'],
    ]);
    expect((await json(await api.post('/api/employer/login', { email: address, password }))).body).toEqual({ msg: 'wrongkind', kind: 'student' });
    expect((await json(await api.post('/api/employer/login', { email: address, password: 'wrong password!' }))).body).toEqual({ msg: 'wrongpass' });
    expect((await json(await api.post('/api/student/login', { email: address, password }))).body).toMatchObject({ msg: 'success', kind: 'student' });
  });

  it('names and descriptions are counted as a person counts them: 1,000 emoji fit, 1,001 are refused and write nothing', async () => {
    const token = await registerStudent(api, uniqueAddress('emil'));
    const fits = await api.post('/api/organisations/student', { name: '🎉'.repeat(120), university: ucl, category: 'Culture', description: '🎉'.repeat(1000) }, bearer(token));
    expect(fits.status).toBe(201);
    const tooLong = await api.post('/api/organisations/student', { name: 'Party Society', university: ucl, category: 'Culture', description: '🎉'.repeat(1001) }, bearer(token));
    expect(tooLong.status).toBe(400);
    const nameTooLong = await api.post('/api/organisations/student', { name: 'n'.repeat(121), university: ucl, category: 'Culture' }, bearer(token));
    expect(nameTooLong.status).toBe(400);
    expect((await me(token)).memberships).toHaveLength(1);
  });

  it('recovery mails link to the account kind’s own screen', async () => {
    const erin = await registerEmployer(api);
    const address = ((await me(erin.token)) as unknown as { account: { email: string } }).account.email;
    await api.post('/api/account/password/forgot', { email: address });
    expect((await api.mailbox(address))[0]!.text).toMatch(/\/employer\/recover\/[\w-]{20,}/);
  });
});

describe('admins', () => {
  it('only failed sign-ins count against the address: a success takes its own hit back', async () => {
    const admin = await createTestAdmin(testDb.db, api);
    await signInAdmin(api, admin);
    // Five failures are allowed per address and window whatever the successes before them; the sixth is refused.
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/admin/login', { email: admin.email, password: 'wrong password!', totp: '000000' })).status).toBe(401);
    }
    expect((await api.post('/api/admin/login', { email: admin.email, password: 'wrong password!', totp: '000000' })).status).toBe(429);
  });

  it("a stranger's guesses do not hold back the browser an admin signed in with, and a limited admin address is mailed an unlock link", async () => {
    const admin = await createTestAdmin(testDb.db, api);
    const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const signedIn = await api.post('/api/admin/login', { email: admin.email, password, totp: admin.code() }, from(1));
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('ft_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    const mine = { ...from(1), cookie: cookie!.split(';')[0]! };
    for (let i = 0; i < 6; i++) await api.post('/api/admin/login', { email: admin.email, password: 'wrong password!', totp: '000000' }, from(2));
    api.clock.advance(30_000);
    expect(await json(await api.post('/api/admin/login', { email: admin.email, password, totp: admin.code() }, from(3)))).toMatchObject({ status: 429, body: { msg: 'ratelimited', reason: 'address' } });
    expect((await json(await api.post('/api/admin/login', { email: admin.email, password, totp: admin.code() }, mine))).body['msg']).toBe('success');
    const mails = (await api.mailbox(admin.email)).filter((m) => m.text.includes('/unlock/'));
    expect(mails).toHaveLength(1);
    const uniqueId = /\/unlock\/([\w-]+)/.exec(mails[0]!.text)?.[1];
    expect(await json(await api.post('/api/account/login/unlock', { uniqueId }, from(4)))).toEqual({ status: 200, body: { msg: 'success', audience: 'admin' } });
    api.clock.advance(30_000);
    expect((await json(await api.post('/api/admin/login', { email: admin.email, password, totp: admin.code() }, from(3)))).body['msg']).toBe('success');
  });

  it('sign in with password and a one-time authenticator code, review pending companies, and every decision is logged with their id', async () => {
    const admin = await createTestAdmin(testDb.db, api);
    expect((await json(await api.post('/api/admin/login', { email: admin.email, password, totp: '000000' }))).status).toBe(401);
    expect((await json(await api.post('/api/admin/login', { email: admin.email, password: 'wrong password!', totp: admin.code() }))).status).toBe(401);
    const adminToken = await signInAdmin(api, admin);
    // The same code does not work twice.
    expect((await json(await api.post('/api/admin/login', { email: admin.email, password, totp: admin.code() }))).status).toBe(401);
    expect((await api.get('/api/admin/entry?path=/ops-door-7f3k2m9q')).status).toBe(204);
    expect((await api.get('/api/admin/entry?path=/admin')).status).toBe(404);

    const owner = await registerEmployer(api);
    const organisationId = await createCompany(api, owner.token);
    const pending = (await json(await api.get('/api/admin/organisations?status=pending', bearer(adminToken)))).body['organisations'] as { organisationId: string; owners: { email: string }[] }[];
    expect(pending.find((o) => o.organisationId === organisationId)?.owners).toHaveLength(1);
    expect((await api.post(`/api/admin/organisations/${organisationId}/reject`, { reason: '' }, bearer(adminToken))).status).toBe(400);
    expect((await api.post(`/api/admin/organisations/${organisationId}/reject`, { reason: 'We could not verify this company.' }, bearer(adminToken))).status).toBe(200);
    const ownerAddress = ((await me(owner.token)) as unknown as { account: { email: string } }).account.email;
    expect((await api.mailbox(ownerAddress))[0]!.text).toContain('We could not verify this company.');
    expect((await api.post(`/api/admin/organisations/${organisationId}/reject`, { reason: 'again' }, bearer(adminToken))).status).toBe(409);
    expect((await api.post(`/api/admin/organisations/${organisationId}/approve`, {}, bearer(adminToken))).status).toBe(200);
    expect((await me(owner.token)).memberships[0]?.status).toBe('active');
    const adminId = (await me(adminToken)).account.uniqueId;
    const decisions = await testDb.db.query<{ type: string; actor: string; admin: string }>(
      `SELECT type, metadata->>'actor' AS actor, data->>'adminId' AS admin FROM events WHERE stream_id = $1 AND type IN ('OrganisationRejected', 'OrganisationApproved') ORDER BY stream_position`,
      [`organisation-${organisationId}`],
    );
    expect(decisions.rows).toEqual([
      { type: 'OrganisationRejected', actor: adminId, admin: adminId },
      { type: 'OrganisationApproved', actor: adminId, admin: adminId },
    ]);
  });
});

describe('account deletion across organisations', () => {
  it('refuses while the person is the last owner of a team with others, and leaves every organisation when it goes through', async () => {
    const owner = await registerEmployer(api);
    const organisationId = await createCompany(api, owner.token);
    const invitee = workAddress('mia');
    await api.post(`/api/organisations/${organisationId}/invitations`, { email: invitee, role: 'member' }, bearer(owner.token));
    const [company, dsa, invitationId] = linkIn((await api.mailbox(invitee))[0]!.text);
    const mia = (await json(await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId, firstName: 'Mia', LastName: 'M', password }))).body;
    expect((await json(await api.post('/api/account/delete', { password }, bearer(owner.token)))).body).toMatchObject({ code: 'LAST_OWNER' });
    expect((await me(owner.token)).memberships).toHaveLength(1);
    expect((await json(await api.post('/api/account/delete', { password }, bearer(mia['token'] as string)))).body).toEqual({ msg: 'success' });
    expect((await json(await api.post('/api/account/delete', { password }, bearer(owner.token)))).body).toEqual({ msg: 'success' });
    expect((await testDb.db.query('SELECT 1 FROM organisation_members WHERE organisation_id = $1', [organisationId])).rows).toEqual([]);
  });
});


describe('join requests meet invitations', () => {
  it('a person invited while asking to join leaves no request behind, and can ask again after leaving', async () => {
    const domain = `merge-${Date.now()}.example.com`;
    const owner = await registerEmployer(api, workAddress('owen', domain));
    const organisationId = await createCompany(api, owner.token);
    const asker = await registerEmployer(api, workAddress('ash', domain));
    await api.post(`/api/organisations/${organisationId}/join-requests`, {}, bearer(asker.token));
    const askerAddress = ((await me(asker.token)) as unknown as { account: { email: string } }).account.email;
    await api.post(`/api/organisations/${organisationId}/invitations`, { email: askerAddress, role: 'member' }, bearer(owner.token));
    const [company, dsa, invitationId] = linkIn((await api.mailbox(askerAddress))[0]!.text);
    expect((await api.post('/api/invitations/accept', { organisationId: company, dsa, invitationId }, bearer(asker.token))).status).toBe(200);
    expect((await json(await api.get(`/api/organisations/${organisationId}/join-requests`, bearer(owner.token)))).body['requests']).toEqual([]);
    expect((await api.post(`/api/organisations/${organisationId}/members/${asker.uniqueId}/remove`, {}, bearer(asker.token))).status).toBe(200);
    expect((await api.post(`/api/organisations/${organisationId}/join-requests`, {}, bearer(asker.token))).status).toBe(201);
    expect((await json(await api.post('/api/account/delete', { password }, bearer(asker.token)))).body).toEqual({ msg: 'success' });
  });
});

describe('a society invites students of its own university', () => {
  it('a student of another university cannot accept (the invitation stays usable); one of the same university joins', async () => {
    const owner = await registerStudent(api, uniqueAddress('sasha'));
    const created = await json(await api.post('/api/organisations/student', { name: `UCL Debating ${Date.now()}`, university: ucl, category: 'Culture' }, bearer(owner)));
    const organisationId = (created.body['organisation'] as { organisationId: string }).organisationId;
    const invite = async (address: string) => {
      expect((await api.post(`/api/organisations/${organisationId}/invitations`, { email: address, role: 'member' }, bearer(owner))).status).toBe(201);
      return linkIn((await api.mailbox(address))[0]!.text);
    };

    const outsider = `olaf.${Date.now()}@ox.ac.uk`;
    expect((await json(await api.post('/api/student/otp/new', { EmailAddress: outsider, university: oxford }))).body).toMatchObject({ msg: 'success' });
    const registered = await json(await api.post('/api/student/register/new', { EmailAddress: outsider, password, selected2: [], uni2: oxford, otpform: await latestOtp(api, outsider) }));
    const outsiderToken = String(registered.body['token']);
    const [org, dsa, invitationId] = await invite(outsider);
    const refused = await json(await api.post('/api/invitations/accept', { organisationId: org, dsa, invitationId }, bearer(outsiderToken)));
    expect(refused.status).toBe(409);
    expect(refused.body['detail'] ?? refused.body['message']).toMatch(/students of University College London/);
    expect((await me(outsiderToken)).memberships).toEqual([]);
    // Not spent: the link still describes the invitation.
    expect((await api.get(`/api/invitations/${org}/${dsa}/${invitationId}`)).status).toBe(200);

    const insider = uniqueAddress('ines');
    const insiderToken = await registerStudent(api, insider);
    const [org2, dsa2, invitationId2] = await invite(insider);
    expect((await api.post('/api/invitations/accept', { organisationId: org2, dsa: dsa2, invitationId: invitationId2 }, bearer(insiderToken))).status).toBe(200);
    expect((await me(insiderToken)).memberships.map((m) => m.kind)).toEqual(['student_organisation']);
  });
});
