import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { expect } from 'vitest';
import { eventDetails, publish, registerHost } from '../api-fixture.ts';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress } from '../audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../student-api.ts';

// The shared ground of the hostile-input specs (services/api/src/http/hostile-input.int.spec.ts and
// services/api/src/accounts/registration-edge.int.spec.ts): the world the example requests point into.

export interface World {
  jobId: string;
  /** A draft of the hostile employer's company (the routes' :eventId). */
  hostedEventId: string;
  eventId: string;
  link: string;
  questionId: string;
  companyId: string;
  employerId: string;
  tokens: { visitor: undefined; student: string; employer: string; admin: string };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface Example {
  body?: (w: World) => Record<string, Json>;
  query?: (w: World) => Record<string, string>;
}

export const address = 'anna.hostile@student.ucl.ac.uk';
export const adminPath = '/ops-door-hostile-7q';
export const dsa = 'd'.repeat(43);

/** How many events the log holds: a refusal must leave it unchanged. */
export const eventCount = async (db: Db) => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

/** A student, an employer with a (pending) company, its job and draft event, an admin, and a published event with a question. */
export async function hostileWorld(db: Db, api: StudentApi, bodies: { job: Record<string, Json>; hostedEvent: Record<string, Json> }): Promise<World> {
  const student = await registerStudent(api, uniqueAddress('hostile'));
  const employer = await registerEmployer(api, workAddress('hostile'));
  const companyId = await createCompany(api, employer.token);
  const admin = await signInAdmin(api, await createTestAdmin(db, api));
  await registerHost(db);
  const eventId = randomUUID();
  const details = eventDetails(eventId, Date.now() + 86_400_000);
  await publish(db, details);
  const asked = (await (await api.post('/api/event/post/question', { eventId, question: 'Is there a dress code?' }, bearer(student))).json()) as {
    newQuestion: { uniqueId: string };
  };
  const job = await api.post(`/api/organisations/${companyId}/jobs`, bodies.job, bearer(employer.token));
  expect(job.status).toBe(201);
  const hosted = await api.post(`/api/organisations/${companyId}/events`, { ...bodies.hostedEvent, publish: false }, bearer(employer.token));
  expect(hosted.status).toBe(201);
  return {
    jobId: ((await job.json()) as { job: { uniqueId: string } }).job.uniqueId,
    hostedEventId: ((await hosted.json()) as { event: { uniqueId: string } }).event.uniqueId,
    eventId,
    link: details.link,
    questionId: asked.newQuestion.uniqueId,
    companyId,
    employerId: employer.uniqueId,
    tokens: { visitor: undefined, student, employer: employer.token, admin },
  };
}
