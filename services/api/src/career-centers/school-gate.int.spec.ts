import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeForm, publishedChallenge } from '../challenges/testing/challenge-fixtures.ts';
import { call, eventForm, eventually, type Answer } from '../events/testing/hosting-world.ts';
import { hostKindsWorld, studentAt, type HostKindsWorld } from '../host-areas/testing/host-kinds-world.ts';
import { jobForm, postJob } from '../jobs/testing/job-fixtures.ts';
import { projections } from '../projections.ts';
import { createCompany, createTestAdmin, oxford, registerCareerCenter, registerEmployer, signInAdmin, workAddress, type Registered } from '../testing/audiences.ts';
import { bearer, ucl, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 26 parts 2 and 3 on real Postgres: a career center reviews employer postings first or publishes them at
// once, approves or declines them (the company is mailed), keeps a private relationship with employers, and its
// students see only what it lets through — in the events list and page, the job page and application, the feed and
// the challenges — while another university's students see everything. Guards for every kind of caller, hostile
// input (nothing written), privacy of the notes, rebuild == live.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
let owner: Registered;
let companyId: string;
let otherEmployer: Registered;
let otherCompanyId: string;
let oxMember: Registered;
let oxStudent: Registered;
let uclStudent: Registered;
let job: string;
let event: string;
let eventLink: string;
let challenge: string;
let adminToken: string;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-school-gate-5g' });

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const review = (token = w.oxfordStaff.token, center = w.oxfordCenter) => call(api, 'GET', `/api/organisations/${center}/posting-review`, token);
const setMode = (kind: string, mode: unknown, token = w.oxfordStaff.token, center = w.oxfordCenter) =>
  call(api, 'PUT', `/api/organisations/${center}/posting-review/modes/${kind}`, token, { mode });
const decide = (kind: string, id: string, decision: 'approve' | 'decline', body: unknown = {}, token = w.oxfordStaff.token, center = w.oxfordCenter) =>
  call(api, 'POST', `/api/organisations/${center}/posting-review/${kind}/${id}/${decision}`, token, body);
const relationship = (link: string, token = w.oxfordStaff.token, center = w.oxfordCenter) => call(api, 'GET', `/api/organisations/${center}/employers/${link}/relationship`, token);
const relate = (link: string, body: unknown, token = w.oxfordStaff.token, center = w.oxfordCenter) =>
  call(api, 'PUT', `/api/organisations/${center}/employers/${link}/relationship`, token, body);
const schools = (kind: string, id: string, token = owner.token, company = companyId) => call(api, 'GET', `/api/organisations/${company}/postings/${kind}/${id}/schools`, token);

const companyLink = (id: string) => `kestrel-partners-${id.replaceAll('-', '').slice(0, 12)}`;
const feedIds = async (student: Registered) => ((await call(api, 'GET', '/api/student/feed?limit=50', student.token)).body['items'] as { id: string }[]).map((i) => i.id);
const eventIds = async (student: Registered) => {
  const res = await api.post('/api/getEvents/no', { page: 1, limit: 50 }, bearer(student.token));
  return ((await res.json()) as { events: { uniqueId: string }[] }).events.map((e) => e.uniqueId);
};
const eventPage = async (student: Registered) => ((await (await api.post('/api/get/event/no', { link: eventLink }, bearer(student.token))).json()) as { msg: string }).msg;
const challengeIds = async (student: Registered) => ((await call(api, 'GET', '/api/student/challenges', student.token)).body['challenges'] as { uniqueId: string }[]).map((c) => c.uniqueId);
const jobStatus = async (student: Registered) => (await call(api, 'GET', `/api/jobs/${job}`, student.token)).status;

beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
  owner = await registerEmployer(api, workAddress('olga'));
  companyId = await createCompany(api, owner.token);
  otherEmployer = await registerEmployer(api, workAddress('otto'));
  otherCompanyId = await createCompany(api, otherEmployer.token, { name: 'Other Firm', website: 'https://other.example.com', industry: 'Law', size: '1-10', country: 'Germany' });
  adminToken = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  for (const id of [companyId, otherCompanyId]) await api.post(`/api/admin/organisations/${id}/approve`, {}, bearer(adminToken));
  // A second Oxford staff member joins as a plain member (the first is the owner).
  oxMember = await registerCareerCenter(api, `mia.${Date.now()}@careers.ox.ac.uk`, oxford);
  oxStudent = await studentAt(api, oxford, 'ox.ac.uk', ['Finance']);
  uclStudent = await studentAt(api, ucl, 'student.ucl.ac.uk', ['Finance']);
  job = (await postJob(api, owner.token, companyId, jobForm({ title: 'Gatekept Analyst' }))).uniqueId;
  const created = await call(api, 'POST', `/api/organisations/${companyId}/events`, owner.token, { ...eventForm({ title: 'Gatekept Insight Day' }), publish: true });
  if (created.status !== 201) throw new Error(`event answered ${created.status} ${JSON.stringify(created.body)}`);
  event = (created.body['event'] as { uniqueId: string }).uniqueId;
  eventLink = (await testDb.db.query<{ link: string }>('SELECT link FROM event_list WHERE event_id = $1', [event])).rows[0]!.link;
  challenge = await publishedChallenge(api, { companyId, owner, pendingOwner: otherEmployer }, challengeForm(api.clock.now, { title: 'Gatekept Sprint' }));
}, 120_000);

describe('who may call the gate (guard matrix): nothing is written on a refusal', () => {
  it('answers 401, 403 or 404 to every caller that is not the center staff or the posting’s company', async () => {
    const before = await count();
    const cc = (token: string, center = w.oxfordCenter) => [
      () => review(token, center),
      () => setMode('job', 'review', token, center),
      () => decide('job', job, 'approve', {}, token, center),
      () => decide('job', job, 'decline', { reason: 'no' }, token, center),
      () => relationship(companyLink(companyId), token, center),
      () => relate(companyLink(companyId), { status: 'blocked' }, token, center),
    ];
    const expectAll = async (label: string, list: (() => Promise<Answer>)[], status: number) => {
      for (const [i, run] of list.entries()) expect((await run()).status, `${label} #${i}`).toBe(status);
    };
    await expectAll('anonymous', cc(''), 401);
    await expectAll('student', cc(oxStudent.token), 403);
    await expectAll('employer', cc(owner.token), 403);
    await expectAll('staff of another center', cc(w.uclStaff.token), 403);
    await expectAll('society owner', cc(w.societyOwner.token), 403);
    await expectAll('admin', cc(adminToken), 403);
    await expectAll('malformed center id', cc(w.oxfordStaff.token, 'not-a-uuid'), 403);
    // The policy is the owners' and admins': a plain member may decide postings but not change the setting.
    expect((await setMode('job', 'review', oxMember.token)).status).toBe(403);
    // The employer side: the company's own members only, its own postings only.
    expect((await schools('job', job, '')).status).toBe(401);
    expect((await schools('job', job, oxStudent.token)).status).toBe(403);
    expect((await schools('job', job, w.oxfordStaff.token)).status).toBe(403);
    expect((await schools('job', job, adminToken)).status).toBe(403);
    expect((await schools('job', job, otherEmployer.token)).status).toBe(403);
    expect((await schools('job', job, otherEmployer.token, otherCompanyId)).status).toBe(404);
    expect((await schools('event', job)).status).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('posting approval per school', () => {
  it('publishes at once by default: both schools’ students see the job, the event and the challenge', async () => {
    const answer = await review();
    expect(answer.status).toBe(200);
    expect(answer.body['modes']).toEqual({ job: 'publish', event: 'publish', challenge: 'publish' });
    expect(answer.body['queue']).toEqual([]);
    for (const student of [oxStudent, uclStudent]) {
      expect(await jobStatus(student)).toBe(200);
      expect(await feedIds(student)).toEqual(expect.arrayContaining([job, event, challenge]));
      expect(await eventIds(student)).toContain(event);
      expect(await challengeIds(student)).toContain(challenge);
    }
    expect((await schools('job', job)).body['schools']).toEqual([]);
  });

  it('review first: the job waits in the queue and reaches none of the center’s students until decided', async () => {
    const set = await setMode('job', 'review');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body['modes']).toEqual({ job: 'review', event: 'publish', challenge: 'publish' });
    const queue = (await review()).body['queue'] as { kind: string; postingId: string; title: string; companyId: string }[];
    expect(queue).toEqual([expect.objectContaining({ kind: 'job', postingId: job, title: 'Gatekept Analyst', companyId })]);
    expect(await jobStatus(oxStudent)).toBe(404);
    expect(await feedIds(oxStudent)).not.toContain(job);
    expect((await call(api, 'PUT', `/api/student/saved/job/${job}`, oxStudent.token)).status).toBe(404);
    // Another university's student and a visitor still see it.
    expect(await jobStatus(uclStudent)).toBe(200);
    expect(await feedIds(uclStudent)).toContain(job);
    expect((await call(api, 'GET', `/api/jobs/${job}`)).status).toBe(200);
    expect((await schools('job', job)).body['schools']).toEqual([expect.objectContaining({ centerId: w.oxfordCenter, status: 'pending', reason: null })]);
  });

  it('declines with a reason: a fact with the staff member, a mail to the company, and the job stays away', async () => {
    const declined = await decide('job', job, 'decline', { reason: '  Unpaid roles are not advertised to our students.  ' }, oxMember.token);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const fact = await testDb.db.query<{ data: { by: string; reason: string; postingId: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'PostingDeclined'`,
      [`school-gate-${w.oxfordCenter}`],
    );
    expect(fact.rows.map((r) => r.data)).toEqual([expect.objectContaining({ by: oxMember.uniqueId, postingId: job, reason: 'Unpaid roles are not advertised to our students.' })]);
    const address = (await testDb.db.query<{ email: string }>('SELECT email FROM account_identities WHERE account_id = $1', [owner.uniqueId])).rows[0]!.email;
    const mail = await eventually(async () => {
      const found = (await api.mailbox(address)).find((m) => m.subject === 'A career center did not publish your posting');
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.text).toContain('Gatekept Analyst');
    expect(mail.text).toContain('Unpaid roles are not advertised to our students.');
    const answer = await review();
    expect(answer.body['queue']).toEqual([]);
    expect(answer.body['decided']).toEqual([expect.objectContaining({ postingId: job, decision: 'declined', decidedBy: oxMember.uniqueId })]);
    expect(await jobStatus(oxStudent)).toBe(404);
    expect(await jobStatus(uclStudent)).toBe(200);
    expect((await schools('job', job)).body['schools']).toEqual([
      expect.objectContaining({ centerId: w.oxfordCenter, status: 'declined', reason: 'Unpaid roles are not advertised to our students.' }),
    ]);
    // A second decline changes nothing and mails nobody again.
    const before = await count();
    expect((await decide('job', job, 'decline', { reason: 'again' })).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('approves after all: the job reaches the center’s students', async () => {
    expect((await decide('job', job, 'approve')).status).toBe(200);
    expect(await jobStatus(oxStudent)).toBe(200);
    expect(await feedIds(oxStudent)).toContain(job);
    expect((await schools('job', job)).body['schools']).toEqual([expect.objectContaining({ status: 'approved', reason: null })]);
  });

  it('gates events in the list (own list, not the cached one) and on the event page', async () => {
    expect(await eventIds(oxStudent)).toContain(event);
    expect((await setMode('event', 'review')).status).toBe(200);
    expect(await eventIds(oxStudent)).not.toContain(event);
    expect(await eventPage(oxStudent)).toBe('No event');
    expect((await call(api, 'POST', '/api/event/apply', oxStudent.token, { eventId: event })).status).toBe(404);
    expect(await eventIds(uclStudent)).toContain(event);
    expect(await eventPage(uclStudent)).toBe('success');
    expect((await decide('event', event, 'approve')).status).toBe(200);
    expect(await eventIds(oxStudent)).toContain(event);
  });

  it('refuses what is not a published employer posting, and hostile input, writing nothing', async () => {
    const before = await count();
    expect((await decide('job', event, 'approve')).status).toBe(404);
    expect((await decide('job', '00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
    expect((await decide('webinar', job, 'approve')).status).toBe(404);
    expect((await decide('job', 'not-a-uuid', 'approve')).status).toBe(404);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'a\u0000b' }, { reason: '\uD800' }, { reason: 'x'.repeat(1_000_000) }, { reason: 42 }, { reason: 'ok', extra: 1 }]) {
      const answer = await decide('job', job, 'decline', body);
      expect([400, 413], JSON.stringify(body).slice(0, 40)).toContain(answer.status);
    }
    for (const mode of ['later', null, 1, ['review']]) expect((await setMode('job', mode)).status).toBe(400);
    expect((await setMode('webinar', 'review')).status).toBe(404);
    for (const body of [{ status: 'friend' }, { status: 'partner', notes: 'n'.repeat(5001) }, { status: 'partner', contacts: 1 }, { status: 'partner', notes: '\u0000' }]) {
      expect((await relate(companyLink(companyId), body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await relate('no-such-company-000000000000', { status: 'blocked' })).status).toBe(404);
    expect((await relate('bad.link', { status: 'blocked' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('employer relationships', () => {
  const notes = 'Recruiter pushed unpaid roles twice — keep an eye on it.';

  it('keeps status, notes and contacts private to the center; blocked postings never reach its students', async () => {
    const link = companyLink(companyId);
    expect((await relationship(link)).body['relationship']).toEqual(expect.objectContaining({ status: 'neutral', notes: '', contacts: '' }));
    const saved = await relate(link, { status: 'blocked', notes, contacts: 'Olga, HR lead' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body['relationship']).toEqual(expect.objectContaining({ status: 'blocked', notes, contacts: 'Olga, HR lead', updatedBy: w.oxfordStaff.uniqueId }));
    // Another center knows nothing of it.
    expect((await relationship(link, w.uclStaff.token, w.uclCenter)).body['relationship']).toEqual(expect.objectContaining({ status: 'neutral', notes: '' }));
    // Blocked beats an approval and a publish-at-once setting alike.
    expect(await jobStatus(oxStudent)).toBe(404);
    expect(await eventIds(oxStudent)).not.toContain(event);
    expect(await challengeIds(oxStudent)).not.toContain(challenge);
    expect(await feedIds(oxStudent)).not.toEqual(expect.arrayContaining([challenge]));
    expect((await call(api, 'POST', `/api/challenges/${challenge}/attempt`, oxStudent.token)).status).toBe(404);
    expect((await call(api, 'GET', `/api/challenges/${challenge}`, oxStudent.token)).status).toBe(404);
    expect((await call(api, 'GET', `/api/challenges/${challenge}`, uclStudent.token)).status).toBe(200);
    expect((await call(api, 'GET', `/api/challenges/${challenge}`)).status).toBe(200);
    expect(await challengeIds(uclStudent)).toContain(challenge);
    // The company's public page lists for each student only what their school lets through (a visitor: everything).
    const companyPage = async (token: string) => {
      const body = (await call(api, 'GET', `/api/company/${companyLink(companyId)}`, token)).body as { jobs: { uniqueId: string }[]; events: { uniqueId: string }[] };
      return [...body.jobs, ...body.events].map((p) => p.uniqueId);
    };
    expect(await companyPage(oxStudent.token)).toEqual([]);
    expect(await companyPage(uclStudent.token)).toEqual(expect.arrayContaining([job, event]));
    expect(await companyPage('')).toEqual(expect.arrayContaining([job, event]));
    // The dashboard's opportunities of the student's tracks follow the same rule.
    const opportunities = async (student: Registered) => ((await call(api, 'GET', '/api/get/percentage', student.token)).body['oppor'] as { link: string }[]).map((o) => o.link);
    expect(await opportunities(oxStudent)).not.toContain(`/jobs/${job}`);
    expect(await opportunities(uclStudent)).toContain(`/jobs/${job}`);
    expect(await feedIds(uclStudent)).toEqual(expect.arrayContaining([job, event, challenge]));
    // The company learns its posting is not shown there, never that it is blocked, nor the notes.
    const answer = await schools('challenge', challenge);
    expect(answer.body['schools']).toEqual([expect.objectContaining({ centerId: w.oxfordCenter, status: 'not-shown', reason: null })]);
    expect(JSON.stringify(answer.body)).not.toContain('blocked');
    expect(JSON.stringify(answer.body)).not.toContain(notes);
    expect(JSON.stringify((await call(api, 'GET', `/api/jobs/${job}`, uclStudent.token)).body)).not.toContain(notes);
    // The queue does not wait on a blocked company's postings.
    expect((await setMode('challenge', 'review')).status).toBe(200);
    expect((await review()).body['queue']).toEqual([]);
    // Unblocked (neutral): the challenge now waits for review, the job stays approved.
    expect((await relate(link, { status: 'neutral', notes, contacts: '' })).status).toBe(200);
    expect((await review()).body['queue']).toEqual([expect.objectContaining({ kind: 'challenge', postingId: challenge })]);
    expect(await jobStatus(oxStudent)).toBe(200);
    expect(await challengeIds(oxStudent)).not.toContain(challenge);
  });

  it('rebuilds the gate tables from the log exactly as they are live', async () => {
    const snapshot = async () =>
      Promise.all(
        ['cc_posting_modes ORDER BY center_id, kind', 'cc_posting_decisions ORDER BY center_id, posting_id', 'cc_employer_relations ORDER BY center_id, company_id'].map(
          async (t) => (await testDb.db.query(`SELECT * FROM ${t}`)).rows,
        ),
      );
    const before = await snapshot();
    expect(before.flat().length).toBeGreaterThan(3);
    await rebuildProjections(testDb.db, { inline: projections.inline.filter((p) => p.name === 'school-gate'), async: [] });
    expect(await snapshot()).toEqual(before);
  });
});
