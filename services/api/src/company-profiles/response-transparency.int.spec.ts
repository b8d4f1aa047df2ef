import { randomUUID } from 'node:crypto';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { ANSWER_WINDOW_DAYS, responsivenessOf } from './read-models/response-transparency.queries.ts';

// Issue 25 part 7: a company's share of answered applications and student-started conversations, and the median
// time to a first answer, from the rows the jobs and messaging projections keep; nothing until five answers.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-response-5k2' });

const hour = 3_600_000;
const day = 24 * hour;
const now = Date.parse('2026-11-29T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

async function company(status = 'active'): Promise<string> {
  const id = randomUUID();
  await testDb.db.query(`INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', $2, $3, '{}', now())`, [id, `Firm ${id.slice(0, 6)}`, status]);
  return id;
}

/** An application submitted at `submitted`, moved by the company at `moved` (or never), in stage `stage`. */
async function application(companyId: string, submitted: number, moved: number | null, stage = moved === null ? 'applied' : 'shortlisted', studentId = randomUUID()) {
  await testDb.db.query(
    `INSERT INTO job_applications (application_id, job_id, student_id, company_id, stage, has_cv, submitted_at, updated_at, first_answer_at)
     VALUES ($1, $2, $3, $4, $5, false, $6, $6, $7)`,
    [randomUUID(), randomUUID(), studentId, companyId, stage, at(submitted), moved === null ? null : at(moved)],
  );
  return studentId;
}

/** A company_student conversation; `messages` are [side, time] with 'a' the company, 'b' the student. */
async function conversation(companyId: string, studentId: string, startedBy: 'student' | 'company', messages: ['a' | 'b', number][]) {
  const conversationId = randomUUID();
  const firstStudent = messages.find(([side]) => side === 'b')?.[1] ?? null;
  const firstReply = firstStudent === null ? null : (messages.find(([side, t]) => side === 'a' && t >= firstStudent)?.[1] ?? null);
  await testDb.db.query(
    `INSERT INTO conversations (conversation_id, kind, a_type, a_id, b_type, b_id, started_by, started_at, first_student_at, first_reply_at)
     VALUES ($1, 'company_student', 'company', $2, 'student', $3, $4, $5, $6, $7)`,
    [conversationId, companyId, studentId, startedBy === 'student' ? studentId : randomUUID(), at(messages[0]![1]), firstStudent === null ? null : at(firstStudent), firstReply === null ? null : at(firstReply)],
  );
  for (const [seq, [side, t]] of messages.entries()) {
    await testDb.db.query(
      `INSERT INTO conversation_messages (conversation_id, seq, message_id, client_message_id, sender_side, sender_account, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [conversationId, seq + 1, randomUUID(), randomUUID(), side, randomUUID(), at(t)],
    );
  }
}

const figureOf = async (companyId: string) => (await responsivenessOf(testDb.db, [companyId], now)).get(companyId) ?? null;

describe('a company’s responsiveness', () => {
  it('shows nothing until five answers exist, then the share and the median in hours', async () => {
    const firm = await company();
    for (let i = 0; i < 4; i += 1) await application(firm, now - 30 * day, now - 30 * day + (i + 1) * hour);
    expect(await figureOf(firm)).toBeNull();
    await application(firm, now - 30 * day, now - 30 * day + 10 * hour);
    // Two never answered, one waiting for less than the window: that one is not held against the company yet.
    await application(firm, now - 20 * day, null);
    await application(firm, now - 15 * day, null, 'closed');
    await application(firm, now - 2 * day, null);
    expect(await figureOf(firm)).toEqual({ answered: 5, counted: 7, answeredPercent: 71, medianHours: 3 });
  });

  it('counts a message to the applicant as an answer, and a student-started conversation answered by a member', async () => {
    const firm = await company();
    const t0 = now - 40 * day;
    // Applications answered by a message 2 h after submission, before any stage move (the earlier answer counts).
    for (let i = 0; i < 3; i += 1) {
      const student = await application(firm, t0, t0 + 50 * hour);
      await conversation(firm, student, 'company', [['a', t0 + 2 * hour]]);
    }
    // A message sent before the application does not answer it.
    const early = await application(firm, t0, null);
    await conversation(firm, early, 'company', [['a', t0 - day]]);
    // Students who wrote first: one answered after 6 h, one never; a company-started conversation is not a question.
    await conversation(firm, randomUUID(), 'student', [['b', t0], ['a', t0 + 6 * hour]]);
    await conversation(firm, randomUUID(), 'student', [['b', t0], ['a', t0 + 8 * hour]]);
    await conversation(firm, randomUUID(), 'student', [['b', t0]]);
    await conversation(firm, randomUUID(), 'company', [['a', t0], ['b', t0 + hour]]);
    // Withdrawn before any answer: the student no longer asks, so it counts neither way.
    await application(firm, t0, null, 'withdrawn');
    expect(await figureOf(firm)).toEqual({ answered: 5, counted: 7, answeredPercent: 71, medianHours: 2 });
  });

  it('answers a figure per company in one read, each company its own', async () => {
    const [a, b] = [await company(), await company()];
    for (let i = 0; i < 5; i += 1) await application(a, now - 30 * day, now - 30 * day + hour);
    const both = await responsivenessOf(testDb.db, [a, b, a], now);
    expect(both.get(a)).toMatchObject({ answered: 5, counted: 5, answeredPercent: 100, medianHours: 1 });
    expect(both.get(b)).toBeNull();
    expect(ANSWER_WINDOW_DAYS).toBe(14);
  });
});

describe('GET /api/companies/:companyId/responsiveness', () => {
  it('answers an approved company’s figure (or null) to anyone, and 404 for any other id', async () => {
    const firm = await company();
    const empty = await api.get(`/api/companies/${firm}/responsiveness`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toContain('max-age=300');
    expect(await empty.json()).toEqual({ responsiveness: null });
    for (let i = 0; i < 5; i += 1) await application(firm, Date.now() - 30 * day, Date.now() - 30 * day + 4 * hour);
    expect(await (await api.get(`/api/companies/${firm.toUpperCase()}/responsiveness`)).json()).toEqual({
      responsiveness: { answered: 5, counted: 5, answeredPercent: 100, medianHours: 4 },
    });
    for (const id of [await company('pending'), await company('suspended'), randomUUID(), 'not-an-id']) {
      const res = await api.get(`/api/companies/${id}/responsiveness`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
