import { randomUUID } from 'node:crypto';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { createLogger } from '@fast-track/shared/logger';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { routesOf, type Route } from '../../testing/hostile-input/requests.ts';
import { bearer, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { jobsWorld, postJob, registerApplicant, type JobsWorld } from '../testing/job-fixtures.ts';

// Reviewer notes and ratings are the company's (issue 25, "Done when"): signed in as the student whose application
// was rated and noted, every GET the app answers (read from the router stack, so a new student call is covered the
// day it is added) and the student's own writes' answers hold neither the notes' text nor a rating or notes field,
// and neither do the student's mails.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
let routes: Route[];
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-privacy-3v7' });

const secret = `Reviewer-only ${randomUUID()}`;
const forbiddenKeys = new Set(['rating', 'notes', 'noteCount', 'note_count', 'reviewerNotes']);

/** Every key of a JSON answer, at any depth. */
function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
  const { app, dispose } = createApp({ db: testDb.db, logger: createLogger('test', 'silent'), adminLoginPath: '/ops-door-privacy-3v7', oauth: { publicUrl: 'http://x' } });
  routes = routesOf(app);
  dispose();
});

describe('reviews never reach the student', () => {
  it('no student-facing answer or mail holds a note, a rating or their fields', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'priya');
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: 'Keen' }, bearer(student))).status).toBe(201);
    const board = (await (await api.get(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}/pipeline`, bearer(world.owner.token))).json()) as {
      columns: { applied: { cards: { applicationId: string }[] } };
    };
    const applicationId = board.columns.applied.cards[0]!.applicationId;
    const base = `/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications/${applicationId}`;
    expect((await api.post(`${base}/rating`, { rating: 4 }, bearer(world.owner.token))).status).toBe(200);
    expect((await api.post(`${base}/notes`, { text: secret }, bearer(world.colleague.token))).status).toBe(201);
    const moved = await api.post(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications/move`, { applicationIds: [applicationId], stage: 'shortlisted' }, bearer(world.owner.token));
    expect(moved.status).toBe(200);

    const fill = (path: string) =>
      path.replace(/:(\w+)/g, (_all, name: string) =>
        name === 'jobId' ? job.uniqueId : name === 'organisationId' ? world.companyId : name === 'applicationId' ? applicationId : randomUUID(),
      );
    const read: string[] = [];
    const check = (label: string, text: string) => {
      expect(text, label).not.toContain(secret);
      expect(text, label).not.toContain('Reviewer-only');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return;
      }
      const leaked = [...keysOf(parsed)].filter((k) => forbiddenKeys.has(k));
      expect(leaked, label).toEqual([]);
    };
    for (const route of routes.filter((r) => r.method === 'GET')) {
      // A stream (server-sent events) never ends: what it sent within a moment is what is checked.
      const res = await fetch(`${api.url}${fill(route.path)}`, { headers: bearer(student), signal: AbortSignal.timeout(3000) }).catch(() => undefined);
      if (!res) continue;
      const text = await res.text().catch(() => '');
      check(`GET ${route.path} (${res.status})`, text);
      if (res.status === 200) read.push(route.path);
    }
    // The student-facing answers that matter most were really read, not refused.
    expect(read).toEqual(expect.arrayContaining(['/api/student/applications', '/api/jobs/:jobId/application', '/api/jobs/:jobId']));
    const mine = (await (await api.get('/api/student/applications', bearer(student))).json()) as { applications: { stage: string; history: unknown[] }[] };
    expect(mine.applications[0]).toMatchObject({ stage: 'shortlisted' });
    expect(mine.applications[0]!.history.length).toBeGreaterThan(1);

    // The student's own write answers, and their mails.
    const withdrawn = await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(student));
    expect(withdrawn.status).toBe(200);
    check('POST withdraw', await withdrawn.text());
    const address = ((await (await api.get('/api/student/me', bearer(student))).json()) as { user: { email: string } }).user.email;
    const mails = await api.mailbox(address);
    expect(mails.length).toBeGreaterThan(1);
    for (const mail of mails) check(`mail ${mail.subject}`, `${mail.subject}\n${mail.text}\n${mail.html}`);
  });
});
