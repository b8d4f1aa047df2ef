import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobsWorld, postJob, registerApplicant, type JobsWorld } from '../jobs/testing/job-fixtures.ts';
import type { MailboxMessage } from '../mail/index.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Interview scheduling (issue 25 part 4) through the real routes on real Postgres: the company proposes times, the
// applicant picks one, both are mailed with an .ics; cancelling and asking for another time; a window offered to two
// applicants is booked by exactly one of two simultaneous picks; guards and refused bodies.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-interviews-8k1' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const hourMs = 3_600_000;
const json = async (res: Response) => ({ status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as Record<string, unknown> });
const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const emailOf = async (token: string, path = '/api/account/me') => ((await (await api.get(path, bearer(token))).json()) as { account: { email: string } }).account.email;
const mailsTo = async (address: string) => (await api.mailbox(address)) as unknown as MailboxMessage[];

interface Interview {
  status: string;
  timeZone: string;
  slots: { slotId: string; start: string; end: string; taken: boolean }[];
  booked: { slotId: string; start: string } | null;
  lastSide: string;
  message: string;
}

/** A job of the approved company and `n` applicants: their tokens and application ids, in that order. */
async function jobWithApplicants(n: number): Promise<{ jobId: string; students: { token: string; applicationId: string }[] }> {
  const job = await postJob(api, world.owner.token, world.companyId);
  const students = [];
  for (let i = 0; i < n; i++) {
    const token = await registerApplicant(api, `interviewee${i}`);
    const applied = await json(await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: 'Hello' }, bearer(token)));
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    students.push({ token, applicationId: (applied.body['application'] as { applicationId: string }).applicationId });
  }
  return { jobId: job.uniqueId, students };
}

const companyPath = (jobId: string, applicationId: string, rest = '', companyId = world.companyId) =>
  `/api/organisations/${companyId}/jobs/${jobId}/applications/${applicationId}/interview${rest}`;
const at = (hoursAhead: number) => new Date(Math.ceil(Date.now() / hourMs) * hourMs + hoursAhead * hourMs).toISOString();
const propose = (jobId: string, applicationId: string, body: Record<string, unknown>, token = world.owner.token) => api.post(companyPath(jobId, applicationId), body, bearer(token));
const pick = (jobId: string, token: string, slotId: string) => api.post(`/api/jobs/${jobId}/interview/pick`, { slotId }, bearer(token));
const mine = async (jobId: string, token: string) => (await json(await api.get(`/api/jobs/${jobId}/interview`, bearer(token)))).body['interview'] as Interview | null;

describe('proposing and picking', () => {
  it('the student sees the times with the proposer’s zone, picks one, and both sides get a mail with the .ics', async () => {
    const { jobId, students } = await jobWithApplicants(1);
    const [anna] = students;
    expect(await mine(jobId, anna!.token)).toBeNull();
    const proposed = await json(await propose(jobId, anna!.applicationId, { timeZone: 'Europe/Berlin', slots: [{ start: at(48), minutes: 45 }, { start: at(72), minutes: 30 }], message: 'Video call, link follows' }));
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const seen = await mine(jobId, anna!.token);
    expect(seen).toMatchObject({ status: 'proposed', timeZone: 'Europe/Berlin', lastSide: 'company', message: 'Video call, link follows', booked: null });
    expect(seen!.slots.map((s) => [s.start, s.end, s.taken])).toEqual([
      [at(48), new Date(Date.parse(at(48)) + 45 * 60_000).toISOString(), false],
      [at(72), new Date(Date.parse(at(72)) + 30 * 60_000).toISOString(), false],
    ]);
    const studentAddress = await emailOf(anna!.token);
    expect((await mailsTo(studentAddress)).map((m) => m.subject)).toContain('Interview times proposed');

    const picked = await json(await pick(jobId, anna!.token, seen!.slots[1]!.slotId));
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body['interview']).toMatchObject({ status: 'booked', booked: { slotId: seen!.slots[1]!.slotId, start: at(72) } });
    // The employer's view is the same interview.
    const employerView = (await json(await api.get(companyPath(jobId, anna!.applicationId), bearer(world.colleague.token)))).body['interview'] as Interview;
    expect(employerView).toMatchObject({ status: 'booked', timeZone: 'Europe/Berlin' });

    const booked = (await mailsTo(studentAddress)).find((m) => m.subject === 'Interview booked');
    expect(booked?.text).toContain('is booked for');
    expect(booked?.attachments.map((a) => a.filename)).toEqual(['interview.ics']);
    const ics = booked!.attachments[0]!.content;
    expect(ics).toContain(`UID:interview-${anna!.applicationId}@fast-track`);
    expect(ics).toContain(`DTSTART:${at(72).replace(/[-:]/g, '').replace('.000', '')}`);
    const toInterviewer = (await mailsTo(await emailOf(world.owner.token))).find((m) => m.subject === 'Interview booked');
    expect(toInterviewer?.text).toMatch(/The candidate picked .* for the interview for Summer Analyst 2026/);
    expect(toInterviewer?.attachments.map((a) => a.filename)).toEqual(['interview.ics']);
  });

  it('two applicants offered the same window pick it at once: exactly one gets it, the other a clear 409', async () => {
    const { jobId, students } = await jobWithApplicants(2);
    const start = at(30);
    for (const s of students) expect((await propose(jobId, s.applicationId, { timeZone: 'UTC', slots: [{ start, minutes: 60 }] })).status).toBe(201);
    const slotIds = await Promise.all(students.map(async (s) => (await mine(jobId, s.token))!.slots[0]!.slotId));
    const answers = await Promise.all(students.map((s, i) => pick(jobId, s.token, slotIds[i]!).then(json)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.type).toContain('application/problem+json');
    expect(loser.body).toMatchObject({ code: 'SLOT_TAKEN', detail: 'Someone else has just booked this time. Pick another one or ask for another time.' });
    const views = await Promise.all(students.map((s) => mine(jobId, s.token)));
    expect(views.map((v) => v!.status).sort()).toEqual(['booked', 'proposed']);
    expect(views.find((v) => v!.status === 'proposed')!.slots[0]!.taken).toBe(true);
    const held = await testDb.db.query(`SELECT 1 FROM events WHERE type = 'InterviewSlotHeld' AND data->>'start' = $1`, [start]);
    expect(held.rows).toHaveLength(1);
  });

  it('one student firing two picks at once books one time; the other pick is refused', async () => {
    const { jobId, students } = await jobWithApplicants(1);
    const [ben] = students;
    await propose(jobId, ben!.applicationId, { timeZone: 'America/New_York', slots: [{ start: at(50), minutes: 30 }, { start: at(51), minutes: 30 }] });
    const slots = (await mine(jobId, ben!.token))!.slots;
    const answers = await Promise.all(slots.map((s) => pick(jobId, ben!.token, s.slotId).then(json)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body['code']).toBe('INTERVIEW_BOOKED');
  });
});

describe('cancelling and asking for another time', () => {
  it('the student asks for another time (the window is free again), the company proposes again, then cancels', async () => {
    const { jobId, students } = await jobWithApplicants(2);
    const [cleo, dan] = students;
    const start = at(60);
    for (const s of students) await propose(jobId, s.applicationId, { timeZone: 'Europe/Warsaw', slots: [{ start, minutes: 30 }] });
    const cleoSlot = (await mine(jobId, cleo!.token))!.slots[0]!.slotId;
    expect((await pick(jobId, cleo!.token, cleoSlot)).status).toBe(200);

    const asked = await json(await api.post(`/api/jobs/${jobId}/interview/new-time`, { message: 'Could we do a morning?' }, bearer(cleo!.token)));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body['interview']).toMatchObject({ status: 'new-time-requested', booked: null, lastSide: 'student', message: 'Could we do a morning?' });
    const toInterviewer = (await mailsTo(await emailOf(world.owner.token))).find((m) => m.subject === 'Another interview time requested');
    // The interviewer's mail names no student and quotes none of their words (the message is on the screen).
    expect(toInterviewer?.text).toContain('The candidate has asked for another time for the interview for Summer Analyst 2026.');
    expect(toInterviewer?.text).not.toContain('morning');
    // Cleo's window went back to the interviewer: Dan, offered the same time, can book it now.
    const danSlot = (await mine(jobId, dan!.token))!.slots[0]!;
    expect(danSlot.taken).toBe(false);
    expect((await pick(jobId, dan!.token, danSlot.slotId)).status).toBe(200);

    const again = await json(await propose(jobId, cleo!.applicationId, { timeZone: 'Europe/Warsaw', slots: [{ start: at(61), minutes: 30 }] }));
    expect(again.body['interview']).toMatchObject({ status: 'proposed', lastSide: 'company', message: '' });
    const cancelled = await json(await api.post(companyPath(jobId, cleo!.applicationId, '/cancel'), { message: 'The role has been filled.' }, bearer(world.colleague.token)));
    expect(cancelled.body['interview']).toMatchObject({ status: 'cancelled', message: 'The role has been filled.' });
    const toCleo = (await mailsTo(await emailOf(cleo!.token))).find((m) => m.subject === 'Interview cancelled');
    expect(toCleo?.text).toContain('has cancelled the interview for Summer Analyst 2026');
    // Nothing to pick any more; a second cancel changes nothing.
    expect((await json(await pick(jobId, cleo!.token, cleoSlot))).body['code']).toBe('INTERVIEW_NOT_OPEN');
    expect((await api.post(`/api/jobs/${jobId}/interview/cancel`, {}, bearer(cleo!.token))).status).toBe(200);

    // Dan cancels his booked time: the interviewer is told.
    expect((await json(await api.post(`/api/jobs/${jobId}/interview/cancel`, { message: '' }, bearer(dan!.token)))).body['interview']).toMatchObject({ status: 'cancelled', lastSide: 'student' });
  });
});

describe('an application that ends', () => {
  it('no longer blocks its booked window: another applicant offered the same time can take it', async () => {
    const { jobId, students } = await jobWithApplicants(2);
    const [fay, gus] = students;
    const start = at(110);
    for (const s of students) await propose(jobId, s.applicationId, { timeZone: 'UTC', slots: [{ start, minutes: 45 }] });
    expect((await pick(jobId, fay!.token, (await mine(jobId, fay!.token))!.slots[0]!.slotId)).status).toBe(200);
    expect((await mine(jobId, gus!.token))!.slots[0]!.taken).toBe(true);
    expect((await api.post(`/api/jobs/${jobId}/withdraw`, {}, bearer(fay!.token))).status).toBe(200);
    const slot = (await mine(jobId, gus!.token))!.slots[0]!;
    expect(slot.taken).toBe(false);
    expect((await json(await pick(jobId, gus!.token, slot.slotId))).body['interview']).toMatchObject({ status: 'booked' });
  });
});

describe('who may do what, and refused bodies', () => {
  it('another company, another student and the wrong kind of account are refused; nothing is written', async () => {
    const { jobId, students } = await jobWithApplicants(1);
    const [eve] = students;
    await propose(jobId, eve!.applicationId, { timeZone: 'UTC', slots: [{ start: at(80), minutes: 30 }] });
    const outsider = await registerApplicant(api, 'outsider');
    const before = await eventCount();
    const body = { timeZone: 'UTC', slots: [{ start: at(90), minutes: 30 }] };
    expect((await propose(jobId, eve!.applicationId, body, world.pendingOwner.token)).status).toBe(403);
    expect((await api.post(companyPath(jobId, eve!.applicationId, '', world.pendingCompanyId), body, bearer(world.pendingOwner.token))).status).toBe(404);
    expect((await api.get(companyPath(jobId, eve!.applicationId, '', world.pendingCompanyId), bearer(world.pendingOwner.token))).status).toBe(404);
    expect((await propose(jobId, eve!.applicationId, body, eve!.token)).status).toBe(403);
    expect((await api.post(companyPath(jobId, eve!.applicationId), body)).status).toBe(401);
    expect((await api.get(`/api/jobs/${jobId}/interview`, bearer(outsider))).status).toBe(404);
    expect((await api.post(`/api/jobs/${jobId}/interview/cancel`, {}, bearer(outsider))).status).toBe(404);
    expect((await api.post(`/api/jobs/${jobId}/interview/new-time`, {}, bearer(world.owner.token))).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('slots: 1 to 10, in the future, within 120 days, 15 to 240 minutes, no overlaps, a real zone; refusals name the slot', async () => {
    const { jobId, students } = await jobWithApplicants(1);
    const id = students[0]!.applicationId;
    const before = await eventCount();
    const refused = async (body: Record<string, unknown>) => {
      const res = await json(await propose(jobId, id, body));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.type).toContain('application/problem+json');
      return res.body['errors'] as { path: string; message: string }[];
    };
    const slot = { start: at(24), minutes: 30 };
    await refused({ timeZone: 'UTC', slots: [] });
    await refused({ timeZone: 'UTC', slots: Array.from({ length: 11 }, (_, i) => ({ start: at(24 + i), minutes: 30 })) });
    await refused({ timeZone: 'Mars/Olympus', slots: [slot] });
    await refused({ timeZone: 'UTC', slots: [{ ...slot, minutes: 241 }] });
    await refused({ timeZone: 'UTC', slots: [slot], extra: true });
    await refused({ timeZone: 'UTC', slots: [slot], message: 'x'.repeat(501) });
    expect(await refused({ timeZone: 'UTC', slots: [{ start: at(-1), minutes: 30 }] })).toEqual([{ path: 'slots.0.start', message: 'must start in the future' }]);
    expect(await refused({ timeZone: 'UTC', slots: [{ start: at(121 * 24), minutes: 30 }] })).toEqual([{ path: 'slots.0.start', message: 'must start within 120 days' }]);
    expect(await refused({ timeZone: 'UTC', slots: [slot, { start: at(24), minutes: 15 }] })).toEqual([{ path: 'slots.1.start', message: 'overlaps another slot of this proposal' }]);
    expect(await eventCount()).toBe(before);
  });
});

describe('account deletion', () => {
  it('cancels the student’s interview, frees the window, leaves none of their words', async () => {
    const { jobId, students } = await jobWithApplicants(2);
    const [zuza, other] = students;
    const start = at(100);
    for (const s of students) await propose(jobId, s.applicationId, { timeZone: 'UTC', slots: [{ start, minutes: 30 }] });
    await api.post(`/api/jobs/${jobId}/interview/new-time`, { message: 'Zuzas secret reason' }, bearer(zuza!.token));
    await propose(jobId, zuza!.applicationId, { timeZone: 'UTC', slots: [{ start, minutes: 30 }] });
    expect((await pick(jobId, zuza!.token, (await mine(jobId, zuza!.token))!.slots[0]!.slotId)).status).toBe(200);
    expect((await mine(jobId, other!.token))!.slots[0]!.taken).toBe(true);

    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(zuza!.token))).status).toBe(200);
    const row = (await testDb.db.query<{ status: string }>('SELECT status FROM interviews WHERE application_id = $1', [zuza!.applicationId])).rows[0];
    expect(row?.status).toBe('cancelled');
    const traces = await testDb.db.query(`SELECT 1 FROM events WHERE data::text LIKE '%Zuzas secret%' UNION ALL SELECT 1 FROM interviews WHERE message LIKE '%Zuzas secret%'`);
    expect(traces.rows).toHaveLength(0);
    const otherSlot = (await mine(jobId, other!.token))!.slots[0]!;
    expect(otherSlot.taken).toBe(false);
    expect((await pick(jobId, other!.token, otherSlot.slotId)).status).toBe(200);
    // (A rebuild after erasure: accounts/account-erasure.int.spec.ts, a serial file, as a rebuild reads the global log.)
  });
});

describe('when the application ends', () => {
  const book = async (jobId: string, student: { token: string; applicationId: string }, start: string) => {
    expect((await propose(jobId, student.applicationId, { timeZone: 'UTC', slots: [{ start, minutes: 30 }] })).status).toBe(201);
    const slotId = (await mine(jobId, student.token))!.slots[0]!.slotId;
    expect((await pick(jobId, student.token, slotId)).status).toBe(200);
  };
  const employerView = async (jobId: string, applicationId: string) =>
    (await json(await api.get(companyPath(jobId, applicationId), bearer(world.owner.token)))).body['interview'] as Interview;
  const jobPath = (jobId: string) => `/api/organisations/${world.companyId}/jobs/${jobId}`;

  it('a decline, an offer, a withdrawal and the job’s close each end the interview as a fact: neither side reads "booked"', async () => {
    const { jobId, students } = await jobWithApplicants(4);
    const [declined, offered, withdrawn, open] = students;
    for (const [n, s] of students.entries()) await book(jobId, s, at(200 + n));
    const before = await testDb.db.query(`SELECT count(*)::int AS n FROM events WHERE type = 'InterviewEnded'`);

    expect((await api.post(`${jobPath(jobId)}/applications/${declined!.applicationId}/stage`, { stage: 'rejected' }, bearer(world.owner.token))).status).toBe(200);
    const bulk = await json(await api.post(`${jobPath(jobId)}/applications/move`, { applicationIds: [offered!.applicationId], stage: 'offer', mail: false }, bearer(world.owner.token)));
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect((await api.post(`/api/jobs/${jobId}/withdraw`, {}, bearer(withdrawn!.token))).status).toBe(200);
    // The fourth is still open: booked until the job closes.
    expect((await mine(jobId, open!.token))!.status).toBe('booked');
    const closed = await api.post(`${jobPath(jobId)}/close`, {}, { ...bearer(world.owner.token), 'if-match': '"1"' });
    expect(closed.status).toBe(200);

    for (const s of students) {
      const seen = await mine(jobId, s.token);
      expect(seen, s.applicationId).toMatchObject({ status: 'ended', booked: null });
      // A withdrawn application is no longer the employer's to see at all (404), interview included.
      if (s !== withdrawn) expect(await employerView(jobId, s.applicationId)).toMatchObject({ status: 'ended', booked: null });
    }
    const facts = await testDb.db.query<{ reason: string }>(
      `SELECT data->>'reason' AS reason FROM events WHERE type = 'InterviewEnded' AND data->>'applicationId' = ANY($1::text[]) ORDER BY global_position`,
      [students.map((s) => s.applicationId)],
    );
    expect(facts.rows.map((r) => r.reason)).toEqual(['rejected', 'offer', 'withdrawn', 'closed']);
    expect(Number((await testDb.db.query(`SELECT count(*)::int AS n FROM events WHERE type = 'InterviewEnded'`)).rows[0]!.n)).toBe(Number(before.rows[0]!.n) + 4);
    // Every booked window went back to the interviewer's calendar.
    const released = await testDb.db.query(`SELECT 1 FROM events WHERE type = 'InterviewSlotReleased' AND data->>'applicationId' = ANY($1::text[])`, [students.map((s) => s.applicationId)]);
    expect(released.rows).toHaveLength(4);
    // Over for good: no pick, no other time, no new proposal.
    expect((await json(await api.post(`/api/jobs/${jobId}/interview/new-time`, { message: '' }, bearer(open!.token)))).body).toMatchObject({ code: 'INTERVIEW_NOT_OPEN' });
    expect((await json(await propose(jobId, open!.applicationId, { timeZone: 'UTC', slots: [{ start: at(300), minutes: 30 }] }))).body).toMatchObject({ code: 'APPLICATION_NOT_OPEN' });
  });

  it('a decline without an interview writes no interview fact', async () => {
    const { jobId, students } = await jobWithApplicants(1);
    const count = async () => Number((await testDb.db.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`interview-${students[0]!.applicationId}`])).rows[0]!.n);
    expect((await api.post(`${jobPath(jobId)}/applications/${students[0]!.applicationId}/stage`, { stage: 'rejected' }, bearer(world.owner.token))).status).toBe(200);
    expect(await count()).toBe(0);
    expect(await mine(jobId, students[0]!.token)).toBeNull();
  });
});
