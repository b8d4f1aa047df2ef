import { randomUUID } from 'node:crypto';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../events/testing/hosting-world.ts';
import { hostKindsWorld, type HostKindsWorld } from '../host-areas/testing/host-kinds-world.ts';
import { createLogger } from '@fast-track/shared/logger';
import type { Registered } from '../testing/audiences.ts';
import { companiesWorld, type CompanyOfEmployer } from '../testing/companies-world.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { sendMessageDigests } from './message-digest.ts';

// Issue 14 on real Postgres: conversations between companies, students and societies — who may start one, every
// call's roles, hostile input (nothing written), idempotent sends, history paged backwards, unread counts and read
// receipts, blocks, reports reaching the admin, first-response times, the digest mail, and account deletion.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
let employer: Registered;
let companyId: string;
let otherEmployer: Registered;
let otherCompanyId: string;
let pendingEmployer: Registered;
let pendingCompanyId: string;
let adminToken: string;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-messaging-4q' });
beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
  const world = await companiesWorld(testDb.db, api, [
    { who: 'mara', company: { name: 'Meridian Partners', website: 'https://meridian.example.com', industry: 'Consulting', size: '51-200', country: 'United Kingdom' } },
    { who: 'otto', company: { name: 'Orbit Law', website: 'https://orbit.example.com', industry: 'Law', size: '11-50', country: 'United Kingdom' } },
    { who: 'pia', company: { name: 'Pending Ltd', website: 'https://pending.example.com', industry: 'Law', size: '11-50', country: 'United Kingdom' }, pending: true },
  ]);
  const [mine, other, pending] = world.companies as [CompanyOfEmployer, CompanyOfEmployer, CompanyOfEmployer];
  ({ employer, companyId } = mine);
  ({ employer: otherEmployer, companyId: otherCompanyId } = other);
  ({ employer: pendingEmployer, companyId: pendingCompanyId } = pending);
  adminToken = world.adminToken;
});

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const texts = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM message_texts')).rows[0]!.n);
const companyBase = (id = companyId) => `/api/organisations/${id}/messages/conversations`;
const studentBase = '/api/messages/conversations';
const send = (base: string, token: string, conversationId: string, text: string, clientMessageId: string = randomUUID()) =>
  call(api, 'POST', `${base}/${conversationId}/messages`, token, { clientMessageId, text });

describe('who may start a conversation', () => {
  it('follows the student\'s setting: challenge employers by default, any approved employer, nobody', async () => {
    const to = { type: 'student', id: w.uclStudent.uniqueId };
    const before = await count();
    const refused = await call(api, 'POST', companyBase(), employer.token, { to });
    expect(refused.status).toBe(403);
    expect(refused.body['code']).toBe('NOT_ACCEPTING_MESSAGES');
    expect(await count()).toBe(before);

    expect((await call(api, 'GET', '/api/student/messaging-settings', w.uclStudent.token)).body['whoMayStart']).toBe('challenge_employers');
    for (const bad of [{ whoMayStart: 'everyone' }, { whoMayStart: 1 }, {}, { whoMayStart: 'nobody', x: 1 }]) {
      expect((await call(api, 'POST', '/api/student/messaging-settings', w.uclStudent.token, bad)).status).toBe(400);
    }
    expect((await call(api, 'POST', '/api/student/messaging-settings', employer.token, { whoMayStart: 'nobody' })).status).toBe(403);
    expect((await call(api, 'POST', '/api/student/messaging-settings', undefined, { whoMayStart: 'nobody' })).status).toBe(401);
    expect(await count()).toBe(before);

    const set = await call(api, 'POST', '/api/student/messaging-settings', w.uclStudent.token, { whoMayStart: 'approved_employers' });
    expect(set.body['whoMayStart']).toBe('approved_employers');
    const opened = await call(api, 'POST', companyBase(), employer.token, { to });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body['conversation']).toMatchObject({ kind: 'company_student', other: { type: 'student', id: w.uclStudent.uniqueId }, unread: 0, lastSeq: 0 });
    // Opening again is the same conversation.
    const again = await call(api, 'POST', companyBase(), employer.token, { to });
    expect(again.status).toBe(200);
    expect((again.body['conversation'] as { conversationId: string }).conversationId).toBe((opened.body['conversation'] as { conversationId: string }).conversationId);

    // An unapproved company may not write first, whatever the setting.
    expect((await call(api, 'POST', companyBase(pendingCompanyId), pendingEmployer.token, { to })).status).toBe(403);
  });

  it('lets employers of a challenge the student took write under the default setting', async () => {
    // The fact the rule reads (a challenge attempt), as the challenges slice's read table holds it.
    await testDb.db.query(
      `INSERT INTO challenge_attempts (attempt_id, challenge_id, student_id, company_id, track_id, year_of_study, content_version, variant, answers, status, started_at, deadline)
       VALUES ($1, $2, $3, $4, 'finance', 'y2', 1, '{}', '{}', 'submitted', now(), now())`,
      [randomUUID(), randomUUID(), w.oxfordStudent.uniqueId, otherCompanyId],
    );
    expect((await call(api, 'POST', companyBase(otherCompanyId), otherEmployer.token, { to: { type: 'student', id: w.oxfordStudent.uniqueId } })).status).toBe(201);
    expect((await call(api, 'POST', companyBase(), employer.token, { to: { type: 'student', id: w.oxfordStudent.uniqueId } })).status).toBe(403);
  });

  it('refuses wrong callers and unknown parties', async () => {
    const to = { type: 'student', id: w.uclStudent.uniqueId };
    expect((await call(api, 'POST', companyBase(), undefined, { to })).status).toBe(401);
    expect((await call(api, 'POST', companyBase(), otherEmployer.token, { to })).status).toBe(403);
    expect((await call(api, 'POST', companyBase(w.oxfordCenter), w.oxfordStaff.token, { to })).status).toBe(403);
    // A student does not write first to a company (an existing conversation opens: see below).
    expect((await call(api, 'POST', studentBase, w.uclStudent.token, { to: { type: 'company', id: otherCompanyId } })).status).toBe(403);
    expect((await call(api, 'POST', studentBase, w.uclStudent.token, { to: { type: 'company', id: companyId } })).status).toBe(200);
    expect((await call(api, 'POST', studentBase, w.uclStudent.token, { to: { type: 'student', id: w.oxfordStudent.uniqueId } })).status).toBe(403);
    expect((await call(api, 'POST', studentBase, employer.token, { to: { type: 'society', id: w.society } })).status).toBe(403);
    expect((await call(api, 'POST', companyBase(), employer.token, { to: { type: 'student', id: randomUUID() } })).status).toBe(404);
    expect((await call(api, 'POST', companyBase(), employer.token, { to: { type: 'company', id: companyId } })).status).toBe(403);
    for (const bad of [{}, { to: { type: 'robot', id: companyId } }, { to: { type: 'student', id: "1'; drop table" } }, { to: 'x' }, { to: { type: 'student', id: w.uclStudent.uniqueId, x: 1 } }]) {
      expect((await call(api, 'POST', companyBase(), employer.token, bad)).status).toBe(400);
    }
  });
});

describe('a conversation between a company and a student', () => {
  let cid: string;
  beforeAll(async () => {
    const opened = await call(api, 'POST', companyBase(), employer.token, { to: { type: 'student', id: w.uclStudent.uniqueId } });
    cid = (opened.body['conversation'] as { conversationId: string }).conversationId;
  });

  it('sends plain text in order, once per client message id, with unread counts and read receipts', async () => {
    const clientMessageId = randomUUID();
    const first = await send(companyBase(), employer.token, cid, '  Hi Anna, <b>loved</b> your case study: https://meridian.example.com/apply  ', clientMessageId);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const message = first.body['message'] as { messageId: string; seq: number; text: string; mine: boolean };
    expect(message).toMatchObject({ seq: 1, mine: true, text: 'Hi Anna, <b>loved</b> your case study: https://meridian.example.com/apply' });
    const before = await count();
    const retried = await send(companyBase(), employer.token, cid, 'Hi Anna (retry)', clientMessageId);
    expect(retried.status).toBe(200);
    expect((retried.body['message'] as { messageId: string }).messageId).toBe(message.messageId);
    expect(await count()).toBe(before);

    const list = await call(api, 'GET', studentBase, w.uclStudent.token);
    const mine = (list.body['conversations'] as { conversationId: string; unread: number; other: { name: string } }[]).find((c) => c.conversationId === cid)!;
    expect(mine.unread).toBe(1);
    expect(mine.other.name).toBe('Meridian Partners');
    expect((await call(api, 'GET', '/api/messaging/unread', w.uclStudent.token)).body['unread']).toBe(1);
    expect((await call(api, 'GET', '/api/messaging/unread', employer.token)).body['unread']).toBe(0);

    const reply = await send(studentBase, w.uclStudent.token, cid, 'Thank you! Happy to talk.');
    expect((reply.body['message'] as { seq: number }).seq).toBe(2);
    // Writing is reading.
    expect((await call(api, 'GET', '/api/messaging/unread', w.uclStudent.token)).body['unread']).toBe(0);
    expect((await call(api, 'GET', '/api/messaging/unread', employer.token)).body['unread']).toBe(1);
    expect((await call(api, 'POST', `${companyBase()}/${cid}/read`, employer.token, { upToSeq: 99 })).status).toBe(204);
    expect((await call(api, 'GET', '/api/messaging/unread', employer.token)).body['unread']).toBe(0);
    const seen = await call(api, 'GET', `${studentBase}/${cid}`, w.uclStudent.token);
    expect(seen.body['conversation']).toMatchObject({ otherReadSeq: 2, unread: 0 });
  });

  it('pages history backwards with a cursor', async () => {
    for (let i = 0; i < 7; i++) await send(i % 2 ? studentBase : companyBase(), i % 2 ? w.uclStudent.token : employer.token, cid, `note ${i}`);
    const newest = await call(api, 'GET', `${studentBase}/${cid}/messages?limit=4`, w.uclStudent.token);
    const page1 = newest.body['messages'] as { seq: number }[];
    expect(page1.map((m) => m.seq)).toEqual([6, 7, 8, 9]);
    const older = await call(api, 'GET', `${studentBase}/${cid}/messages?limit=4&before=${String(newest.body['nextBefore'])}`, w.uclStudent.token);
    expect((older.body['messages'] as { seq: number }[]).map((m) => m.seq)).toEqual([2, 3, 4, 5]);
    const oldest = await call(api, 'GET', `${studentBase}/${cid}/messages?limit=4&before=2`, w.uclStudent.token);
    expect((oldest.body['messages'] as { seq: number }[]).map((m) => m.seq)).toEqual([1]);
    expect(oldest.body['nextBefore']).toBeNull();
    for (const q of ['limit=0', 'limit=101', 'before=-1', 'before=x']) expect((await call(api, 'GET', `${studentBase}/${cid}/messages?${q}`, w.uclStudent.token)).status).toBe(400);
  });

  it('refuses hostile input and strangers, writing nothing', async () => {
    const before = await count();
    const beforeTexts = await texts();
    for (const body of [
      { clientMessageId: randomUUID(), text: 'a\u0000b' },
      { clientMessageId: randomUUID(), text: 'bad \uD800 surrogate' },
      { clientMessageId: randomUUID(), text: '   ' },
      { clientMessageId: randomUUID(), text: 'x'.repeat(4001) },
      { clientMessageId: 'not-an-id', text: 'hi' },
      { clientMessageId: randomUUID(), text: 42 },
      { clientMessageId: randomUUID(), text: 'hi', html: '<script>' },
    ]) {
      const refused = await call(api, 'POST', `${companyBase()}/${cid}/messages`, employer.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const huge = await fetch(`${api.url}${companyBase()}/${cid}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(employer.token) },
      body: JSON.stringify({ clientMessageId: randomUUID(), text: 'x'.repeat(1_000_000) }),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    // Another company's member, another student, a society, signed out: not their conversation.
    expect((await send(companyBase(otherCompanyId), otherEmployer.token, cid, 'hello')).status).toBe(404);
    expect((await send(companyBase(), otherEmployer.token, cid, 'hello')).status).toBe(403);
    expect((await send(studentBase, w.oxfordStudent.token, cid, 'hello')).status).toBe(404);
    expect((await call(api, 'GET', `${studentBase}/${cid}/messages`, w.oxfordStudent.token)).status).toBe(404);
    expect((await send(studentBase, employer.token, cid, 'hello')).status).toBe(403);
    expect((await send(studentBase, '', cid, 'hello')).status).toBe(401);
    expect((await send(studentBase, w.uclStudent.token, 'not-a-uuid', 'hello')).status).toBe(404);
    expect((await send(studentBase, w.uclStudent.token, randomUUID(), 'hello')).status).toBe(404);
    expect(await count()).toBe(before);
    expect(await texts()).toBe(beforeTexts);
  });

  it('reports a message to the admin, who removes it; its words are gone', async () => {
    const page = await call(api, 'GET', `${studentBase}/${cid}/messages?limit=100`, w.uclStudent.token);
    const fromCompany = (page.body['messages'] as { messageId: string; mine: boolean; text: string }[]).find((m) => !m.mine && m.text === 'note 0')!;
    const own = (page.body['messages'] as { messageId: string; mine: boolean }[]).find((m) => m.mine)!;
    expect((await call(api, 'POST', `${studentBase}/${cid}/messages/${own.messageId}/report`, w.uclStudent.token, { reason: 'spam' })).status).toBe(404);
    expect((await call(api, 'POST', `${studentBase}/${cid}/messages/${fromCompany.messageId}/report`, w.uclStudent.token, { reason: 'nonsense' })).status).toBe(400);
    const reported = await call(api, 'POST', `${studentBase}/${cid}/messages/${fromCompany.messageId}/report`, w.uclStudent.token, { reason: 'harassment' });
    expect(reported.status).toBe(201);
    const reportId = reported.body['reportId'] as string;

    expect((await call(api, 'GET', '/api/admin/message-reports', employer.token)).status).toBe(403);
    expect((await call(api, 'GET', '/api/admin/message-reports', undefined)).status).toBe(401);
    const open = await call(api, 'GET', '/api/admin/message-reports', adminToken);
    expect((open.body['reports'] as { reportId: string; text: string; reason: string }[]).find((r) => r.reportId === reportId)).toMatchObject({ text: 'note 0', reason: 'harassment' });
    expect((await call(api, 'POST', `/api/admin/message-reports/${reportId}/decide`, adminToken, { decision: 'ban' })).status).toBe(400);
    expect((await call(api, 'POST', `/api/admin/message-reports/${reportId}/decide`, employer.token, { decision: 'removed' })).status).toBe(403);
    expect((await call(api, 'POST', `/api/admin/message-reports/${reportId}/decide`, adminToken, { decision: 'removed' })).status).toBe(204);
    expect((await call(api, 'POST', `/api/admin/message-reports/${reportId}/decide`, adminToken, { decision: 'dismissed' })).status).toBe(409);
    const after = await call(api, 'GET', `${companyBase()}/${cid}/messages?limit=100`, employer.token);
    expect((after.body['messages'] as { messageId: string; removed: boolean; text: string }[]).find((m) => m.messageId === fromCompany.messageId)).toMatchObject({ removed: true, text: '' });
    expect((await testDb.db.query('SELECT 1 FROM message_texts WHERE message_id = $1', [fromCompany.messageId])).rows).toHaveLength(0);
  });

  it('blocks: nothing more arrives, the sender is told why; unblocking lets messages through again', async () => {
    const blocked = await call(api, 'POST', `${studentBase}/${cid}/block`, w.uclStudent.token, { blocked: true });
    expect(blocked.body['conversation']).toMatchObject({ blockedByMe: true });
    const before = await count();
    const refused = await send(companyBase(), employer.token, cid, 'Are you there?');
    expect(refused.status).toBe(403);
    expect(refused.body['code']).toBe('CONVERSATION_BLOCKED');
    expect((await send(studentBase, w.uclStudent.token, cid, 'one more')).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await call(api, 'GET', `${companyBase()}/${cid}`, employer.token)).body['conversation']).toMatchObject({ blockedByOther: true });
    expect((await call(api, 'POST', `${studentBase}/${cid}/block`, w.uclStudent.token, { blocked: 'yes' })).status).toBe(400);
    await call(api, 'POST', `${studentBase}/${cid}/block`, w.uclStudent.token, { blocked: false });
    expect((await send(companyBase(), employer.token, cid, 'Thanks for unblocking')).status).toBe(201);
  });

  it('keeps an existing conversation when the student later says "nobody"; new employers are refused', async () => {
    await call(api, 'POST', '/api/student/messaging-settings', w.uclStudent.token, { whoMayStart: 'nobody' });
    expect((await send(companyBase(), employer.token, cid, 'Still here')).status).toBe(201);
    const refused = await call(api, 'POST', companyBase(otherCompanyId), otherEmployer.token, { to: { type: 'student', id: w.uclStudent.uniqueId } });
    expect(refused.status).toBe(403);
    expect(refused.body['code']).toBe('NOT_ACCEPTING_MESSAGES');
  });

  it('shows the company\'s median first-response time once three students were answered', async () => {
    expect((await call(api, 'GET', `/api/companies/${companyId}/response-time`)).body).toMatchObject({ medianMinutes: null, answered: 1 });
    expect((await call(api, 'GET', '/api/companies/nope/response-time')).status).toBe(404);
  });
});

describe('societies', () => {
  it('talk with their members and with approved companies', async () => {
    const societyBase = `/api/organisations/${w.society}/messages/conversations`;
    const withMember = await call(api, 'POST', societyBase, w.societyOwner.token, { to: { type: 'student', id: w.societyMember.uniqueId } });
    expect(withMember.status).toBe(201);
    const memberCid = (withMember.body['conversation'] as { conversationId: string }).conversationId;
    // A student who is not a member is not reachable as a society; the member may start it too (the same one).
    expect((await call(api, 'POST', societyBase, w.societyOwner.token, { to: { type: 'student', id: w.uclStudent.uniqueId } })).status).toBe(403);
    const fromMember = await call(api, 'POST', studentBase, w.societyMember.token, { to: { type: 'society', id: w.society } });
    expect((fromMember.body['conversation'] as { conversationId: string }).conversationId).toBe(memberCid);
    expect((await call(api, 'POST', studentBase, w.uclStudent.token, { to: { type: 'society', id: w.society } })).status).toBe(403);
    expect((await send(studentBase, w.societyMember.token, memberCid, 'When is the next meeting?')).status).toBe(201);
    // Every member of the society reads the society's inbox.
    expect((await call(api, 'GET', '/api/messaging/unread', w.societyOwner.token)).body['unread']).toBe(1);
    expect((await call(api, 'GET', societyBase, w.otherSocietyOwner.token)).status).toBe(403);

    const withCompany = await call(api, 'POST', societyBase, w.societyOwner.token, { to: { type: 'company', id: companyId } });
    expect(withCompany.status).toBe(201);
    const companyCid = (withCompany.body['conversation'] as { conversationId: string }).conversationId;
    expect((await send(societyBase, w.societyOwner.token, companyCid, 'Would you sponsor our trading game?')).status).toBe(201);
    const inbox = await call(api, 'GET', companyBase(), employer.token);
    expect((inbox.body['conversations'] as { conversationId: string; other: { type: string } }[]).find((c) => c.conversationId === companyCid)?.other.type).toBe('society');
    expect((await call(api, 'POST', societyBase, w.societyOwner.token, { to: { type: 'company', id: pendingCompanyId } })).status).toBe(404);
  });
});

describe('the digest mail and account deletion', () => {
  it('mails offline recipients the count at most once an hour', async () => {
    const mail = { kind: 'in-process' as const, sent: [] as unknown[], enqueue(job: unknown) { this.sent.push(job); return Promise.resolve(); }, close: () => Promise.resolve() };
    const logger = createLogger('test', 'silent');
    const later = Date.now() + 11 * 60_000;
    const first = await sendMessageDigests({ db: testDb.db, mail, logger }, later);
    expect(first).toBeGreaterThan(0);
    expect(mail.sent.some((j) => (j as { template: string; vars: { count: number } }).template === 'message-digest')).toBe(true);
    expect(await sendMessageDigests({ db: testDb.db, mail, logger }, later + 30 * 60_000)).toBe(0);
  });

  it('erases a deleted student\'s conversations, messages and texts', async () => {
    const student = w.societyMember;
    const convs = async () => Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM conversations WHERE b_type = 'student' AND b_id = $1`, [student.uniqueId])).rows[0]!.n);
    const own = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM message_texts WHERE sender_account = $1', [student.uniqueId])).rows[0]!.n);
    expect(await convs()).toBeGreaterThan(0);
    expect(await own()).toBeGreaterThan(0);
    // The society's owner must stay; a member may leave by deleting their account.
    const deleted = await call(api, 'POST', '/api/account/delete', student.token, { password: 'correct horse battery' });
    expect(deleted.body['msg'], JSON.stringify(deleted.body)).toBe('success');
    expect(await convs()).toBe(0);
    expect(await own()).toBe(0);
    expect((await testDb.db.query('SELECT 1 FROM conversation_messages WHERE sender_account = $1', [student.uniqueId])).rows).toHaveLength(0);
  });
});
