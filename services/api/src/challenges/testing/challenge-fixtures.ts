import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { appendToStream } from '@fast-track/shared/event-store/append';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { attemptStreamId, type AttemptRanked } from '../attempt.ts';
import { challengePercentilesProjection } from '../read-models/percentiles.projection.ts';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from '../../testing/audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';

// Helpers of the challenge tests: a builder form with every task kind, a world of an approved company, onboarded
// students, and the few calls the tests repeat — all through the real routes.

const hourMs = 3_600_000;

/** A response body as tests read it: JSON whose shape the assertions check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions, not types, check the shape here
export type Body = Record<string, any>;

export interface ChallengesWorld {
  companyId: string;
  owner: Registered;
  /** An employer of another (pending) company. */
  pendingOwner: Registered;
}

export function challengeForm(nowMs: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'M&A Valuation Sprint',
    track: 'Finance',
    series: null,
    summary: 'Value a mid-cap target and defend your number.',
    learn: ['DCF basics', 'Comparable companies'],
    minutes: 30,
    opensAt: new Date(nowMs - hourMs).toISOString(),
    closesAt: new Date(nowMs + 48 * hourMs).toISOString(),
    material: { html: '<p>The <strong>target</strong> earns 12m a year.</p>', images: [], files: [] },
    tasks: [
      {
        id: 'pick',
        kind: 'single',
        prompt: 'Which multiple fits?',
        points: 10,
        modelAnswer: 'Model: EV over EBITDA ignores leverage',
        feedback: 'Feedback: most picked P/B, a bank metric',
        options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'P/B' }, { id: 'c', text: 'P/S' }],
        correct: 'a',
      },
      {
        id: 'risks',
        kind: 'multiple',
        prompt: 'Which are deal risks?',
        points: 10,
        options: [{ id: 'r1', text: 'Customer concentration' }, { id: 'r2', text: 'Key person' }, { id: 'r3', text: 'Sunny weather' }, { id: 'r4', text: 'Cheap debt' }],
        correct: ['r1', 'r2'],
      },
      {
        id: 'ev',
        kind: 'numeric',
        prompt: 'EBITDA is {{a}}m and the multiple {{b}}x: what is the EV in m?',
        points: 10,
        params: [{ name: 'a', min: 10, max: 20, step: 1 }, { name: 'b', min: 6, max: 9, step: 0.5 }],
        answer: 'a * b',
        tolerance: { mode: 'absolute', value: 0.5 },
        unit: 'm',
      },
      { id: 'steps', kind: 'ordering', prompt: 'Order the deal steps.', points: 10, items: [{ id: 's1', text: 'Teaser' }, { id: 's2', text: 'NDA' }, { id: 's3', text: 'LOI' }, { id: 's4', text: 'SPA' }] },
      {
        id: 'memo',
        kind: 'written',
        prompt: 'Write the investment memo summary.',
        points: 10,
        maxLength: 1000,
        modelAnswer: 'Model memo: buy at 7x, hedge the top client',
        feedback: 'Feedback memo: lead with the thesis',
        rubric: [{ id: 'clarity', criterion: 'Clear thesis', points: 6 }, { id: 'risks', criterion: 'Names the risks', points: 4 }],
      },
    ],
    ...overrides,
  };
}

/** The same form without the written task: ranked the moment it is submitted. */
export const autoGradedForm = (nowMs: number, overrides: Record<string, unknown> = {}) => {
  const form = challengeForm(nowMs, overrides);
  return { ...form, tasks: (form['tasks'] as { kind: string }[]).filter((t) => t.kind !== 'written') };
};

export async function send(api: StudentApi, method: 'PUT' | 'POST' | 'GET' | 'DELETE', path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? bearer(token) : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as Body, headers: res.headers };
}

/** Drafts and publishes a challenge; returns its id. */
export async function publishedChallenge(api: StudentApi, world: ChallengesWorld, form: Record<string, unknown>): Promise<string> {
  const base = `/api/organisations/${world.companyId}/challenges`;
  const created = await send(api, 'POST', base, world.owner.token, form);
  if (created.status !== 201) throw new Error(`draft answered ${created.status} ${created.text}`);
  const id = (created.body['challenge'] as { uniqueId: string }).uniqueId;
  const published = await send(api, 'POST', `${base}/${id}/publish`, world.owner.token, undefined, { 'if-match': created.headers.get('etag') ?? '' });
  if (published.status !== 200) throw new Error(`publish answered ${published.status} ${published.text}`);
  return id;
}

export async function onboardedStudent(api: StudentApi, name = 'anna', yearOfStudy = 'finalYear', tracks = ['Finance']): Promise<string> {
  const token = await registerStudent(api, uniqueAddress(name), { selected2: tracks.map((id) => ({ id })) });
  const res = await api.post('/api/student/onboarding', { firstName: name, LastName: 'Tester', yearOfStudy, selectedItem: tracks.map((id) => ({ id })) }, bearer(token));
  if (res.status !== 200) throw new Error(`onboarding answered ${res.status} ${await res.text()}`);
  return token;
}

/** An approved company with its owner, and the owner of a pending company (a member of another company). */
export async function challengesWorld(db: Db, api: StudentApi): Promise<ChallengesWorld> {
  const owner = await registerEmployer(api, workAddress('olga'));
  const companyId = await createCompany(api, owner.token);
  const admin = await signInAdmin(api, await createTestAdmin(db, api));
  const approved = await api.post(`/api/admin/organisations/${companyId}/approve`, {}, bearer(admin));
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
  const pendingOwner = await registerEmployer(api, workAddress('pia'));
  await createCompany(api, pendingOwner.token, { name: 'Pending Partners', website: 'https://pending.example.com', industry: 'Law', size: '1-10', country: 'Germany' });
  return { companyId, owner, pendingOwner };
}

/**
 * Other students' ranked results of a challenge, straight into the log: a cohort reaches the rank rule's minimum
 * (20) without registering twenty accounts. Only the percentile projection reads these.
 */
export async function rankOthers(db: Db, nowMs: number, challengeId: string, percents: readonly number[], yearOfStudy = 'finalYear', track = 'Finance'): Promise<void> {
  for (const percent of percents) {
    const studentId = randomUUID();
    const event: AttemptRanked = {
      type: 'AttemptRanked',
      data: { attemptId: randomUUID(), challengeId, studentId, track, yearOfStudy, score: { earned: (percent * 40) / 100, total: 40, percent }, certificateId: randomUUID().slice(0, 22), at: new Date(nowMs).toISOString() },
    };
    await appendToStream(db, attemptStreamId(challengeId, studentId), [event], { expectedVersion: 'any' });
  }
}

/** Drains the percentile projection until the challenge's cohort holds `n` results (the app's own runner may hold it). */
export async function cohortSettled(db: Db, challengeId: string, n: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    await drainProjections(db, [challengePercentilesProjection]);
    const found = await db.query<{ ok: boolean }>('SELECT count(*) = $2 AND bool_and(cohort_size = $2) AS ok FROM challenge_percentiles WHERE challenge_id = $1', [challengeId, n]);
    if (found.rows[0]?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the cohort of ${challengeId} never reached ${n}`);
}
