// The company page (issue 11) through the real server: an employer of a company still pending review finds its
// public page hidden, the admin approves it, the employer edits the profile with a logo and a cover uploaded from
// the editor (the form's own checks first), and a visitor sees the page with the uploaded logo; the setup checklist
// ticks itself, and hiding the page in the settings hides it again. Every screen is checked with axe (WCAG 2.2 AA).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { approveCompany } from './support/admin-approval.ts';

// The public page of a hidden or pending company answers 404, and the upload of a file that is no image 415: both
// on purpose, and Chromium logs both.
// (One pattern: test.use reads a two-element array as [value, options].)
test.use({ allowConsoleErrors: [/status of (404 \(Not Found\) @ \S+\/api\/company\/|415 \(Unsupported Media Type\) @ \S+\/api\/uploads\/image)/] });

const image = (colour: string, width: number, height: number) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

async function imageLoaded(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

test.describe('company page', () => {
  test.slow();

  test('an employer edits the profile with a logo upload, the public page shows it', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(240_000);
    const domain = companyDomain();
    const email = uniqueEmail(domain, 'ines');
    const employer = await registerEmployerThroughApi(request, email, 'Ines');
    const name = `Brightwater Advisory ${Date.now().toString(36)}`;
    const companyId = await createCompanyThroughApi(request, employer, name);

    // ── Pending review: the members' page says students cannot see it; the public page is not there.
    await employerLoginThroughUi(page, email);
    await expect(page.getByTestId('overview-setup')).toBeVisible();
    await expect(page.getByTestId('checklist-profile')).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('checklist-challenge')).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('setup-checklist')).toContainText('0 of 5 steps done');
    await expect(page.getByTestId('overview-events')).toContainText('No upcoming events');
    await expect(page.getByTestId('overview-jobs')).toContainText('No open jobs');
    await expectNoAxeViolations(page, '/dashboard (new company)');

    await page.getByTestId('employer-nav-company').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/company/${companyId}$`));
    await expect(page.getByTestId('company-visibility')).toContainText('Students cannot see this page yet');
    await expect(page.getByTestId('company-public-link')).toHaveCount(0);
    await expectNoAxeViolations(page, '/dashboard/company/{uniqueId} (pending)');

    const profile = await request.get(`/api/organisations/${companyId}/company/profile`, { headers: { Authorization: `Bearer ${employer.token}` } });
    const link = ((await profile.json()) as { company: { link: string } }).company.link;
    const visitor = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
    await visitor.goto(`/company/${link}`);
    await expect(visitor.getByTestId('company-missing')).toBeVisible();
    await expectNoAxeViolations(visitor, '/company/{link} (not public)');

    await approveCompany(request, companyId);

    // ── The editor: its own checks first, then the uploads, then the save.
    await page.getByTestId('company-edit').click();
    await expect(page).toHaveURL(new RegExp(`/company/edit/${companyId}$`));
    await expect(page.getByTestId('company-editor')).toBeVisible();
    await expectNoAxeViolations(page, '/company/edit/{uniqueId}');

    await page.getByLabel('Website').fill('javascript:alert(1)');
    await page.getByLabel('Industry').selectOption('');
    await page.getByTestId('company-save').click();
    await expect(page.getByTestId('company-website-error')).toHaveText('Please enter a web address such as acme.com');
    await expect(page.getByTestId('company-industry-error')).toHaveText('Please choose one');
    await expectNoAxeViolations(page, '/company/edit/{uniqueId} (errors)');

    await page.getByTestId('logo-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await expect(page.getByTestId('logo-error')).toContainText('not an image we can use');
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await image('#0b6e4f', 256, 256) });
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
    await expect(page.getByTestId('logo-error')).toHaveCount(0);
    await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await image('#1b1f4b', 1200, 300) });
    await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);

    await page.getByLabel('Tagline').fill('Advisers to the builders of the energy transition');
    await page.getByLabel('About', { exact: true }).fill(
      'Brightwater Advisory helps founders and family firms raise capital and sell well.\nWe hire analysts every spring and autumn.',
    );
    await page.getByLabel('Industry').selectOption('Consulting');
    await page.getByLabel('Company size').selectOption('51-200');
    await page.getByLabel('Website').fill('brightwater.example.com');
    await page.getByTestId('add-location').click();
    await page.getByTestId('location-0').fill('Hamburg');
    await page.getByTestId('add-location').click();
    await page.getByTestId('location-1').fill('Oslo');
    await page.getByTestId('company-save').click();

    // ── Saved: the members' page, then the public page as a visitor sees it.
    await expect(page).toHaveURL(new RegExp(`/dashboard/company/${companyId}$`));
    await expect(page.getByTestId('company-logo')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
    await expect(page.getByTestId('company-visibility')).toHaveCount(0);
    await expect(page.getByTestId('company-public-link')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/company/{uniqueId} (approved)');

    await visitor.goto(`/company/${link}`);
    await expect(visitor.getByTestId('company-name')).toHaveText(name);
    await expect(visitor.getByText('Advisers to the builders of the energy transition')).toBeVisible();
    await expect(visitor.getByTestId('company-about')).toContainText('We hire analysts every spring and autumn.');
    await expect(visitor.getByTestId('company-locations')).toHaveText(/Hamburg.*Oslo/);
    await expect(visitor.getByTestId('company-website')).toHaveAttribute('href', 'https://brightwater.example.com');
    await expect(visitor.getByTestId('company-logo')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
    // Polled: the page shows the img before the browser has decoded it (naturalWidth 0 until then).
    await expect.poll(() => imageLoaded(visitor, 'company-logo')).toBe(256);
    await expect.poll(() => imageLoaded(visitor, 'company-cover')).toBe(1200);
    await expect(visitor.getByTestId('company-events')).toContainText('No upcoming events');
    await expect(visitor.getByTestId('company-jobs')).toContainText('No open jobs');
    await expectNoAxeViolations(visitor, '/company/{link}');

    // ── The checklist ticked the profile itself; /dashboard/progress lists every step.
    await page.goto('/dashboard/progress');
    await expect(page.getByTestId('checklist-profile')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('checklist-job')).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('setup-checklist')).toContainText('1 of 5 steps done');
    await expect(page.getByTestId('checklist-challenge').getByRole('link', { name: 'Create a challenge' })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/progress');

    // ── Settings: hiding the page hides it from the visitor.
    await page.getByTestId('employer-nav-settings').click();
    await expect(page.getByTestId('company-settings')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/settings');
    await page.getByLabel('Show our company page to students').uncheck();
    await page.getByTestId('company-settings-save').click();
    await expect(page.getByText('Company settings saved.')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('company-missing')).toBeVisible();
  });
});
