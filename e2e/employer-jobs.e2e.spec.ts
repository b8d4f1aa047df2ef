// Jobs (issue 11) through the real server: an employer of an approved company publishes a job from /create/job, a
// student finds it in the dashboard's Opportunities, applies with a PDF CV, the employer reads the cover note and CV
// on the pipeline board (issue 25), rates and notes the application and moves it on with the keyboard, and the
// student sees the new stage on the job page, in their applications and in their mailbox. Every screen on the way is checked with axe (WCAG 2.2 AA).
import type { Browser, Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { loginThroughUi, registerThroughApi, waitForMail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photograph } from './support/screenshots.ts';
import { layoutProblems, measureLayout, settle } from './support/layout.ts';
import { approveCompany } from './support/admin-approval.ts';

/** A small but real PDF: header, one object, the end-of-file marker. */
const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
  return context.newPage();
}

/** YYYY-MM-DD `days` from today (the editor's date input). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('jobs', () => {
  test.slow();

  test('an employer publishes a job, a student applies with a CV, the employer moves the application, the student sees it', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(300_000);
    const domain = companyDomain();
    const employerEmail = uniqueEmail(domain, 'hana');
    const employer = await registerEmployerThroughApi(request, employerEmail, 'Hana');
    const companyName = `Lindqvist Capital ${Date.now().toString(36)}`;
    const companyId = await createCompanyThroughApi(request, employer, companyName);
    await approveCompany(request, companyId);

    // ── The employer: empty job posts, then the editor (its own checks first), then the new job's page.
    await employerLoginThroughUi(page, employerEmail);
    await page.getByTestId('employer-nav-jobs').click();
    await expect(page).toHaveURL(/\/dashboard\/Jobposts$/);
    await expect(page.getByTestId('job-posts-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/Jobposts (empty)');

    await page.getByTestId('job-create-link').click();
    await expect(page).toHaveURL(/\/create\/job$/);
    await page.getByTestId('job-submit').click();
    await expect(page.getByTestId('job-title-error')).toHaveText('Please enter a job title.');
    await expect(page.getByTestId('job-locations-error')).toBeVisible();
    await expect(page.getByTestId('job-description-error')).toHaveText('Please describe the job.');
    await expectNoAxeViolations(page, '/create/job (errors)');

    await page.getByLabel('Job title').fill('Summer Analyst, Markets');
    await page.getByLabel('Type').selectOption('internship');
    await page.getByLabel('Career track').selectOption('Finance');
    await page.getByLabel('Locations').fill('Stockholm, London');
    await page.getByTestId('job-description').click();
    await page.keyboard.type('Ten weeks on the trading floor. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Mentoring included.');
    await page.getByLabel('Requirements').fill('Penultimate-year student\nExcel');
    await page.getByTestId('job-salary-shown').check();
    await page.getByLabel('From').fill('4000');
    await page.getByLabel('To', { exact: true }).fill('3000');
    // Soon: the dashboard lists a track's 20 open jobs with the soonest deadlines, and the specs beside this one publish
    // Finance jobs too (a three-week deadline was crowded out under load).
    await page.getByLabel('Application deadline').fill(dayFromNow(2));
    await page.getByTestId('job-submit').click();
    await expect(page.getByTestId('job-salary-error')).toHaveText('The upper end must not be below the lower end.');
    await page.getByLabel('To', { exact: true }).fill('5000');
    await page.getByLabel('Currency').selectOption('SEK');
    await page.getByLabel('Per', { exact: true }).selectOption('month');
    await page.getByTestId('job-submit').click();

    await expect(page).toHaveURL(/\/dashboard\/job\/details\/[0-9a-f-]{36}$/);
    const jobId = /details\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expect(page.getByTestId('job-details-title')).toHaveText('Summer Analyst, Markets');
    await expect(page.getByTestId('job-status')).toHaveText('Open');
    await expect(page.getByTestId('applicants-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/job/details (no applicants)');

    // ── The student: the job in Opportunities (Finance), its page, the application with a CV.
    const studentEmail = uniqueEmail('ucl.ac.uk', 'noor');
    await registerThroughApi(request, studentEmail);
    const student = await newPage(browser, baseURL);
    await loginThroughUi(student, studentEmail);
    const opportunity = student.getByTestId('opportunity-link').filter({ hasText: 'Summer Analyst, Markets' });
    await expect(opportunity).toBeVisible();
    // Real jobs come before the demo's entries (other specs' jobs may come first: soonest deadline first).
    await expect(student.getByTestId('opportunity').first().getByTestId('opportunity-link')).toBeVisible();
    await opportunity.click();
    await expect(student).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(student.getByTestId('job-title')).toHaveText('Summer Analyst, Markets');
    // Ctrl+B made the second sentence bold (Chromium writes <b>); it survived both sanitisers.
    await expect(student.locator('.job-page__about :is(b, strong)')).toHaveText('Mentoring included.');
    await expect(student.getByText(companyName)).toBeVisible();
    await expectNoAxeViolations(student, '/jobs/{uniqueId} (apply form)');

    await student.getByLabel('Cover note (optional)').fill('I trade my own portfolio and would love to learn from your desk.');
    await student.getByTestId('apply-cv').setInputFiles({ name: 'Noor CV.pdf', mimeType: 'application/pdf', buffer: CV });
    await student.getByTestId('job-apply-submit').click();
    await expect(student.getByTestId('my-application').getByTestId('application-stage')).toHaveText('Applied');
    await expectNoAxeViolations(student, '/jobs/{uniqueId} (applied)');

    // ── The employer: the applicant with name, university, tracks and CV; moved on with the keyboard.
    await page.getByTestId('employer-nav-jobs').click();
    const post = page.getByTestId('job-post').filter({ hasText: 'Summer Analyst, Markets' });
    await expect(post.getByTestId('job-applicant-counts')).toContainText('Applicants: 1');
    await expectNoAxeViolations(page, '/dashboard/Jobposts (one job)');
    await post.getByTestId('job-applicants-link').click();
    // The pipeline board: the card in Applied; its review panel holds the cover note and the CV.
    const card = page.getByTestId('pipeline-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Noor');
    await expect(card).toContainText('University College London');
    await expect(card).toContainText('Finance');
    await expect(page.getByTestId('pipeline-column-applied').getByTestId('pipeline-card')).toHaveCount(1);
    await expectNoAxeViolations(page, '/dashboard/job/details (one applicant)');
    await card.getByTestId('pipeline-open').click();
    const review = page.getByTestId('pipeline-review');
    await expect(review).toContainText('I trade my own portfolio');
    const download = page.waitForEvent('download');
    await review.getByTestId('pipeline-cv').click();
    expect((await download).suggestedFilename()).toBe('Noor CV.pdf');
    await review.getByTestId('pipeline-rate-4').check();
    await review.getByTestId('pipeline-note').fill('Knows the desk already.');
    await review.getByTestId('pipeline-note-save').click();
    await expect(review.getByTestId('pipeline-notes')).toContainText('Knows the desk already.');
    await expectNoAxeViolations(page, '/dashboard/job/details (review panel)');
    await page.keyboard.press('Escape');
    await expect(review).toHaveCount(0);

    // Moved on with the keyboard: pick up, the first allowed column (Shortlisted) is the target, drop; announced.
    await card.getByTestId('pipeline-handle').focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('pipeline-announcement')).toContainText('Drop target: Shortlisted');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('pipeline-column-shortlisted').getByTestId('pipeline-card')).toHaveCount(1);
    await expect(page.getByTestId('pipeline-announcement')).toContainText('moved to Shortlisted');
    const moved = page.getByTestId('pipeline-column-shortlisted').getByTestId('pipeline-card');
    await moved.getByTestId('pipeline-handle').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pipeline-column-interview').getByTestId('pipeline-card')).toHaveCount(1);
    await expect(page.getByTestId('pipeline-count-interview')).toHaveText('1');
    await expect(page.getByTestId('pipeline-count-applied')).toHaveText('0');

    // ── The student sees the change on the job page, in their applications and by mail.
    await student.reload();
    await expect(student.getByTestId('my-application').getByTestId('application-stage')).toHaveText('Interview');
    await student.getByRole('link', { name: 'My applications' }).click();
    await expect(student).toHaveURL(/\/student\/applications$/);
    const row = student.getByTestId('my-application-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Summer Analyst, Markets');
    await expect(row.getByTestId('application-stage')).toHaveText('Interview');
    await expectNoAxeViolations(student, '/student/applications');
    const mail = await waitForMail(request, studentEmail, /An update on your application/);
    expect(mail.text).toContain(`${companyName} would like to interview you for Summer Analyst, Markets.`);
    await student.context().close();
  });

  test.describe('a stale save', () => {
    // The refused save is a 412 on purpose; Chromium logs it.
    test.use({ allowConsoleErrors: [/status of 412 \(Precondition Failed\)/] });

    test('/edit/job: the employer edits the chosen job; a save over a colleague’s newer version is refused and reloads', async ({ page, request }) => {
      test.setTimeout(180_000);
      const employerEmail = uniqueEmail(companyDomain(), 'ines');
      const employer = await registerEmployerThroughApi(request, employerEmail, 'Ines');
      const companyId = await createCompanyThroughApi(request, employer, `Ines Partners ${Date.now().toString(36)}`);
      const form = {
        title: 'Graduate Associate',
        type: 'graduate',
        track: 'Consulting',
        locations: [],
        remote: true,
        description: '<p>Work with clients.</p>',
        requirements: [],
        salary: null,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        apply: { method: 'platform' },
      };
      const auth = { Authorization: `Bearer ${employer.token}` };
      const created = await request.post(`/api/organisations/${companyId}/jobs`, { headers: auth, data: form });
      expect(created.status()).toBe(201);
      const jobId = ((await created.json()) as { job: { uniqueId: string } }).job.uniqueId;

      await employerLoginThroughUi(page, employerEmail);
      await page.getByTestId('employer-nav-jobs').click();
      // A pending company's job is listed for its members, marked as waiting for approval.
      await expect(page.getByTestId('job-post').getByTestId('job-status')).toHaveText('Awaiting approval');
      await page.getByTestId('job-edit').click();
      await expect(page).toHaveURL(/\/edit\/job$/);
      await expect(page.getByLabel('Job title')).toHaveValue('Graduate Associate');
      await expectNoAxeViolations(page, '/edit/job');

      // A colleague saves first (version 1 → 2); this editor still holds version 1.
      const colleague = await request.post(`/api/organisations/${companyId}/jobs/${jobId}/edit`, { headers: { ...auth, 'If-Match': '"1"' }, data: { ...form, title: 'Graduate Associate (Stockholm)' } });
      expect(colleague.status()).toBe(200);
      await page.getByLabel('Job title').fill('Graduate Associate, Strategy');
      await page.getByTestId('job-submit').click();
      await expect(page.getByTestId('edit-job-stale')).toBeVisible();
      await page.getByRole('button', { name: 'Reload the job' }).click();
      await expect(page.getByLabel('Job title')).toHaveValue('Graduate Associate (Stockholm)');
      await page.getByLabel('Job title').fill('Graduate Associate, Strategy');
      await page.getByTestId('job-submit').click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/job/details/${jobId}$`));
      await expect(page.getByTestId('job-details-title')).toHaveText('Graduate Associate, Strategy');

      // Signed out, /edit/job opens (no browser guard) but only says to sign in.
      await page.context().clearCookies();
      await page.evaluate('localStorage.clear()');
      await page.goto('/edit/job');
      await expect(page.getByTestId('employer-sign-in-needed')).toBeVisible();
    });
  });

  test('the job screens fit 390 and 1280 px in English and German (screenshots kept with the results)', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const employerEmail = uniqueEmail(companyDomain(), 'konstantin');
    const employer = await registerEmployerThroughApi(request, employerEmail, 'Konstantin');
    const companyId = await createCompanyThroughApi(request, employer, `Rheinische Vermögensverwaltung ${Date.now().toString(36)}`);
    await approveCompany(request, companyId);
    const auth = { Authorization: `Bearer ${employer.token}` };
    const created = await request.post(`/api/organisations/${companyId}/jobs`, {
      headers: auth,
      data: {
        title: 'Werkstudent Unternehmensfinanzierung und Kapitalmarkttransaktionen (m/w/d)',
        type: 'part-time',
        track: 'Finance',
        locations: ['Frankfurt am Main', 'Düsseldorf', 'München'],
        remote: true,
        description: '<p>Du unterstützt unser Team bei <strong>Kapitalmarkttransaktionen</strong>.</p><ul><li>Analysen</li><li>Präsentationen</li></ul>',
        requirements: ['Studium der Wirtschaftswissenschaften im Hauptstudium', 'Sehr gute Excel- und PowerPoint-Kenntnisse'],
        salary: { min: 1800, max: 2400, currency: 'EUR', period: 'month' },
        deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        apply: { method: 'platform' },
        // Written in German with an English version (issue 25 part 6): the editor shows its language tabs, and each
        // language's reader gets their own texts.
        sourceLanguage: 'de',
        translations: {
          en: {
            title: 'Working student, corporate finance and capital markets transactions',
            description: '<p>You support our team on <strong>capital markets transactions</strong>.</p>',
            requirements: ['Economics student in the main phase of studies'],
          },
        },
      },
    });
    expect(created.status()).toBe(201);
    const jobId = ((await created.json()) as { job: { uniqueId: string } }).job.uniqueId;
    const studentEmail = uniqueEmail('ucl.ac.uk', 'maximiliane');
    const studentToken = await registerThroughApi(request, studentEmail);
    const applied = await request.post(`/api/jobs/${jobId}/apply`, { headers: { Authorization: `Bearer ${studentToken}` }, data: { coverNote: 'Ich bringe Erfahrung aus zwei Praktika im Investment Banking mit.' } });
    expect(applied.status()).toBe(201);

    const employerRoot = JSON.stringify({ version: 1, state: { employerauth: true, employer: { token: employer.token, firstName: 'Konstantin' }, uniqueId: employer.uniqueId, company: companyId, editJob: jobId } });
    const screens = [
      { who: 'employer', path: '/dashboard/Jobposts', name: 'job-posts' },
      { who: 'employer', path: `/dashboard/job/details/${jobId}`, name: 'job-details' },
      { who: 'employer', path: '/create/job', name: 'create-job' },
      { who: 'employer', path: '/edit/job', name: 'edit-job' },
      { who: 'student', path: `/jobs/${jobId}`, name: 'job-page' },
      { who: 'student', path: '/student/applications', name: 'my-applications' },
      { who: 'visitor', path: `/jobs/${jobId}`, name: 'job-page-visitor' },
    ] as const;
    const failures: string[] = [];
    for (const lng of ['en', 'de'] as const) {
      // One browser context per language; the session is switched in its storage between audiences.
      const context = await browser.newContext({ baseURL, locale: lng === 'de' ? 'de-DE' : 'en-GB', timezoneId: 'Europe/Berlin' });
      await context.addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
      const page = await context.newPage();
      await page.goto('/');
      for (const who of ['employer', 'student', 'visitor'] as const) {
        await page.evaluate(
          ([root, token]) => {
            const store = (globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } }).localStorage;
            store.clear();
            if (root) store.setItem('root', root);
            if (token) store.setItem('token', token);
          },
          [who === 'employer' ? employerRoot : '', who === 'student' ? studentToken : ''] as const,
        );
        for (const screen of screens.filter((s) => s.who === who)) {
          // One load per screen and language, resized to each width (as e2e/host-areas-support.ts photographScreens).
          await page.setViewportSize({ width: 390, height: 900 });
          await page.goto(screen.path);
          await expect(page.locator('html')).toHaveAttribute('lang', lng);
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            await expect(page.locator('.page-spinner')).toHaveCount(0);
            await settle(page);
            for (const problem of layoutProblems(await measureLayout(page))) failures.push(`${screen.name} ${lng} ${width}px: ${problem}`);
            await photograph(page, testInfo, `${screen.name}-${lng}-${width}`);
          }
        }
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});
