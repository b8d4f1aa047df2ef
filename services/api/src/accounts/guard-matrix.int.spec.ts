import { randomUUID } from 'node:crypto';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestAdmin, password, registerCareerCenter, registerCareerCenterStaff, registerEmployer, signInAdmin, staffAddress, workAddress } from '../testing/audiences.ts';
import { eventDetails, publish } from '../testing/api-fixture.ts';
import { bearer, registerStudent, ucl, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Every protected call × every kind of caller (issue 8 "Guards"): only the intended callers get past the guard;
// the others get 401 (no session) or 403 (a session of the wrong kind, organisation or role) with a clear
// problem+json, and nothing is written to the event log.

// ccRequester: career center staff whose request to join the career center is pending (issue 22): a signed-in
// career center account that reads nothing of the center until an owner or admin accepts.
const callers = ['visitor', 'student', 'soMember', 'employerOfCompany', 'employerOfOtherCompany', 'careerCenter', 'ccRequester', 'admin'] as const;
type CallerName = (typeof callers)[number];

interface World {
  tokens: Record<Exclude<CallerName, 'visitor'>, string>;
  ids: Record<Exclude<CallerName, 'visitor'>, string>;
  companyId: string;
  otherCompanyId: string;
  soId: string;
  careerCenterId: string;
  eventId: string;
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (w: World) => string;
  body?: (w: World) => unknown;
  allowed: readonly CallerName[];
}

const everyone = ['student', 'soMember', 'employerOfCompany', 'employerOfOtherCompany', 'careerCenter', 'ccRequester', 'admin'] as const;
const students = ['student', 'soMember'] as const;
const employers = ['employerOfCompany', 'employerOfOtherCompany'] as const;
const questionId = randomUUID();
const pipelineJobId = randomUUID();

const calls: Call[] = [
  { name: 'account me', method: 'GET', path: () => '/api/account/me', allowed: everyone },
  { name: 'account profile', method: 'POST', path: () => '/api/account/settings/profile', body: () => ({ firstName: '' }), allowed: everyone },
  { name: 'account language', method: 'POST', path: () => '/api/account/settings/language', body: () => ({ lng: 'xx' }), allowed: everyone },
  { name: 'account password', method: 'POST', path: () => '/api/account/settings/password', body: () => ({ currentPassword: 'wrong password!', newPassword: 'short' }), allowed: everyone },
  { name: 'account delete', method: 'POST', path: () => '/api/account/delete', body: () => ({ password: 'wrong password!' }), allowed: everyone },
  { name: 'student me', method: 'GET', path: () => '/api/student/me', allowed: students },
  { name: 'student tracks', method: 'POST', path: () => '/api/student/settings/tracks', body: () => ({ selectedItem: [] }), allowed: students },
  { name: 'student onboarding', method: 'POST', path: () => '/api/student/onboarding', body: () => ({ firstName: '' }), allowed: students },
  { name: 'student delete', method: 'POST', path: () => '/api/student/account/delete', body: () => ({ password: 'wrong password!' }), allowed: students },
  { name: 'percentage', method: 'GET', path: () => '/api/get/percentage', allowed: students },
  { name: 'attend', method: 'POST', path: () => '/api/event/apply', body: () => ({ eventId: randomUUID() }), allowed: students },
  { name: 'ask', method: 'POST', path: () => '/api/event/post/question', body: (w) => ({ eventId: w.eventId, question: '' }), allowed: students },
  { name: 'upvote', method: 'POST', path: () => '/api/event/upvote', body: (w) => ({ eventId: w.eventId, questionId, upvoted: true }), allowed: students },
  { name: 'create student organisation', method: 'POST', path: () => '/api/organisations/student', body: () => ({ name: '' }), allowed: students },
  { name: 'decide attendance', method: 'POST', path: () => '/api/event/requests/decide', body: (w) => ({ eventId: w.eventId, userId: randomUUID(), decision: 'approve' }), allowed: ['employerOfCompany'] },
  { name: 'create company', method: 'POST', path: () => '/api/companies', body: () => ({ name: '' }), allowed: employers },
  { name: 'company match', method: 'GET', path: () => '/api/companies/match', allowed: employers },
  { name: 'ask to join', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/join-requests`, body: () => ({}), allowed: employers },
  { name: 'organisation', method: 'GET', path: (w) => `/api/organisations/${w.companyId}`, allowed: ['employerOfCompany'] },
  { name: 'members', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/members`, allowed: ['employerOfCompany'] },
  { name: 'invite', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/invitations`, body: () => ({ email: 'not an address', role: 'member' }), allowed: ['employerOfCompany'] },
  { name: 'change role', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/members/${randomUUID()}/role`, body: () => ({ role: 'admin' }), allowed: ['employerOfCompany'] },
  { name: 'remove member', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/members/${randomUUID()}/remove`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'job role', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/job-role`, body: () => ({ jobRole: 'nope' }), allowed: ['employerOfCompany'] },
  { name: 'join requests', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/join-requests`, allowed: ['employerOfCompany'] },
  // The host's events (issue 11): members of the company in the path only.
  { name: 'create event', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/events`, body: () => ({ title: '' }), allowed: ['employerOfCompany'] },
  { name: 'company events', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/events`, allowed: ['employerOfCompany'] },
  { name: 'hosted event', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}`, allowed: ['employerOfCompany'] },
  { name: 'edit event', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/edit`, body: () => ({ title: '' }), allowed: ['employerOfCompany'] },
  { name: 'publish event', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/publish`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'cancel event', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/cancel`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'event attendance', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/attendance`, allowed: ['employerOfCompany'] },
  { name: 'answer question', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/questions/${questionId}/answer`, body: () => ({}), allowed: ['employerOfCompany'] },
  // Check-in (issue 26 part 8): a student's own ticket; the host's check-in and attendance CSV for members only.
  { name: 'ticket', method: 'POST', path: () => '/api/event/ticket', body: () => ({ eventId: randomUUID() }), allowed: students },
  { name: 'check in', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/check-in`, body: () => ({ code: 'AAAAAAAA' }), allowed: ['employerOfCompany'] },
  { name: 'attendance csv', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/events/${w.eventId}/attendance.csv`, allowed: ['employerOfCompany'] },
  { name: 'decide join request', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/join-requests/${randomUUID()}`, body: () => ({ accept: true }), allowed: ['employerOfCompany'] },
  // Ranked challenges (issue 12): the firm's builder for members of the company in the path; attempts for students.
  { name: 'create challenge', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/challenges`, body: () => ({ title: '' }), allowed: ['employerOfCompany'] },
  { name: 'company challenges', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/challenges`, allowed: ['employerOfCompany'] },
  { name: 'save challenge', method: 'PUT', path: (w) => `/api/organisations/${w.companyId}/challenges/${randomUUID()}`, body: () => ({ title: '' }), allowed: ['employerOfCompany'] },
  { name: 'delete challenge draft', method: 'DELETE', path: (w) => `/api/organisations/${w.companyId}/challenges/${randomUUID()}`, allowed: ['employerOfCompany'] },
  { name: 'score written answer', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/challenges/${randomUUID()}/written/${randomUUID()}/memo`, body: () => ({ scores: [] }), allowed: ['employerOfCompany'] },
  // The applicant pipeline (issue 25): members of the organisation in the path only; a job of another is not found.
  { name: 'pipeline board', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/pipeline`, allowed: ['employerOfCompany'] },
  { name: 'pipeline column', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/pipeline/column?stage=applied`, allowed: ['employerOfCompany'] },
  { name: 'pipeline export', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/pipeline/export`, allowed: ['employerOfCompany'] },
  { name: 'bulk move', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/applications/move`, body: () => ({ applicationIds: [randomUUID()], stage: 'shortlisted' }), allowed: ['employerOfCompany'] },
  { name: 'application review', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/applications/${randomUUID()}/review`, allowed: ['employerOfCompany'] },
  { name: 'rate application', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/applications/${randomUUID()}/rating`, body: () => ({ rating: 3 }), allowed: ['employerOfCompany'] },
  { name: 'note application', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${pipelineJobId}/applications/${randomUUID()}/notes`, body: () => ({ text: 'Strong' }), allowed: ['employerOfCompany'] },
  { name: 'stage mails', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/stage-mails`, allowed: ['employerOfCompany'] },
  { name: 'save stage mail', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/stage-mails/rejected/de`, body: () => ({ subject: '', body: '' }), allowed: ['employerOfCompany'] },
  { name: 'remove stage mail', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/stage-mails/rejected/de/remove`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'start attempt', method: 'POST', path: () => `/api/challenges/${randomUUID()}/attempt`, body: () => ({}), allowed: students },
  { name: 'save answer', method: 'PUT', path: () => `/api/challenges/${randomUUID()}/attempt/answers/t1`, body: () => ({ answer: {} }), allowed: students },
  { name: 'my results', method: 'GET', path: () => '/api/student/results', allowed: students },
  { name: 'my challenges', method: 'GET', path: () => '/api/student/challenges', allowed: students },
  { name: 'rank visibility', method: 'PUT', path: () => '/api/student/settings/rank', body: () => ({ visibleToEmployers: 'yes' }), allowed: students },
  // Interviews (issue 25 part 4): members of the company in the path propose and cancel; applicants pick, cancel, ask again.
  { name: 'company interview', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/jobs/${randomUUID()}/applications/${randomUUID()}/interview`, allowed: ['employerOfCompany'] },
  { name: 'propose interview', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${randomUUID()}/applications/${randomUUID()}/interview`, body: () => ({ timeZone: 'UTC', slots: [] }), allowed: ['employerOfCompany'] },
  { name: 'company cancels interview', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${randomUUID()}/applications/${randomUUID()}/interview/cancel`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'my interview', method: 'GET', path: () => `/api/jobs/${randomUUID()}/interview`, allowed: students },
  { name: 'pick interview slot', method: 'POST', path: () => `/api/jobs/${randomUUID()}/interview/pick`, body: () => ({ slotId: randomUUID() }), allowed: students },
  { name: 'student cancels interview', method: 'POST', path: () => `/api/jobs/${randomUUID()}/interview/cancel`, body: () => ({}), allowed: students },
  { name: 'ask for another interview time', method: 'POST', path: () => `/api/jobs/${randomUUID()}/interview/new-time`, body: () => ({ message: 'Mornings?' }), allowed: students },
  { name: 'society members', method: 'GET', path: (w) => `/api/organisations/${w.soId}/members`, allowed: ['soMember'] },
  { name: 'society invite', method: 'POST', path: (w) => `/api/organisations/${w.soId}/invitations`, body: () => ({ email: 'x', role: 'member' }), allowed: ['soMember'] },
  // Issue 26 part 7: a society's admission rule, students joining, the officers' hand-over (bodies refused: nothing written).
  { name: 'society admission', method: 'POST', path: (w) => `/api/organisations/${w.soId}/admission`, body: () => ({ admission: 'anyone' }), allowed: ['soMember'] },
  { name: 'society membership', method: 'GET', path: (w) => `/api/organisations/${w.soId}/membership`, allowed: students },
  { name: 'join society', method: 'POST', path: (w) => `/api/organisations/${w.soId}/join`, body: () => ({ unknown: true }), allowed: students },
  { name: 'offer hand-over', method: 'POST', path: (w) => `/api/organisations/${w.soId}/handover`, body: () => ({ accountId: 'x' }), allowed: ['soMember'] },
  { name: 'withdraw hand-over', method: 'POST', path: (w) => `/api/organisations/${w.soId}/handover/withdraw`, body: () => ({}), allowed: ['soMember'] },
  { name: 'answer hand-over', method: 'POST', path: (w) => `/api/organisations/${w.soId}/handover/answer`, body: () => ({ accept: 'yes' }), allowed: ['soMember'] },
  { name: 'company hand-over', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/handover`, body: () => ({ accountId: 'x' }), allowed: ['employerOfCompany'] },
  { name: 'career center members', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/members`, allowed: ['careerCenter'] },
  // The career center's staff data (issue 22): its admitted staff only, never a pending requester.
  { name: 'career center', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}`, allowed: ['careerCenter'] },
  { name: 'career center insights', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/insights`, allowed: ['careerCenter'] },
  { name: 'career center webinars', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/webinars`, allowed: ['careerCenter'] },
  // Announcements and the cross-school benchmark (issue 26 parts 4, 5): the center's staff write and read; students
  // keep their own subscription (the unsubscribe link needs no session and is in the hostile-input probe).
  { name: 'career center announcements', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/announcements`, allowed: ['careerCenter'] },
  { name: 'career center announce', method: 'POST', path: (w) => `/api/organisations/${w.careerCenterId}/announcements`, body: () => ({ texts: [] }), allowed: ['careerCenter'] },
  { name: 'career center benchmark', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/benchmark`, allowed: ['careerCenter'] },
  { name: 'student announcement subscription', method: 'GET', path: () => '/api/student/announcements', allowed: students },
  { name: 'student resubscribes', method: 'POST', path: () => '/api/student/announcements', body: () => ({ subscribed: 'yes' }), allowed: students },
  { name: 'career center documents', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/documents`, allowed: ['careerCenter'] },
  { name: 'career center targeting', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/targeting-companies`, allowed: ['careerCenter'] },
  { name: 'career center invite', method: 'POST', path: (w) => `/api/organisations/${w.careerCenterId}/invitations`, body: () => ({ email: 'x', role: 'member' }), allowed: ['careerCenter'] },
  { name: 'career center join requests', method: 'GET', path: (w) => `/api/organisations/${w.careerCenterId}/join-requests`, allowed: ['careerCenter'] },
  { name: 'career center decide join request', method: 'POST', path: (w) => `/api/organisations/${w.careerCenterId}/join-requests/${w.ids.ccRequester}`, body: () => ({ accept: 'yes' }), allowed: ['careerCenter'] },
  // Job drafts and scheduling (issue 25): members of the company in the path only; the public job page and applying
  // (with screening answers) are covered by jobs.roles.int.spec.ts.
  { name: 'save job draft', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/drafts`, body: () => ({ title: '' }), allowed: ['employerOfCompany'] },
  { name: 'publish job draft', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${randomUUID()}/publish`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'unschedule job', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/${randomUUID()}/unschedule`, body: () => ({}), allowed: ['employerOfCompany'] },
  { name: 'delete job draft', method: 'DELETE', path: (w) => `/api/organisations/${w.companyId}/jobs/${randomUUID()}`, allowed: ['employerOfCompany'] },
  { name: 'admin list', method: 'GET', path: () => '/api/admin/organisations?status=pending', allowed: ['admin'] },
  { name: 'admin approve', method: 'POST', path: () => `/api/admin/organisations/${randomUUID()}/approve`, body: () => ({}), allowed: ['admin'] },
  { name: 'admin reject', method: 'POST', path: () => `/api/admin/organisations/${randomUUID()}/reject`, body: () => ({ reason: 'x' }), allowed: ['admin'] },
  { name: 'admin suspend', method: 'POST', path: () => `/api/admin/organisations/${randomUUID()}/suspend`, body: () => ({ reason: 'x' }), allowed: ['admin'] },
  { name: 'admin suspend account', method: 'POST', path: () => `/api/admin/accounts/${randomUUID()}/suspend`, body: () => ({ reason: 'x' }), allowed: ['admin'] },
  { name: 'admin restore account', method: 'POST', path: () => `/api/admin/accounts/${randomUUID()}/restore`, body: () => ({}), allowed: ['admin'] },
  { name: 'admin lookup', method: 'GET', path: () => '/api/admin/lookup?q=Erin', allowed: ['admin'] },
  { name: 'admin audit', method: 'GET', path: () => '/api/admin/audit?kind=organisation', allowed: ['admin'] },
  { name: 'admin review queue of every kind', method: 'GET', path: () => '/api/admin/organisations?status=active', allowed: ['admin'] },
  { name: 'admin review queue of societies', method: 'GET', path: () => '/api/admin/organisations?status=active&kind=student_organisation', allowed: ['admin'] },
  { name: 'admin take down', method: 'POST', path: () => '/api/admin/takedowns', body: () => ({ kind: 'event', ref: randomUUID(), reason: 'x' }), allowed: ['admin'] },
  { name: 'admin takedowns list', method: 'GET', path: () => '/api/admin/takedowns', allowed: ['admin'] },
  { name: 'admin daily overview', method: 'GET', path: () => '/api/admin/overview?days=7', allowed: ['admin'] },
];

let testDb: TestDb;
let api: StudentApi;
let world: World;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-matrix-2k9' });

const membershipOf = async (token: string) =>
  ((await (await api.get('/api/account/me', bearer(token))).json()) as { memberships: { organisationId: string }[] }).memberships[0]!.organisationId;

beforeAll(async () => {
  const student = await registerStudent(api, uniqueAddress('plain'));
  const soMember = await registerStudent(api, uniqueAddress('society'));
  await api.post('/api/organisations/student', { name: 'UCL Finance Society', university: ucl, category: 'Finance' }, bearer(soMember));
  const owner = await registerEmployer(api);
  const other = await registerEmployer(api, workAddress('other'));
  const companyId = await createCompany(api, owner.token);
  await createCompany(api, other.token, { name: 'Other Firm', website: 'https://other.example.com', industry: 'Law', size: '1-10', country: 'Germany' });
  const careerCenter = await registerCareerCenter(api);
  const ccRequester = await registerCareerCenterStaff(api, staffAddress('rita'));
  expect(ccRequester.admission).toBe('request');
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  // Company A hosts an event and is approved, so its people may decide attendance requests.
  const eventId = randomUUID();
  await publish(testDb.db, eventDetails(eventId, Date.now() + 86_400_000, { approval: true, host: { companyId, name: 'Kestrel Partners', logo: '/images/companies/kestrel-partners.svg' } }));
  expect((await api.post(`/api/admin/organisations/${companyId}/approve`, {}, bearer(admin))).status).toBe(200);
  const idOf = async (token: string) => ((await (await api.get('/api/account/me', bearer(token))).json()) as { account: { uniqueId: string } }).account.uniqueId;
  const tokens = { student, soMember, employerOfCompany: owner.token, employerOfOtherCompany: other.token, careerCenter: careerCenter.token, ccRequester: ccRequester.token, admin };
  const ids = Object.fromEntries(await Promise.all(Object.entries(tokens).map(async ([k, t]) => [k, await idOf(t)]))) as World['ids'];
  world = {
    tokens,
    ids,
    companyId,
    otherCompanyId: await membershipOf(other.token),
    soId: await membershipOf(soMember),
    careerCenterId: await membershipOf(careerCenter.token),
    eventId,
  };
});

const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

describe('roles × calls', () => {
  for (const call of calls) {
    it(`${call.method} ${call.name}: only ${call.allowed.join(', ')}`, async () => {
      for (const caller of callers) {
        const headers: Record<string, string> = caller === 'visitor' ? {} : bearer(world.tokens[caller]);
        const before = await eventCount();
        const res =
          call.method === 'GET'
            ? await api.get(call.path(world), headers)
            : call.method !== 'POST'
              ? await fetch(`${api.url}${call.path(world)}`, { method: call.method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(call.body?.(world) ?? {}) })
              : await api.post(call.path(world), call.body?.(world) ?? {}, headers);
        const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
        const allowed = (call.allowed as readonly string[]).includes(caller);
        const where = `${call.name} as ${caller}: ${res.status} ${JSON.stringify(body)}`;
        if (allowed) {
          expect([401, 403], where).not.toContain(res.status);
          expect(res.status, where).toBeLessThan(500);
        } else {
          expect(res.status, where).toBe(caller === 'visitor' ? 401 : 403);
          expect(res.headers.get('content-type'), where).toContain('application/problem+json');
          expect(typeof body['detail'], where).toBe('string');
          expect(await eventCount(), `${where} wrote events`).toBe(before);
        }
      }
    });
  }

  it('a token that is unknown, or sent with another scheme, is a visitor', async () => {
    for (const authorization of [`Bearer ${'x'.repeat(43)}`, `Basic ${world.tokens.admin}`, world.tokens.admin]) {
      expect((await api.get('/api/account/me', { authorization })).status).toBe(401);
    }
    expect((await api.get('/api/account/me', { authorization: `bearer ${world.tokens.student}` })).status).toBe(200);
  });

  it('the admin door is closed when ADMIN_LOGIN_PATH is unset', async () => {
    const { startStudentApi } = await import('../testing/student-api.ts');
    const closed = await startStudentApi(testDb.db);
    try {
      expect((await closed.get('/api/admin/entry?path=/ops-door-matrix-2k9')).status).toBe(404);
      expect((await closed.post('/api/admin/login', { email: 'a@b.cd', password, totp: '123456' })).status).toBe(404);
      expect((await closed.get('/api/admin/organisations', bearer(world.tokens.admin))).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
