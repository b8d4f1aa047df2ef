import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, hostingWorld, type HostingWorld } from '../events/testing/hosting-world.ts';
import { jobForm } from '../jobs/testing/job-fixtures.ts';
import { readMailbox } from '../mail/index.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { reminderKinds, savedJobReminderLeadMs, sendReminders } from './index.ts';

// The reminder before the deadline of a saved job (issue 23 part 6) on real Postgres: once, in the student's language,
// only to students who saved the job and have not applied, not after the deadline or once the job is closed, not to
// a student who turned deadline reminders off.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-deadlines-3k' });

beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
});

const hourMs = 3_600_000;
const deps = () => ({ db: testDb.db, mail: api.mail, publicUrl: 'http://localhost:8080' });

async function publishedJob(title: string, days = 10): Promise<{ jobId: string; deadlineMs: number }> {
  const deadline = new Date(Date.now() + days * 24 * hourMs).toISOString();
  const created = await call(api, 'POST', `/api/organisations/${world.companyId}/jobs`, world.owner.token, jobForm({ title, deadline }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { jobId: (created.body['job'] as { uniqueId: string }).uniqueId, deadlineMs: Date.parse(deadline) };
}

async function student(name: string, lng?: string): Promise<{ address: string; token: string }> {
  const address = uniqueAddress(name);
  const token = await registerStudent(api, address);
  if (lng) expect((await api.post('/api/account/settings/language', { lng }, bearer(token))).status).toBe(200);
  return { address, token };
}

const save = async (token: string, jobId: string) => expect((await call(api, 'PUT', `/api/student/saved/job/${jobId}`, token, {})).status).toBe(200);
const deadlineMails = async (address: string) => {
  await api.mail.onIdle();
  return (await readMailbox(testDb.db, address)).filter((m) => ['A job you saved closes soon', 'Eine gespeicherte Stelle schließt bald'].includes(m.subject));
};

describe('the saved job deadline reminder', () => {
  it('reaches each saver who has not applied once, in their language, two days before the deadline', async () => {
    const job = await publishedJob('Analyst Deadline Role');
    const [mia, lukas, applied, quiet] = [await student('mia'), await student('lukas', 'de'), await student('applied'), await student('quiet')];
    for (const s of [mia, lukas, applied, quiet]) await save(s.token, job.jobId);
    expect((await call(api, 'POST', `/api/jobs/${job.jobId}/apply`, applied.token, { coverNote: '' })).status).toBe(201);
    expect((await call(api, 'PUT', '/api/student/reminder-settings', quiet.token, { deadlineReminders: false })).body).toEqual({ eventReminders: true, deadlineReminders: false });

    // Three days before: nobody is due; then two sweeps at once (two replicas) inside the 48 hours: one mail each.
    expect(await sendReminders(deps(), reminderKinds, job.deadlineMs - 72 * hourMs)).toBe(0);
    const at = job.deadlineMs - savedJobReminderLeadMs + hourMs;
    const [first, second] = await Promise.all([sendReminders(deps(), reminderKinds, at), sendReminders(deps(), reminderKinds, at)]);
    expect(first + second).toBe(2);
    expect(await sendReminders(deps(), reminderKinds, at + hourMs)).toBe(0);

    const [toMia] = await deadlineMails(mia.address);
    expect(toMia?.subject).toBe('A job you saved closes soon');
    expect(toMia?.text).toMatch(/Applications for Analyst Deadline Role at .+ close \w+,? \d+ \w+ at \d\d:\d\d UTC/);
    expect(toMia?.text).toContain(`/jobs/${job.jobId}`);
    expect((await deadlineMails(lukas.address)).map((m) => m.subject)).toEqual(['Eine gespeicherte Stelle schließt bald']);
    expect(await deadlineMails(applied.address)).toEqual([]);
    expect(await deadlineMails(quiet.address)).toEqual([]);
  });

  it('is not sent for a closed job or after the deadline, nor for a job no longer saved', async () => {
    // Deadlines days apart, so each sweep below has only its own job inside the 48 hours.
    const late = await publishedJob('Late Analyst Deadline', 3);
    const closed = await publishedJob('Closed Analyst Deadline', 10);
    const unsaved = await publishedJob('Unsaved Analyst Deadline', 20);
    const s = await student('careful');
    for (const job of [closed, late, unsaved]) await save(s.token, job.jobId);
    expect((await call(api, 'DELETE', `/api/student/saved/job/${unsaved.jobId}`, s.token)).status).toBe(200);
    const version = await call(api, 'GET', `/api/organisations/${world.companyId}/jobs/${closed.jobId}`, world.owner.token);
    expect((await call(api, 'POST', `/api/organisations/${world.companyId}/jobs/${closed.jobId}/close`, world.owner.token, {}, { 'if-match': version.etag ?? '' })).status).toBe(200);

    await sendReminders(deps(), reminderKinds, closed.deadlineMs - hourMs);
    await sendReminders(deps(), reminderKinds, late.deadlineMs + hourMs);
    await sendReminders(deps(), reminderKinds, unsaved.deadlineMs - hourMs);
    expect(await deadlineMails(s.address)).toEqual([]);
  });

  it('keeps the two settings apart and refuses a body that changes neither', async () => {
    const s = await student('settings');
    expect((await call(api, 'PUT', '/api/student/reminder-settings', s.token, { eventReminders: false })).body).toEqual({ eventReminders: false, deadlineReminders: true });
    expect((await call(api, 'PUT', '/api/student/reminder-settings', s.token, { deadlineReminders: false })).body).toEqual({ eventReminders: false, deadlineReminders: false });
    for (const bad of [{}, { deadlineReminders: 'no' }, { deadlineReminders: null }]) {
      expect((await call(api, 'PUT', '/api/student/reminder-settings', s.token, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(api, 'GET', '/api/student/reminder-settings', s.token)).body).toEqual({ eventReminders: false, deadlineReminders: false });
  });
});
