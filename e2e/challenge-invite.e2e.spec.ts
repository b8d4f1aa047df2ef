// Issue 12 '/invite/{link}': an employer shares an invite link to a challenge; a visitor who opens it registers with
// /register?invite=… and, once the onboarding is saved, lands in the challenge and can start it. The challenge is
// made through the API (the builder has its own spec), the visitor's way through the screens.
import type { APIRequestContext } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { PASSWORD, pickUniversity, readOtp } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const hourMs = 3_600_000;

/** A published auto-graded Finance challenge of a new approved company, and a fresh invite path to it. */
async function invitedChallenge(request: APIRequestContext): Promise<{ uniqueId: string; title: string; path: string }> {
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'ines'));
  const companyId = await createCompanyThroughApi(request, employer, 'Invite Partners');
  await approveCompany(request, companyId);
  const auth = { Authorization: `Bearer ${employer.token}` };
  const title = `Invited Valuation ${Date.now().toString(36)}`;
  const now = Date.now();
  const created = await request.post(`/api/organisations/${companyId}/challenges`, {
    headers: auth,
    data: {
      title,
      track: 'Finance',
      series: null,
      summary: 'Value a target and defend your number.',
      learn: ['DCF basics'],
      minutes: 20,
      opensAt: new Date(now - hourMs).toISOString(),
      closesAt: new Date(now + 48 * hourMs).toISOString(),
      material: { html: '<p>The target earns 12m a year.</p>', images: [], files: [] },
      tasks: [
        { id: 'pick', kind: 'single', prompt: 'Which multiple fits?', points: 10, options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'P/B' }], correct: 'a' },
        { id: 'risks', kind: 'multiple', prompt: 'Which are deal risks?', points: 10, options: [{ id: 'r1', text: 'Key person' }, { id: 'r2', text: 'Sunny weather' }, { id: 'r3', text: 'Customer concentration' }], correct: ['r1', 'r3'] },
        { id: 'steps', kind: 'ordering', prompt: 'Order the deal steps.', points: 10, items: [{ id: 's1', text: 'Teaser' }, { id: 's2', text: 'NDA' }, { id: 's3', text: 'SPA' }] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uniqueId = ((await created.json()) as { challenge: { uniqueId: string } }).challenge.uniqueId;
  const published = await request.post(`/api/organisations/${companyId}/challenges/${uniqueId}/publish`, {
    headers: { ...auth, 'If-Match': created.headers()['etag'] ?? '' },
  });
  expect(published.status(), await published.text()).toBe(200);
  const invite = await request.post(`/api/organisations/${companyId}/challenges/${uniqueId}/invites`, { headers: auth });
  expect(invite.status()).toBe(201);
  const { path } = (await invite.json()) as { path: string };
  expect(path).toMatch(/^\/invite\/[A-Za-z0-9_-]{22}$/);
  return { uniqueId, title, path };
}

test('an invite link → registration with the invite → onboarding → the challenge, ready to start', async ({ page, request }) => {
  test.setTimeout(120_000);
  const challenge = await invitedChallenge(request);

  // The visitor opens the shared link: the firm's invitation, the challenge's facts, and the way to register.
  await page.goto(challenge.path);
  await expect(page.getByTestId('invite-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  await expect(page.getByText('Invite Partners invites you')).toBeVisible();
  await expectNoAxeViolations(page, 'invite page');
  await page.getByTestId('invite-register').click();
  const link = challenge.path.slice('/invite/'.length);
  await expect(page).toHaveURL(new RegExp(`/register\\?invite=${link}$`));

  // Registration as on any day, the invite carried along.
  const email = uniqueEmail('student.ucl.ac.uk', 'ines');
  await pickUniversity(page, 'United Kingdom', 'University College London, University of London');
  await page.getByTestId('registration-next').click();
  await page.getByLabel('University email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('otp-input').fill(await readOtp(request, email));
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('otp-submit').click();

  // The onboarding (a challenge needs the year of study), then straight into the invited challenge.
  await expect(page).toHaveURL(/\/student\/onboarding$/);
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('Year of study').selectOption('finalYear');
  await page.getByTestId('onboarding-save').click();
  await expect(page).toHaveURL(new RegExp(`/challenge/${challenge.uniqueId}$`));
  await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  await page.getByTestId('challenge-take').click();
  await expect(page).toHaveURL(new RegExp(`/challenge/attempt/${challenge.uniqueId}$`));

  // The invite was used up: the dashboard no longer points to it.
  await page.goto('/student');
  await expect(page.getByTestId('student-greeting')).toBeVisible();
  await expect(page.getByTestId('my-challenges-invited')).toHaveCount(0);
});
