// The Employer Hub's whole journey (issue 11, "Done when") through the real UI in Chromium: an employer registers at
// /employer/register (code from the local outbox), creates the company, which an admin approves, sets up its
// profile, publishes an approval event and a job of the Start-Up track from /create/event and /create/job; a student
// (own browser context) with that track finds both in the dashboard's Opportunities and the event in /events, asks
// to attend and applies; the employer approves the request on /dashboard/events/details and shortlists the
// application on /dashboard/job/details/{id}; the student sees both changes on their pages.
import type { Browser, Page } from '@playwright/test';
import { companyDomain, uniqueEmail } from './employer-support.ts';
import { PASSWORD, loginThroughUi, readOtp, registerThroughApi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** YYYY-MM-DD `days` from today (the editor's date input). */
const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
  return context.newPage();
}

/** Scrolls /events like a reader until the card with this title shows (the list loads more as it is scrolled). */
async function scrollToCard(page: Page, title: string): Promise<void> {
  const card = page.getByTestId('event-card').filter({ hasText: title });
  for (let i = 0; i < 40 && !(await card.first().isVisible()); i++) {
    await page.mouse.wheel(0, 3_000);
    await page.waitForTimeout(250);
  }
  await expect(card.first()).toBeVisible();
}

test.describe('the employer hub, end to end', () => {
  test.slow();

  test('register, set up the company, publish an event and a job; a student attends and applies; the employer decides; the student sees it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const stamp = Date.now().toString(36);
    const email = uniqueEmail(companyDomain(), 'selma');
    const companyName = `Fjordlight Ventures ${stamp}`;
    const eventTitle = `Founders Breakfast ${stamp}`;
    const jobTitle = `Venture Analyst Intern ${stamp}`;

    // ── The employer registers with the code from the mailbox and creates the company.
    await page.goto('/employer/register');
    await page.getByLabel('First name').fill('Selma');
    await page.getByLabel('Last name').fill('Haugen');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('employer-register-submit').click();
    await expect(page).toHaveURL(/\/employer\/register\/verify$/);
    await page.getByTestId('otp-input').fill(await readOtp(request, email));
    await page.getByTestId('otp-submit').click();
    await expect(page).toHaveURL(/\/create\/company$/);
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Website').fill('fjordlight.example.com');
    await page.getByLabel('Industry').selectOption({ label: 'Consulting' });
    await page.getByLabel('Company size').selectOption('11-50');
    await page.getByLabel('Headquarters').selectOption('Norway');
    await page.getByTestId('company-submit').click();
    await expect(page).toHaveURL(/\/create\/company\/role$/);
    await page.getByTestId('role-Hiring manager').click();
    await page.getByTestId('role-confirm-submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('company-status')).toHaveText('Pending review');

    // ── An admin approves the company; the employer sets up its profile.
    await page.getByTestId('employer-nav-company').click();
    await expect(page).toHaveURL(/\/dashboard\/company\/[0-9a-f-]{36}$/);
    const companyId = /company\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await approveCompany(request, companyId);
    await page.reload();
    await page.getByTestId('company-edit').click();
    await expect(page).toHaveURL(new RegExp(`/company/edit/${companyId}$`));
    await page.getByLabel('Tagline').fill('Early money for northern founders');
    await page.getByLabel('About', { exact: true }).fill('Fjordlight backs pre-seed teams across the Nordics.\nWe take two interns a year.');
    await page.getByTestId('add-location').click();
    await page.getByTestId('location-0').fill('Oslo');
    await page.getByTestId('company-save').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/company/${companyId}$`));
    await expect(page.getByTestId('company-public-link')).toBeVisible();

    // ── An approval event of the Start-Up track, from /create/event.
    await page.getByTestId('employer-nav-events').click();
    await page.getByTestId('event-create-link').first().click();
    await expect(page).toHaveURL(/\/create\/event$/);
    await page.getByLabel('Title').fill(eventTitle);
    await page.getByLabel('Type').selectOption('Physical Event');
    await page.getByLabel('Career track').selectOption('Start-Up');
    await page.getByTestId('event-description').click();
    await page.keyboard.type('Coffee with our partners and founders.');
    await page.getByLabel('Date', { exact: true }).fill(dayFromNow(2));
    await page.getByLabel('Start time').fill('08:30');
    await page.getByLabel('End time').fill('10:00');
    await page.getByLabel('Address or place name').fill('Karl Johans gate 1, Oslo');
    await page.getByLabel('Map place ID (optional)').fill('ChIJOfBn8mFuQUYRmh4j019gkn4');
    await page.getByTestId('event-approval').check();
    await expectNoAxeViolations(page, '/create/event (with a track)');
    await page.getByTestId('event-publish').click();
    await expect(page).toHaveURL(/\/dashboard\/events\/details$/);
    await expect(page.getByTestId('hosted-event-status')).toHaveText('Published');

    // ── A job of the same track, from /create/job.
    await page.getByTestId('employer-nav-jobs').click();
    await page.getByTestId('job-create-link').click();
    await expect(page).toHaveURL(/\/create\/job$/);
    await page.getByLabel('Job title').fill(jobTitle);
    await page.getByLabel('Type').selectOption('internship');
    await page.getByLabel('Career track').selectOption('Start-Up');
    await page.getByLabel('Locations').fill('Oslo');
    await page.getByTestId('job-description').click();
    await page.keyboard.type('Screen pitch decks and meet founders.');
    await page.getByLabel('Application deadline').fill(dayFromNow(30));
    await page.getByTestId('job-submit').click();
    await expect(page).toHaveURL(/\/dashboard\/job\/details\/[0-9a-f-]{36}$/);
    const jobId = /details\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

    // ── The student chooses the Start-Up track and finds both in the dashboard's Opportunities.
    const studentEmail = uniqueEmail('ucl.ac.uk', 'linnea');
    await registerThroughApi(request, studentEmail);
    const student = await newPage(browser, baseURL);
    await loginThroughUi(student, studentEmail);
    await student.goto('/student/settings');
    await student.getByTestId('track-option-Start-Up').check();
    await student.getByTestId('track-option-Finance').uncheck();
    await student.getByTestId('tracks-save').click();
    await expect(student.getByTestId('tracks-saved')).toBeVisible();
    await student.goto('/student');
    await expect(student.getByTestId('track-name')).toHaveText('Start-Up');
    const jobLink = student.getByTestId('opportunity-link').filter({ hasText: jobTitle });
    const eventLink = student.getByTestId('opportunity-link').filter({ hasText: eventTitle });
    await expect(jobLink).toHaveText(`${jobTitle} · ${companyName}`);
    await expect(eventLink).toHaveText(`${eventTitle} · ${companyName}`);
    await expect(student.getByTestId('opportunity').filter({ hasText: eventTitle })).toContainText('Event');
    // Real entries only: the demo's (which link into the feed, having no page) are gone for a track with real ones.
    await expect(student.locator('[data-testid="opportunity-link"][href^="/student"]')).toHaveCount(0);
    await expectNoAxeViolations(student, '/student (real opportunities)');

    // ── The event is in /events too; the student asks to attend on its page.
    await student.goto('/events');
    await scrollToCard(student, eventTitle);
    await student.goto('/student');
    await eventLink.click();
    await expect(student).toHaveURL(/\/event\/[a-z0-9-]+$/);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText(eventTitle);
    await expect(student.getByTestId('approval-required')).toBeVisible();
    await student.getByTestId('attend-button').click();
    await expect(student.getByTestId('attend-button')).toHaveText('Request pending');
    const eventPath = new URL(student.url()).pathname;

    // ── …and applies to the job from the dashboard.
    await student.goto('/student');
    await jobLink.click();
    await expect(student).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await student.getByLabel('Cover note (optional)').fill('I run a student founders club and read every deck I can find.');
    await student.getByTestId('job-apply-submit').click();
    await expect(student.getByTestId('my-application').getByTestId('application-stage')).toHaveText('Applied');

    // ── The employer approves the request on the event's details…
    await page.getByTestId('employer-nav-events').click();
    await page.getByTestId('hosted-event-card').filter({ hasText: eventTitle }).getByTestId('hosted-event-details').click();
    await expect(page).toHaveURL(/\/dashboard\/events\/details$/);
    const pending = page.getByTestId('event-request');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText('Linnea');
    await pending.getByTestId('request-approve').click();
    await expect(page.getByTestId('event-participant')).toHaveCount(1);
    await expect(page.getByTestId('event-requests-empty')).toBeVisible();

    // …and shortlists the application on the job's details.
    await page.getByTestId('employer-nav-jobs').click();
    await page.getByTestId('job-post').filter({ hasText: jobTitle }).getByTestId('job-applicants-link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/job/details/${jobId}$`));
    const applicant = page.getByTestId('pipeline-card');
    await expect(applicant).toHaveCount(1);
    await expect(applicant).toContainText('Linnea');
    // Selected and moved with the bulk bar (Shortlisted is its first choice).
    await applicant.getByRole('checkbox').check();
    await page.getByTestId('pipeline-bulk-move').click();
    await expect(page.getByTestId('pipeline-column-shortlisted').getByTestId('pipeline-card')).toHaveCount(1);

    // ── The student sees both: shortlisted on the job page and in their applications, attending on the event page.
    await student.reload();
    await expect(student.getByTestId('my-application').getByTestId('application-stage')).toHaveText('Shortlisted');
    await student.goto('/student/applications');
    const row = student.getByTestId('my-application-row').filter({ hasText: jobTitle });
    await expect(row.getByTestId('application-stage')).toHaveText('Shortlisted');
    await student.goto(eventPath);
    await expect(student.getByTestId('attend-button')).toHaveText('Attending');
    await expectNoAxeViolations(student, '/event/{link} (approved)');
    await student.context().close();
  });
});
