// The student organisation's area (issue 13) through the real server: a student's society publishes a members-only
// event from the shared event editor (a student outside the society does not find it), keeps a sponsor pipeline —
// a card added, moved by keyboard and by drag, shown as a list — and sends a sponsorship request that the company's
// employer accepts in the Employer Hub, after which the card is a sponsor. Screens checked with axe.
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi } from './employer-support.ts';
import { dayFromNow, photographScreens, studentAt, UCL } from './host-areas-support.ts';
import { loginThroughUi } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('student organisation area', () => {
  test.slow();

  test('a society publishes a members-only event, moves a sponsor through the pipeline and an employer accepts its request', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(300_000);
    const companyName = `Harbour Partners ${Date.now().toString(36)}`;
    const employerEmail = `erik.${Date.now().toString(36)}@${companyDomain()}`;
    const employer = await registerEmployerThroughApi(request, employerEmail, 'Erik');
    const companyId = await createCompanyThroughApi(request, employer, companyName);
    await approveCompany(request, companyId);

    const founder = await studentAt(request, UCL, 'ucl.ac.uk', 'sofia');
    const outsider = await studentAt(request, UCL, 'ucl.ac.uk', 'tariq');
    const created = await request.post('/api/organisations/student', {
      headers: { Authorization: `Bearer ${founder.token}` },
      data: { name: `Finance Society ${Date.now().toString(36)}`, university: UCL, category: 'Finance', description: 'Markets, pitches and mentors.' },
    });
    expect(created.status()).toBe(201);

    // ── A members-only event from the shared editor.
    await loginThroughUi(page, founder.email);
    await page.goto('/so/dashboard');
    await expect(page.getByTestId('so-dashboard-title')).toBeVisible();
    await expect(page.getByTestId('sponsors-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/so/dashboard (no sponsors)');
    await page.getByTestId('host-nav-events').click();
    await page.getByTestId('event-create-link').first().click();
    await expect(page).toHaveURL(/\/so\/create\/event$/);
    await expect(page.getByTestId('event-visibility-everyone')).toBeChecked();
    await page.getByTestId('event-visibility-members').check();
    await page.getByLabel('Title').fill('Members Stock Pitch Night');
    await page.getByLabel('Type').selectOption('Live Stream');
    await page.getByTestId('event-description').click();
    await page.keyboard.type('Pitch one stock in three minutes.');
    await page.getByLabel('Date', { exact: true }).fill(dayFromNow(6));
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('End time').fill('21:00');
    await page.getByLabel('Link to join').fill('https://meet.example.com/pitch-night');
    await page.getByTestId('event-publish').click();
    await expect(page).toHaveURL(/\/so\/dashboard\/events\/details$/);
    const link = (await page.getByRole('link', { name: 'View event page' }).getAttribute('href'))!.replace('/event/', '');
    const detail = async (token: string) => ((await (await request.post('/api/get/event/no', { headers: { Authorization: `Bearer ${token}` }, data: { link } })).json()) as { msg: string }).msg;
    expect(await detail(founder.token)).toBe('success');
    expect(await detail(outsider.token)).toBe('No event');

    // ── The sponsor pipeline: a card linked to the company on Fast-Track.
    await page.getByTestId('host-nav-overview').click();
    await page.getByTestId('sponsors-add').click();
    await page.getByLabel('Company', { exact: true }).fill(companyName.slice(0, 14));
    await page.getByRole('button', { name: `Link to ${companyName}` }).click();
    await expect(page.getByTestId('sponsor-new-linked')).toBeVisible();
    await page.getByLabel('Contact person').fill('Erik Holm');
    await page.getByLabel('Value').fill('3000');
    await page.getByLabel('Next step', { exact: true }).fill('Send the deck');
    await page.getByLabel('Next step date').fill(dayFromNow(10));
    await page.getByTestId('sponsor-new-submit').click();
    const card = page.getByTestId('sponsor-card');
    await expect(page.getByTestId('sponsor-stage-prospect').getByTestId('sponsor-card')).toHaveCount(1);
    // Keyboard: the focused card moves one stage per arrow key.
    await card.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('sponsor-stage-contacted').getByTestId('sponsor-card')).toHaveCount(1);
    // Drag: to negotiating.
    await card.dragTo(page.getByTestId('sponsor-stage-negotiating'));
    await expect(page.getByTestId('sponsor-stage-negotiating').getByTestId('sponsor-card')).toHaveCount(1);
    await expectNoAxeViolations(page, '/so/dashboard (board)');
    await page.getByTestId('sponsors-list-view').click();
    await expect(page.getByTestId('sponsors-table')).toContainText('Negotiating');
    await expectNoAxeViolations(page, '/so/dashboard (list)');
    await page.getByRole('button', { name: companyName }).click();
    await page.getByLabel('Message to the company').fill('Would you sponsor our pitch night?');
    await page.getByTestId('sponsor-request-send').click();
    await expect(page.getByTestId('sponsor-request-status')).toHaveText('Request pending');
    await expect(page.getByTestId('sponsor-activity')).toContainText('Moved from Contacted to Negotiating');

    // ── The employer accepts in the Employer Hub; the society's card becomes a sponsor.
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const employerPage = await context.newPage();
    await employerLoginThroughUi(employerPage, employerEmail);
    const requestRow = employerPage.getByTestId('sponsorship-request');
    await expect(requestRow).toContainText('Finance Society');
    await expectNoAxeViolations(employerPage, '/dashboard (sponsorship request)');
    await employerPage.getByTestId('sponsorship-accept').click();
    await expect(requestRow).toContainText('Request accepted');

    await page.reload();
    await expect(page.getByTestId('sponsor-stage-sponsor').getByTestId('sponsor-card')).toContainText('Request accepted');
  });

  test('its screens at 390 and 1280 px in English and German: no overflow, axe clean', async ({ request, browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const founder = await studentAt(request, UCL, 'ucl.ac.uk', 'wilhelmina');
    await request.post('/api/organisations/student', {
      headers: { Authorization: `Bearer ${founder.token}` },
      data: { name: 'Internationale Investmentgesellschaft', university: UCL, category: 'Finance', description: '' },
    });
    const failures = await photographScreens(browser, baseURL, testInfo, { token: founder.token }, [
      { path: '/so/dashboard', name: 'so-dashboard', ready: (p) => expect(p.getByTestId('sponsor-board')).toBeVisible() },
      { path: '/so/dashboard/events', name: 'so-events', ready: (p) => expect(p.getByTestId('hosted-events-empty')).toBeVisible() },
      { path: '/so/create/event', name: 'so-create-event', ready: (p) => expect(p.getByTestId('event-editor')).toBeVisible() },
      { path: '/so/dashboard/jobposts', name: 'so-jobposts', ready: (p) => expect(p.getByTestId('job-create-link')).toBeVisible() },
      { path: '/so/dashboard/documents', name: 'so-documents', ready: (p) => expect(p.getByTestId('documents-empty')).toBeVisible() },
    ]);
    expect(failures).toEqual([]);
  });
});
