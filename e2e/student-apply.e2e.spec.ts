// Issue 23 on a 390 px phone through the real server: a new student keeps a CV in their settings, finds the job in
// their feed (jobs of their track) and applies in one step with it from the job page; the employer opens the CV and
// moves the application to "interview", and the student sees the timeline and the new status on "My applications"
// and by mail. A job closed with an open application
// sends the closed notice (page and mail). The apply box, settings and applications screens are axe-checked, and the
// applications screen with its timeline fits 390 px in all six languages.
import type { APIRequestContext } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, registerEmployerThroughApi, uniqueEmail, type Employer } from './employer-support.ts';
import { loginThroughUi, registerThroughApi, waitForMail } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems, measureLayout, settle } from './support/layout.ts';

const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Amira\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function postJob(request: APIRequestContext, employer: Employer, companyId: string, title: string): Promise<string> {
  const created = await request.post(`/api/organisations/${companyId}/jobs`, {
    headers: { Authorization: `Bearer ${employer.token}` },
    data: {
      title,
      type: 'internship',
      track: 'Finance',
      locations: ['London'],
      remote: false,
      description: '<p>Ten weeks on the desk.</p>',
      requirements: [],
      salary: null,
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      apply: { method: 'platform' },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { job: { uniqueId: string } }).job.uniqueId;
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB', timezoneId: 'Europe/London' });

test('a new student applies in one step with their saved CV, follows the status to interview, and gets the closed notice', async ({ page, request, context, baseURL }) => {
  test.setTimeout(300_000);
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'greta'), 'Greta');
  const companyName = `Aldgate Partners ${Date.now().toString(36)}`;
  const companyId = await createCompanyThroughApi(request, employer, companyName);
  await approveCompany(request, companyId);
  const jobId = await postJob(request, employer, companyId, 'Markets Intern');
  const closingJobId = await postJob(request, employer, companyId, 'Research Intern');
  const untouchedJobId = await postJob(request, employer, companyId, 'Graduate Analyst');
  const employerAuth = { Authorization: `Bearer ${employer.token}` };

  const studentEmail = uniqueEmail('ucl.ac.uk', 'amira');
  const studentToken = await registerThroughApi(request, studentEmail);
  await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL! }]);
  await loginThroughUi(page, studentEmail);

  // ── Settings: the CV kept once in the profile.
  await page.goto('/student/settings');
  const cvCard = page.getByTestId('saved-cv-settings');
  await expect(cvCard.getByTestId('saved-cv-current')).toHaveText('No CV saved yet.');
  await cvCard.getByTestId('saved-cv-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await expect(cvCard.getByText('The CV must be a PDF file.')).toBeVisible();
  await cvCard.getByTestId('saved-cv-file').setInputFiles({ name: 'Amira CV.pdf', mimeType: 'application/pdf', buffer: CV });
  await expect(cvCard.getByTestId('saved-cv-current')).toContainText('Amira CV.pdf');
  await expectNoAxeViolations(page, '/student/settings (saved CV)');

  // ── The feed: jobs of the student's track, found by the company's name, open the job page.
  await page.goto('/student');
  await expect(page.getByRole('region', { name: 'Your feed' })).toBeVisible();
  await page.getByTestId('feed-kind').selectOption('job');
  await page.getByTestId('feed-track').selectOption('Finance');
  await page.getByTestId('feed-search').fill(companyName);
  await page.getByTestId('feed-search-submit').click();
  await expect(page).toHaveURL(/kind=job/);
  await expect(page.getByTestId('feed-item')).toHaveCount(3);
  await page.getByTestId('feed-item').filter({ hasText: 'Markets Intern' }).getByTestId('feed-item-link').click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));

  // ── The job page: one step with the saved CV.
  await expect(page.getByTestId('job-title')).toHaveText('Markets Intern');
  await expect(page.getByTestId('apply-cv-saved')).toBeChecked();
  await expect(page.getByTestId('apply-cv-choice')).toContainText('Use my saved CV (Amira CV.pdf');
  await expectNoAxeViolations(page, '/jobs/{uniqueId} (apply box with a saved CV)');
  await page.getByTestId('job-apply-submit').click();
  await expect(page.getByTestId('my-application').getByTestId('application-stage')).toHaveText('Applied');
  const confirmation = await waitForMail(request, studentEmail, /We have received your application/);
  expect(confirmation.text).toContain(`Your application for Markets Intern at ${companyName} has been sent.`);

  // ── The employer opens the CV (the student's "viewed"), then shortlists and invites to interview.
  const applicants = (await (await request.get(`/api/organisations/${companyId}/jobs/${jobId}/applications`, { headers: employerAuth })).json()) as { applications: { applicationId: string }[] };
  const applicationId = applicants.applications[0]!.applicationId;
  const cv = await request.get(`/api/organisations/${companyId}/jobs/${jobId}/applications/${applicationId}/cv`, { headers: employerAuth });
  expect(Buffer.from(await cv.body()).equals(CV)).toBe(true);
  for (const stage of ['shortlisted', 'interview']) {
    expect((await request.post(`/api/organisations/${companyId}/jobs/${jobId}/applications/${applicationId}/stage`, { headers: employerAuth, data: { stage } })).status()).toBe(200);
  }

  // ── The second job closes while the student's application to it is still open.
  const auth = { Authorization: `Bearer ${studentToken}` };
  expect((await request.post(`/api/jobs/${closingJobId}/apply`, { headers: auth, data: { useSavedCv: true } })).status()).toBe(201);
  expect((await request.post(`/api/organisations/${companyId}/jobs/${closingJobId}/close`, { headers: { ...employerAuth, 'If-Match': '"1"' }, data: {} })).status()).toBe(200);

  // ── "My applications": the new status with its timeline, and the closed notice.
  await page.goto('/student/applications');
  const markets = page.getByTestId('my-application-row').filter({ hasText: 'Markets Intern' });
  await expect(markets.getByTestId('application-stage')).toHaveText('Interview');
  const steps = markets.getByTestId('application-timeline').locator('li');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Applied');
  await expect(steps.nth(1)).toContainText('Viewed by the company');
  await expect(steps.nth(2)).toContainText('Shortlisted');
  await expect(steps.nth(3)).toContainText('Interview');
  const research = page.getByTestId('my-application-row').filter({ hasText: 'Research Intern' });
  await expect(research.getByTestId('application-stage')).toHaveText('Closed');
  await expect(research.getByTestId('application-closed-note')).toBeVisible();
  await expect(research.getByTestId('job-withdraw')).toHaveCount(0);
  await expect(markets.getByTestId('job-withdraw')).toBeVisible();
  await expectNoAxeViolations(page, '/student/applications (timeline, closed)');
  // Three updates: shortlisted, interview, and the closed notice (newest first once all three are there).
  await waitForMail(request, studentEmail, /An update on your application/, 2);
  const box = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(studentEmail)}`)).json()) as { messages: { subject: string; text: string }[] };
  const updates = box.messages.filter((m) => m.subject === 'An update on your application').map((m) => m.text);
  expect(updates).toHaveLength(3);
  expect(updates.filter((text) => text.includes(`${companyName} would like to interview you for Markets Intern.`))).toHaveLength(1);
  expect(updates.filter((text) => text.includes(`${companyName} has closed the job Research Intern`))).toHaveLength(1);

  // ── The applications screen (timeline and all) and the apply box with its CV choice fit 390 px in every language.
  const failures: string[] = [];
  for (const lng of ['en', 'de', 'fr', 'pl', 'es', 'it'] as const) {
    await context.addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
    await page.goto('/student/applications');
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByTestId('application-timeline').first()).toBeVisible();
    await settle(page);
    for (const problem of layoutProblems(await measureLayout(page))) failures.push(`${lng} applications: ${problem}`);
    await page.goto(`/jobs/${untouchedJobId}`);
    await expect(page.getByTestId('apply-cv-choice')).toBeVisible();
    await settle(page);
    for (const problem of layoutProblems(await measureLayout(page))) failures.push(`${lng} apply box: ${problem}`);
  }
  expect(failures).toEqual([]);
});
