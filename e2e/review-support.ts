// A ranked challenge with a review screen to reach (e2e/student-phone-findings.e2e.spec.ts, the axe sweep): a
// published Finance challenge of a new approved company with long prompts, and an onboarded student.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { registerThroughApi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expect } from './support/fixtures.ts';

const hourMs = 3_600_000;
// Long prompts, as real cases have: beside them the narrow columns must still not break their words.
export const PICK = 'Which valuation multiple fits a mature, asset-light software company with stable recurring revenue and no debt?';
export const RISKS = 'Which of these are material risks for a buyer in a carve-out of a division with shared services and key customers?';

/** A published Finance challenge (single, multiple with three right options, ordering) of a new approved company. */
export async function challenge(request: APIRequestContext): Promise<string> {
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'rita'));
  const companyId = await createCompanyThroughApi(request, employer, 'Review Partners');
  await approveCompany(request, companyId);
  const auth = { Authorization: `Bearer ${employer.token}` };
  const now = Date.now();
  const created = await request.post(`/api/organisations/${companyId}/challenges`, {
    headers: auth,
    data: {
      title: `Carve-out ${now.toString(36)}`,
      track: 'Finance',
      series: null,
      summary: 'Value a carve-out.',
      learn: ['Carve-outs'],
      minutes: 30,
      opensAt: new Date(now - hourMs).toISOString(),
      closesAt: new Date(now + 48 * hourMs).toISOString(),
      material: { html: '<p>The division earns 12m a year.</p>', images: [], files: [] },
      tasks: [
        { id: 'pick', kind: 'single', prompt: PICK, points: 10, options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'P/B' }], correct: 'a' },
        {
          id: 'risks',
          kind: 'multiple',
          prompt: RISKS,
          points: 10,
          options: [{ id: 'r1', text: 'Key person' }, { id: 'r2', text: 'Shared IT' }, { id: 'r3', text: 'Customer concentration' }, { id: 'r4', text: 'Sunny weather' }],
          correct: ['r1', 'r2', 'r3'],
        },
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

export async function student(request: APIRequestContext, name: string): Promise<string> {
  const token = await registerThroughApi(request, uniqueEmail('ucl.ac.uk', name));
  const onboarded = await request.post('/api/student/onboarding', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Noor', LastName: 'Haddad', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  return token;
}

/** The attempt's review screen: to the last task, then 'Review answers'. */
export async function openReview(page: Page, challengeId: string): Promise<Locator> {
  await page.goto(`/challenge/attempt/${challengeId}`);
  await page.locator('.attempt__tasks button').last().click();
  await page.getByTestId('attempt-review').click();
  const review = page.getByTestId('attempt-review-page');
  await expect(review).toBeVisible();
  return review;
}
