// Issue 25's "Done when", through the real UI in Chromium: an employer signs up from /employer, creates the company
// with an uploaded logo, an admin approves it on the review screen; the employer posts a job with a knock-out
// screening question, written in English and German; a German-speaking student reads it in German (the question
// too) and applies; the employer filters the pipeline, rates, notes, bulk-moves the application to "Interview" and
// proposes times; the student picks one; both see the booking, and both have a mail with an .ics in the outbox.
// Only what the issue does not name is set up through the API: the student's account and sign-ins.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { companyDomain, uniqueEmail } from './employer-support.ts';
import { PASSWORD, readOtp } from './identity-support.ts';
import { adminToken } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const ADMIN_PATH = process.env.E2E_ADMIN_PATH ?? '';
const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** YYYY-MM-DD `days` from today (the date inputs). */
const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A German-speaking student, registered through the API with German as their language; returns the token. */
async function germanStudent(request: APIRequestContext, email: string): Promise<string> {
  const university = { name: 'University College London, University of London', area: 'United Kingdom' };
  const sent = await request.post('/api/student/otp/new', { data: { EmailAddress: email, university: university.name, lng: 'de' } });
  expect(((await sent.json()) as { msg: string }).msg).toBe('success');
  const otpform = await readOtp(request, email);
  const res = await request.post('/api/student/register/new', {
    data: { EmailAddress: email, password: PASSWORD, selected2: [{ id: 'Finance' }], uni2: university, otpform, firstName: 'Jonas' },
  });
  const body = (await res.json()) as { msg: string; token?: string };
  expect(body.msg).toBe('success');
  return body.token!;
}

/** A page of its own browser, signed in by `store` (the sign-in is not this journey's subject). */
async function signedInPage(browser: Browser, baseURL: string | undefined, locale: string, store: [storage: 'localStorage' | 'sessionStorage', key: string, token: string]): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, timezoneId: 'Europe/Berlin' });
  await context.addInitScript(([storage, key, token]) => window[storage as 'localStorage'].setItem(key, token), store);
  return context.newPage();
}

/** The .ics attachments of the mails to `to`. */
async function icsMails(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; attachments?: { filename: string; content: string }[] }[] };
  return messages.flatMap((m) => (m.attachments ?? []).filter((a) => a.filename.endsWith('.ics')).map((a) => a.content));
}

test.describe('the hiring workflow, end to end (issue 25)', () => {
  test.slow();

  test('sign-up, approval, a job in English and German, a German application, the pipeline, an interview booked with .ics mails', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(420_000);
    const stamp = Date.now().toString(36);
    const domain = companyDomain();
    const email = uniqueEmail(domain, 'greta');
    const companyName = `Rheinblick Partners ${stamp}`;
    const jobTitle = `Strategy Analyst Intern ${stamp}`;
    const germanTitle = `Praktikum Strategieberatung ${stamp}`;

    // ── Sign-up from /employer, with the code from the outbox.
    await page.goto('/employer');
    await page.getByTestId('public-sign-up').click();
    await expect(page).toHaveURL(/\/employer\/register$/);
    await page.getByLabel('First name').fill('Greta');
    await page.getByLabel('Last name').fill('Brandt');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('employer-register-submit').click();
    await expect(page).toHaveURL(/\/employer\/register\/verify$/);
    await page.getByTestId('otp-input').fill(await readOtp(request, email));
    await page.getByTestId('otp-submit').click();

    // ── The company, with an uploaded logo.
    await expect(page).toHaveURL(/\/create\/company$/);
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Website').fill(domain);
    await page.getByLabel('Industry').selectOption({ label: 'Consulting' });
    await page.getByLabel('Company size').selectOption('11-50');
    await page.getByLabel('Headquarters').selectOption('Germany');
    const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1f7a5c' } }).png().toBuffer();
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
    await page.getByLabel('About', { exact: true }).fill('Rheinblick advises mid-sized manufacturers on strategy.');
    await page.getByTestId('company-submit').click();
    await expect(page).toHaveURL(/\/create\/company\/role$/);
    await page.getByTestId('role-Hiring manager').click();
    await page.getByTestId('role-confirm-submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('company-status')).toHaveText('Pending review');

    // ── An admin approves it on the review screen (signed in as the setup project's API admin).
    const admin = await signedInPage(browser, baseURL, 'en-GB', ['sessionStorage', 'admintoken', await adminToken()]);
    await admin.goto(ADMIN_PATH);
    const card = admin.getByTestId('admin-company').filter({ hasText: companyName });
    await expect(card.getByTestId('admin-domain-match')).toHaveText(`${domain} matches the website`);
    await card.getByTestId('admin-approve').click();
    await expect(admin.getByText(`${companyName} has been approved`)).toBeVisible();
    await admin.context().close();
    await page.reload();
    await expect(page.getByTestId('company-status')).not.toHaveText('Pending review');

    // ── A job with a knock-out question, written in English and in German.
    await page.getByTestId('employer-nav-jobs').click();
    await page.getByTestId('job-create-link').click();
    await expect(page).toHaveURL(/\/create\/job$/);
    await page.getByLabel('Job title').fill(jobTitle);
    await page.getByLabel('Type').selectOption('internship');
    await page.getByLabel('Career track').selectOption('Consulting');
    await page.getByLabel('Locations').fill('Köln');
    await page.getByTestId('job-description').click();
    await page.keyboard.type('Work with our partners on growth strategies.');
    await page.getByLabel('Requirements').fill('Structured thinking');
    await page.getByLabel('Application deadline').fill(dayFromNow(30));
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 1').fill('Do you need a work visa?');
    await page.getByTestId('screening-knockout-yes').check();
    await page.getByRole('combobox', { name: 'Add a language' }).selectOption('de');
    await expect(page.getByRole('tab', { name: /Deutsch/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Job title').fill(germanTitle);
    await page.getByTestId('job-description').click();
    await page.keyboard.type('Arbeite mit unseren Partnern an Wachstumsstrategien.');
    await page.getByLabel('Requirements').fill('Strukturiertes Denken');
    await page.getByLabel('Question 1: Do you need a work visa?').fill('Brauchen Sie ein Arbeitsvisum?');
    await expectNoAxeViolations(page, '/create/job (the German version)');
    await page.getByTestId('job-submit').click();
    await expect(page).toHaveURL(/\/dashboard\/job\/details\/[0-9a-f-]{36}$/);
    const jobId = /details\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

    // ── A German-speaking student reads it in German and applies (the knock-out answer not given).
    const studentEmail = uniqueEmail('ucl.ac.uk', 'jonas');
    const student = await signedInPage(browser, baseURL, 'de-DE', ['localStorage', 'token', await germanStudent(request, studentEmail)]);
    await student.goto(`/jobs/${jobId}`);
    await expect(student.getByTestId('job-title')).toHaveText(germanTitle);
    await expect(student.getByTestId('job-title')).toHaveAttribute('lang', 'de');
    await expect(student.getByText('Arbeite mit unseren Partnern an Wachstumsstrategien.')).toBeVisible();
    await expect(student.getByTestId('written-in')).toHaveCount(0);
    await expectNoAxeViolations(student, '/jobs/{id} in German');
    const question = student.getByTestId('apply-screening').getByRole('group', { name: 'Brauchen Sie ein Arbeitsvisum?' });
    await question.getByRole('radio', { name: 'Nein' }).check();
    await student.getByTestId('apply-cv').setInputFiles({ name: 'Jonas CV.pdf', mimeType: 'application/pdf', buffer: CV });
    await student.getByTestId('job-apply-submit').click();
    await expect(student.getByTestId('my-application').getByTestId('application-stage')).toBeVisible();

    // ── The employer filters by the answer, rates, notes, bulk-moves to "Interview" and proposes times.
    await page.reload();
    await page.getByTestId('pipeline-filter-answer').selectOption({ label: 'Do you need a work visa?: No' });
    const applied = page.getByTestId('pipeline-column-applied').getByTestId('pipeline-card');
    await expect(applied).toHaveCount(1);
    await applied.getByTestId('pipeline-open').click();
    const review = page.getByTestId('pipeline-review');
    await review.getByTestId('pipeline-rate-4').check();
    await review.getByTestId('pipeline-note').fill('Strong on structure; ask about the Mittelstand case.');
    await review.getByTestId('pipeline-note-save').click();
    await expect(review.getByTestId('pipeline-notes')).toContainText('Mittelstand case');
    await page.keyboard.press('Escape');
    await page.getByTestId('pipeline-filter-rating').selectOption('4');
    await expect(applied).toHaveCount(1);
    await applied.locator('.pipeline__select').check();
    await page.getByTestId('pipeline-bulk-stage').selectOption('interview');
    await page.getByTestId('pipeline-bulk-move').click();
    const interviewing = page.getByTestId('pipeline-column-interview').getByTestId('pipeline-card');
    await expect(interviewing).toHaveCount(1);
    await interviewing.getByTestId('pipeline-open').click();
    await page.getByTestId('interview-propose').click();
    const slot = page.getByTestId('interview-slot-row').first();
    await slot.locator('input[type="date"]').fill(dayFromNow(3));
    await slot.locator('input[type="time"]').fill('10:00');
    await page.getByTestId('interview-send-times').click();
    await expect(page.getByTestId('company-interview')).toContainText('Times proposed');

    // ── The student picks the time; both see the booking.
    await student.goto('/student/applications');
    const mine = student.getByTestId('my-interview');
    await mine.getByRole('radio').first().check();
    await mine.getByTestId('interview-book').click();
    await expect(mine.getByTestId('interview-booked')).toBeVisible();
    await page.reload();
    await page.getByTestId('pipeline-column-interview').getByTestId('pipeline-open').click();
    await expect(page.getByTestId('company-interview').getByTestId('interview-booked')).toBeVisible();

    // ── Both have a mail with the interview's .ics.
    for (const to of [studentEmail, email]) {
      await expect.poll(async () => (await icsMails(request, to)).length, { message: `.ics mail to ${to}`, timeout: 15_000 }).toBeGreaterThan(0);
      expect((await icsMails(request, to))[0]).toContain('BEGIN:VEVENT');
    }
  });
});
