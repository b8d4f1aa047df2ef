// Helpers for the talent-pool journeys (e2e/talent-pool.e2e.spec.ts, e2e/messaging.e2e.spec.ts): a published Finance
// challenge of the company, a student who onboards, shows their profile to participants and takes it (through the API;
// those screens have specs of their own), and the wait until the student is ranked in a percentile band.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './support/fixtures.ts';
import { registerThroughApi, uniqueEmail } from './identity-support.ts';

const hourMs = 3_600_000;

/** A published Finance challenge of the company, open now; returns its id. */
export async function challengeOf(request: APIRequestContext, token: string, companyId: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const now = Date.now();
  const created = await request.post(`/api/organisations/${companyId}/challenges`, {
    headers: auth,
    data: {
      title: `Talent Valuation ${now.toString(36)}`,
      track: 'Finance',
      series: null,
      summary: 'Value a target.',
      learn: ['DCF basics'],
      minutes: 20,
      opensAt: new Date(now - hourMs).toISOString(),
      closesAt: new Date(now + 48 * hourMs).toISOString(),
      material: { html: '<p>The target earns 12m a year.</p>', images: [], files: [] },
      tasks: [
        { id: 'pick', kind: 'single', prompt: 'Which multiple fits?', points: 10, options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'P/B' }], correct: 'a' },
        { id: 'risks', kind: 'multiple', prompt: 'Which are deal risks?', points: 10, options: [{ id: 'r1', text: 'Key person' }, { id: 'r2', text: 'Sunny weather' }], correct: ['r1'] },
        { id: 'steps', kind: 'ordering', prompt: 'Order the deal steps.', points: 10, items: [{ id: 's1', text: 'Teaser' }, { id: 's2', text: 'NDA' }, { id: 's3', text: 'SPA' }] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { challenge: { uniqueId: string } }).challenge.uniqueId;
  const published = await request.post(`/api/organisations/${companyId}/challenges/${id}/publish`, { headers: { ...auth, 'If-Match': created.headers()['etag'] ?? '' } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/**
 * The rank rule (docs/challenges.md § Rank rules) gives a percentile only once a challenge's cohort holds 20
 * ranked results: `count` more Finance final-year students take the challenge with a wrong answer (0 %), a few at a
 * time, so the student under test can be ranked.
 */
export async function fillCohort(request: APIRequestContext, challengeId: string, count = 19): Promise<void> {
  const one = async () => {
    const token = await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'cora'));
    const auth = { Authorization: `Bearer ${token}` };
    const onboarded = await request.post('/api/student/onboarding', { headers: auth, data: { firstName: 'Cora', LastName: 'Cohort', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] } });
    expect(onboarded.status(), await onboarded.text()).toBe(200);
    expect((await request.post(`/api/challenges/${challengeId}/attempt`, { headers: auth })).status()).toBe(201);
    expect((await request.put(`/api/challenges/${challengeId}/attempt/answers/pick`, { headers: auth, data: { answer: { optionId: 'b' } } })).status()).toBe(200);
    expect((await request.post(`/api/challenges/${challengeId}/attempt/submit`, { headers: auth })).status()).toBe(200);
  };
  for (let done = 0; done < count; done += 4) await Promise.all(Array.from({ length: Math.min(4, count - done) }, one));
}

/** Registers a student who onboards (Finance, final year), shows their profile to participants and takes the challenge; returns their token. */
export async function studentTakes(request: APIRequestContext, email: string, challengeId: string, lastName: string): Promise<string> {
  const token = await registerThroughApi(request, email);
  const auth = { Authorization: `Bearer ${token}` };
  const onboarded = await request.post('/api/student/onboarding', { headers: auth, data: { firstName: 'Talia', LastName: lastName, yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] } });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  expect((await request.put('/api/student/settings/talent', { headers: auth, data: { visibility: 'participants', skills: ['Valuation', 'Excel'] } })).status()).toBe(200);
  expect((await request.post(`/api/challenges/${challengeId}/attempt`, { headers: auth })).status()).toBe(201);
  expect((await request.put(`/api/challenges/${challengeId}/attempt/answers/pick`, { headers: auth, data: { answer: { optionId: 'a' } } })).status()).toBe(200);
  expect((await request.post(`/api/challenges/${challengeId}/attempt/submit`, { headers: auth })).status()).toBe(200);
  return token;
}

/** Percentiles are an async projection: waits until the student (by last name) is in the company's top-`band` % of Finance. */
export async function waitUntilRanked(request: APIRequestContext, token: string, companyId: string, lastName: string, band = 10): Promise<void> {
  await expect
    .poll(async () => {
      const res = await request.get(`/api/organisations/${companyId}/talent-pool?band=${band}&bandTrack=Finance`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { students?: { lastName: string }[] }).students?.some((s) => s.lastName === lastName) ?? false;
    }, { timeout: 30_000 })
    .toBe(true);
}
