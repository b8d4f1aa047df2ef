import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { eventCount, jobsWorld, postJob, registerApplicant, type JobsWorld } from '../testing/job-fixtures.ts';

// The employer's pipeline of a job (issue 25): the board and its filters, bulk moves with the company's stage mail
// in the student's language, ratings and notes, the CSV export. Real Postgres, through the routes.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-pipeline-8k1' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

interface Card {
  applicationId: string;
  firstName: string;
  stage: string;
  rating: number | null;
  notes: number;
}
interface Board {
  counts: Record<string, number>;
  columns: Record<string, { cards: Card[]; next: string | null }>;
  moves: Record<string, string[]>;
}

const jobsPath = (jobId: string, rest = '') => `/api/organisations/${world.companyId}/jobs/${jobId}${rest}`;
const boardOf = async (jobId: string, query = '', token = world.owner.token) => {
  const res = await api.get(jobsPath(jobId, `/pipeline${query}`), bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as Board;
};
const moveAll = (jobId: string, applicationIds: string[], stage: string, mail = true, token = world.owner.token) =>
  api.post(jobsPath(jobId, '/applications/move'), { applicationIds, stage, mail }, bearer(token));
const emailOf = async (token: string) => ((await (await api.get('/api/student/me', bearer(token))).json()) as { user: { email: string } }).user.email;

/** A job with `n` applicants (first names Anna0, Anna1…); the students' tokens in the order they applied. */
async function jobWith(n: number): Promise<{ jobId: string; students: string[]; ids: string[] }> {
  const job = await postJob(api, world.owner.token, world.companyId);
  const students: string[] = [];
  for (let i = 0; i < n; i++) {
    const student = await registerApplicant(api, `anna${i}`);
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: `Note ${i}` }, bearer(student))).status).toBe(201);
    students.push(student);
    // A second apart, so the board's order (the order they applied) is the order of `students`.
    api.clock.advance(1000);
  }
  const board = await boardOf(job.uniqueId);
  return { jobId: job.uniqueId, students, ids: board.columns['applied']!.cards.map((c) => c.applicationId) };
}

describe('the pipeline board', () => {
  it('shows a column per stage with counts, pages a long column, and says which moves each stage allows', async () => {
    const { jobId, ids } = await jobWith(3);
    const board = await boardOf(jobId);
    expect(Object.keys(board.columns)).toEqual(['applied', 'shortlisted', 'interview', 'offer', 'rejected', 'closed']);
    expect(board.counts).toMatchObject({ applied: 3, shortlisted: 0, closed: 0 });
    expect(board.columns['applied']!.next).toBeNull();
    expect(board.moves['applied']).toEqual(['shortlisted', 'interview', 'offer', 'rejected']);
    expect(ids).toHaveLength(3);
    // A column page after a cursor: the keyset continues where the first page ended.
    const firstCard = board.columns['applied']!.cards[0]!;
    const cursor = `${(await testDb.db.query<{ at: Date }>('SELECT submitted_at AS at FROM job_applications WHERE application_id = $1', [firstCard.applicationId])).rows[0]!.at.toISOString()}_${firstCard.applicationId}`;
    const rest = (await (await api.get(jobsPath(jobId, `/pipeline/column?stage=applied&after=${encodeURIComponent(cursor)}`), bearer(world.owner.token))).json()) as { cards: Card[] };
    expect(rest.cards.map((c) => c.applicationId)).toEqual(ids.slice(1));
    // Another organisation's member finds no such job; unknown filters are refused.
    expect((await api.get(`/api/organisations/${world.pendingCompanyId}/jobs/${jobId}/pipeline`, bearer(world.pendingOwner.token))).status).toBe(404);
    expect((await api.get(jobsPath(jobId, '/pipeline?colour=red'), bearer(world.owner.token))).status).toBe(400);
    expect((await api.get(jobsPath(jobId, '/pipeline?band=7'), bearer(world.owner.token))).status).toBe(400);
  });

  it('bulk-moves the selected applications in one call; refused ones are reported, the rest move', async () => {
    const { jobId, ids } = await jobWith(3);
    const before = await eventCount(testDb.db);
    const res = await moveAll(jobId, [ids[0]!, ids[1]!, '00000000-0000-4000-8000-000000000000'], 'shortlisted', false);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { moved: string[]; unchanged: string[]; refused: { applicationId: string; code: string }[] };
    expect(body.moved.sort()).toEqual([ids[0], ids[1]].sort());
    expect(body.refused).toEqual([{ applicationId: '00000000-0000-4000-8000-000000000000', code: 'APPLICATION_NOT_FOUND' }]);
    expect(await eventCount(testDb.db)).toBe(before + 2);
    // Again: nothing changes; a move the pipeline does not allow is refused per application.
    const again = (await (await moveAll(jobId, [ids[0]!, ids[2]!], 'shortlisted', false)).json()) as { moved: string[]; unchanged: string[] };
    expect(again).toMatchObject({ moved: [ids[2]], unchanged: [ids[0]] });
    // On past a stage is allowed (straight to interview); after a decline nothing moves.
    expect(((await (await moveAll(jobId, [ids[1]!], 'offer', false)).json()) as { moved: string[] }).moved).toEqual([ids[1]]);
    await moveAll(jobId, [ids[0]!], 'rejected', false);
    const after = (await (await moveAll(jobId, [ids[0]!], 'interview', false)).json()) as { refused: { code: string }[] };
    expect(after.refused).toEqual([{ applicationId: ids[0], code: 'STAGE_TRANSITION' }]);
    expect((await boardOf(jobId)).counts).toMatchObject({ applied: 0, shortlisted: 1, offer: 1, rejected: 1 });
    // Bodies the contract refuses: nothing written.
    const count = await eventCount(testDb.db);
    for (const bad of [{ applicationIds: [], stage: 'shortlisted' }, { applicationIds: ids, stage: 'applied' }, { applicationIds: ['x'], stage: 'offer' }, { applicationIds: ids, stage: 'interview', extra: 1 }]) {
      expect((await api.post(jobsPath(jobId, '/applications/move'), bad, bearer(world.owner.token))).status, JSON.stringify(bad)).toBe(400);
    }
    const tooMany = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await api.post(jobsPath(jobId, '/applications/move'), { applicationIds: tooMany, stage: 'interview' }, bearer(world.owner.token))).status).toBe(400);
    expect(await eventCount(testDb.db)).toBe(count);
  });

  it('mails each moved student the company template in their language, else the built-in text; every decline uses it', async () => {
    const { jobId, students, ids } = await jobWith(3);
    await api.post('/api/account/settings/language', { lng: 'de' }, bearer(students[0]!));
    await api.post('/api/account/settings/language', { lng: 'fr' }, bearer(students[1]!));
    const saved = await api.post(`/api/organisations/${world.companyId}/stage-mails/rejected/de`, { subject: 'Ihre Bewerbung: {{jobTitle}}', body: 'Hallo {{name}},\n\nleider nicht. <b>Danke</b>!' }, bearer(world.colleague.token));
    expect(saved.status).toBe(200);
    const moved = (await (await moveAll(jobId, ids, 'rejected')).json()) as { moved: string[] };
    expect(moved.moved).toHaveLength(3);
    const german = (await api.mailbox(await emailOf(students[0]!)))[0]!;
    expect(german.subject).toBe('Ihre Bewerbung: Summer Analyst 2026');
    expect(german.text).toContain('leider nicht. <b>Danke</b>!');
    expect(german.html).toContain('leider nicht. &lt;b&gt;Danke&lt;/b&gt;!');
    expect(german.text).toContain('/student/applications');
    // French: no French template, so the built-in French text (not the German template, not English).
    const french = (await api.mailbox(await emailOf(students[1]!)))[0]!;
    expect(french.subject).not.toContain('Ihre Bewerbung');
    expect(french.subject).not.toBe('An update on your application');
    // The single move route (and so a knock-out decline, which moves through it) reads the same template.
    const single = await jobWith(1);
    await api.post('/api/account/settings/language', { lng: 'de' }, bearer(single.students[0]!));
    expect((await api.post(jobsPath(single.jobId, `/applications/${single.ids[0]}/stage`), { stage: 'rejected' }, bearer(world.owner.token))).status).toBe(200);
    expect((await api.mailbox(await emailOf(single.students[0]!)))[0]!.subject).toBe('Ihre Bewerbung: Summer Analyst 2026');
    // Removed: the built-in German text again.
    const removed = (await (await api.post(`/api/organisations/${world.companyId}/stage-mails/rejected/de/remove`, {}, bearer(world.owner.token))).json()) as { templates: unknown[] };
    expect(removed.templates).toEqual([]);
  });

  it('moves without a mail when asked', async () => {
    const { jobId, students, ids } = await jobWith(1);
    const before = (await api.mailbox(await emailOf(students[0]!))).length;
    await moveAll(jobId, ids, 'shortlisted', false);
    expect(await api.mailbox(await emailOf(students[0]!))).toHaveLength(before);
  });
});

describe('reviews, filters and the export', () => {
  it('rates and notes an application for company members; filters by rating; exports the filtered list as safe CSV', async () => {
    const { jobId, ids } = await jobWith(3);
    const path = (id: string, rest: string) => jobsPath(jobId, `/applications/${id}${rest}`);
    expect((await api.post(path(ids[0]!, '/rating'), { rating: 4 }, bearer(world.owner.token))).status).toBe(200);
    expect((await api.post(path(ids[1]!, '/rating'), { rating: 2 }, bearer(world.colleague.token))).status).toBe(200);
    for (const rating of [0, 5, '3', 2.5]) expect((await api.post(path(ids[0]!, '/rating'), { rating }, bearer(world.owner.token))).status).toBe(400);
    const noted = await api.post(path(ids[0]!, '/notes'), { text: '=HYPERLINK("http://evil.example.com") strong case' }, bearer(world.colleague.token));
    expect(noted.status).toBe(201);
    for (const text of ['', '   ', 'x'.repeat(2001), 'a\u0000b']) expect((await api.post(path(ids[0]!, '/notes'), { text }, bearer(world.owner.token))).status).toBe(400);

    const review = (await (await api.get(path(ids[0]!, '/review'), bearer(world.owner.token))).json()) as { review: { rating: number; coverNote: string; notes: { text: string; author: { name: string } }[] } };
    expect(review.review).toMatchObject({ rating: 4, coverNote: 'Note 0' });
    expect(review.review.notes).toHaveLength(1);
    expect(review.review.notes[0]!.text).toContain('strong case');
    // The note's text is a row, not an event.
    const logged = await testDb.db.query<{ data: unknown }>(`SELECT data FROM events WHERE stream_id LIKE 'application-review-%'`);
    expect(JSON.stringify(logged.rows)).not.toContain('strong case');

    const atLeastThree = await boardOf(jobId, '?rating=3');
    expect(atLeastThree.columns['applied']!.cards.map((c) => c.applicationId)).toEqual([ids[0]]);
    expect(atLeastThree.columns['applied']!.cards[0]).toMatchObject({ rating: 4, notes: 1 });
    expect((await boardOf(jobId, '?rating=none')).counts['applied']).toBe(1);
    expect((await boardOf(jobId, '?track=Finance')).counts['applied']).toBe(3);
    expect((await boardOf(jobId, '?track=Corporate%20Law')).counts['applied']).toBe(0);
    expect((await boardOf(jobId, '?university=Nowhere%20University')).counts['applied']).toBe(0);
    expect((await boardOf(jobId, '?band=10')).counts['applied']).toBe(0);

    // The rated applicant's name starts with a formula character in the export: it is prefixed.
    await testDb.db.query(`UPDATE account_identities SET first_name = '=cmd' WHERE account_id = (SELECT student_id FROM job_applications WHERE application_id = $1)`, [ids[0]]);
    const csv = await api.get(jobsPath(jobId, '/pipeline/export?rating=2'), bearer(world.owner.token));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'=cmd");
    expect(lines[1]).not.toContain(',=cmd');
    // Another company's member: not found, nothing written.
    const before = await eventCount(testDb.db);
    expect((await api.post(`/api/organisations/${world.pendingCompanyId}/jobs/${jobId}/applications/${ids[0]}/rating`, { rating: 1 }, bearer(world.pendingOwner.token))).status).toBe(404);
    expect((await api.get(`/api/organisations/${world.pendingCompanyId}/jobs/${jobId}/applications/${ids[0]}/review`, bearer(world.pendingOwner.token))).status).toBe(404);
    expect(await eventCount(testDb.db)).toBe(before);
  });

  it('a deleted student takes the notes about them along; the application leaves the board', async () => {
    const { jobId, students, ids } = await jobWith(1);
    await api.post(jobsPath(jobId, `/applications/${ids[0]}/notes`), { text: 'Remember this person' }, bearer(world.owner.token));
    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(students[0]!))).status).toBe(200);
    expect((await testDb.db.query('SELECT 1 FROM job_application_notes WHERE application_id = $1', [ids[0]])).rows).toHaveLength(0);
    expect((await boardOf(jobId)).counts['applied']).toBe(0);
    expect((await api.get(jobsPath(jobId, `/applications/${ids[0]}/review`), bearer(world.owner.token))).status).toBe(404);
  });
});
