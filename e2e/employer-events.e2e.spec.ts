// Events authored by their host (issue 11) through the real server: an employer of an approved company publishes an
// approval event from /create/event (the editor's own checks first), a student asks to attend on the event page, the
// employer approves the request on /dashboard/events/details, and the student's open page says so at once (live),
// as does their mailbox. Every screen on the way is checked with axe (WCAG 2.2 AA); the host's screens are measured
// and photographed at 390 and 1280 px in English and German.
import type { Browser, Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { loginThroughUi, registerThroughApi, waitForMail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photograph } from './support/screenshots.ts';
import { layoutProblems, measureLayout, settle, storeBeforeLoad } from './support/layout.ts';
import { approveCompany } from './support/admin-approval.ts';

/** A real 8×8 PNG (the server re-encodes what it stores). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwdruMFTEMLQkARqhTAcOEaeIAAAAASUVORK5CYII=',
  'base64',
);

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
  return context.newPage();
}

/** YYYY-MM-DD `days` from today (the editor's date input). */
const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A form as the editor sends it, for events made through the API. */
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Markets Evening',
  type: 'Physical Event',
  img: '/images/events/cover-2.svg',
  description: '<p>Meet the desk.</p>',
  date: dayFromNow(12),
  startTime: '18:00',
  endTime: '20:30',
  timezone: 'Europe/Berlin',
  virtualLink: null,
  physicalLocation: { label: 'Taunusanlage 12, Frankfurt am Main', lat: null, lng: null, placeId: 'ChIJxZZwR28JvUcRAMawKVBDIgQ' },
  approval: true,
  schoolYear: ['Final year'],
  relevantCourses: ['Finance'],
  targetGroups: [],
  ...overrides,
});

test.describe('events authored by their host', () => {
  test.slow();

  test('an employer publishes an approval event, a student asks to attend, the employer approves, the student sees it', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(300_000);
    const employerEmail = uniqueEmail(companyDomain(), 'hana');
    const employer = await registerEmployerThroughApi(request, employerEmail, 'Hana');
    const companyId = await createCompanyThroughApi(request, employer, `Lindqvist Capital ${Date.now().toString(36)}`);
    await approveCompany(request, companyId);

    // ── The employer: no events yet, then the editor (its own checks first), then the new event's details.
    await employerLoginThroughUi(page, employerEmail);
    await page.getByTestId('employer-nav-events').click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await expect(page.getByTestId('hosted-events-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/events (empty)');

    await page.getByTestId('event-create-link').first().click();
    await expect(page).toHaveURL(/\/create\/event$/);
    await page.getByTestId('event-publish').click();
    await expect(page.getByTestId('event-title-error')).toHaveText('Please enter a title.');
    await expect(page.getByTestId('event-type-error')).toHaveText('Please choose the type of event.');
    await expect(page.getByTestId('event-date-error')).toHaveText('Please enter a valid date.');
    await expect(page.getByTestId('event-editor-failure')).toHaveText('Please check the highlighted fields.');
    await expect(page.getByLabel('Title')).toBeFocused();
    await expectNoAxeViolations(page, '/create/event (errors)');

    await page.getByLabel('Title').fill('Spring Insight Evening');
    await page.getByLabel('Type').selectOption('Physical Event');
    await page.getByRole('img', { name: 'Cover 4' }).click();
    await expect(page.getByRole('radio', { name: 'Cover 4' })).toBeChecked();
    // The host's own cover: uploaded at once (the storage port), then chosen like ours.
    await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('radio', { name: 'Your uploaded cover' })).toBeChecked();
    const ownCover = await page.getByRole('img', { name: 'Your uploaded cover' }).getAttribute('src');
    expect(ownCover).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    await page.getByTestId('event-description').click();
    await page.keyboard.type('Meet our analysts. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Drinks afterwards.');
    await page.getByLabel('Date', { exact: true }).fill(dayFromNow(14));
    await page.getByLabel('Start time').fill('18:30');
    await page.getByLabel('End time').fill('17:00');
    // The zone by keyboard: type part of the city, pick it with the arrow keys and Enter.
    const zone = page.getByTestId('time-zone-input');
    await zone.fill('berlin');
    await expect(page.getByRole('option', { name: /Europe\/Berlin/ })).toBeVisible();
    await zone.press('ArrowDown');
    await zone.press('ArrowUp');
    await zone.press('Enter');
    await expect(zone).toHaveValue(/Europe\/Berlin/);
    await page.getByLabel('Address or place name').fill('Taunusanlage 12, Frankfurt am Main');
    await page.getByTestId('event-publish').click();
    await expect(page.getByTestId('event-endTime-error')).toHaveText('The end time must be after the start time.');
    await page.getByLabel('End time').fill('21:00');
    await page.getByLabel('Map place ID (optional)').fill('ChIJxZZwR28JvUcRAMawKVBDIgQ');
    await expect(page.getByTestId('map-preview')).toHaveAttribute('data-kind', 'place');
    await page.getByTestId('event-approval').check();
    await page.getByTestId('event-schoolYear').getByLabel('Final year').check();
    await page.getByTestId('event-relevantCourses').getByLabel('Finance').check();
    // The track lists the event in the dashboard's Opportunities of Start-Up students (employer-journey.e2e.spec.ts).
    await page.getByLabel('Career track').selectOption('Start-Up');
    await expectNoAxeViolations(page, '/create/event (filled)');
    await page.getByTestId('event-publish').click();

    await expect(page).toHaveURL(/\/dashboard\/events\/details$/);
    await expect(page.getByTestId('event-details-title')).toHaveText('Spring Insight Evening');
    await expect(page.getByTestId('hosted-event-status')).toHaveText('Published');
    await expect(page.getByTestId('event-requests-empty')).toBeVisible();
    await expect(page.getByTestId('event-participants-empty')).toBeVisible();
    await expect(page.getByTestId('event-questions-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/events/details (no requests)');
    const publicPath = (await page.getByRole('link', { name: 'View event page' }).getAttribute('href'))!;
    expect(publicPath).toMatch(/^\/event\/[a-z0-9-]+$/);

    // ── The student: the event page as the host wrote it, and a request to attend.
    const studentEmail = uniqueEmail('ucl.ac.uk', 'noor');
    await registerThroughApi(request, studentEmail);
    const student = await newPage(browser, baseURL);
    await loginThroughUi(student, studentEmail);
    await student.goto(publicPath);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText('Spring Insight Evening');
    await expect(student.locator('.event-hero__cover')).toHaveAttribute('src', ownCover!);
    await expect(student.getByTestId('approval-required')).toBeVisible();
    await expect(student.getByTestId('event-description').locator('b, strong')).toHaveText('Drinks afterwards.');
    await student.getByTestId('attend-button').click();
    await expect(student.getByTestId('attend-button')).toHaveText('Request pending');

    // ── The employer: the request, approved from the details page with the keyboard.
    await page.reload();
    const request1 = page.getByTestId('event-request');
    await expect(request1).toHaveCount(1);
    await expect(request1).toContainText('Noor');
    await expect(request1).toContainText('University College London');
    await expectNoAxeViolations(page, '/dashboard/events/details (one request)');
    await request1.getByTestId('request-approve').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('event-participant')).toHaveCount(1);
    await expect(page.getByTestId('event-requests-empty')).toBeVisible();

    // ── The student sees it without reloading (event:attendance), and by mail.
    await expect(student.getByTestId('host-notice')).toHaveAttribute('data-kind', 'approved');
    await expect(student.getByTestId('attend-button')).toHaveText('Attending');
    await expectNoAxeViolations(student, '/event/{link} (approved)');
    const mail = await waitForMail(request, studentEmail, /Your place at an event is confirmed/);
    expect(mail.text).toContain('Spring Insight Evening');

    // ── The company's list shows it with its counts.
    await page.getByTestId('employer-nav-events').click();
    const card = page.getByTestId('hosted-events-upcoming').getByTestId('hosted-event-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Attending: 1');
    await expect(card).toContainText('Waiting for approval: 0');
    await expectNoAxeViolations(page, '/dashboard/events (one event)');
    // The editor gives the chosen track back.
    await card.getByTestId('hosted-event-edit').click();
    await expect(page).toHaveURL(/\/edit\/event$/);
    await expect(page.getByLabel('Career track')).toHaveValue('Start-Up');
    await student.context().close();
  });

  test('the host’s screens fit phones and desktops in English and German', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(300_000);
    const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'konstantin'), 'Konstantin');
    const companyId = await createCompanyThroughApi(request, employer, `Wertheim Kapitalverwaltungsgesellschaft ${Date.now().toString(36)}`);
    await approveCompany(request, companyId);
    const auth = { Authorization: `Bearer ${employer.token}` };
    const create = async (overrides: Record<string, unknown>, publish: boolean) => {
      const res = await request.post(`/api/organisations/${companyId}/events`, { headers: auth, data: { ...form(overrides), publish } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { event: { uniqueId: string } }).event.uniqueId;
    };
    const published = await create({ title: 'Kapitalmarkttransaktionen verstehen: Ein Abend mit unserem Frankfurter Team' }, true);
    await create({ title: 'Bewerbungsschluss Sommerpraktikum', type: 'Job Closings', virtualLink: 'https://karriere.example.com/bewerben', physicalLocation: null, approval: false }, false);
    const studentToken = await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'maximiliane'));
    await request.post('/api/event/apply', { headers: { Authorization: `Bearer ${studentToken}` }, data: { eventId: published } });

    const employerRoot = JSON.stringify({ version: 1, state: { employerauth: true, employer: { token: employer.token, firstName: 'Konstantin' }, uniqueId: employer.uniqueId, company: companyId, selectedEvent: published } });
    const screens = [
      { path: '/dashboard/events', name: 'events' },
      { path: '/dashboard/events/details', name: 'event-details' },
      { path: '/create/event', name: 'create-event' },
      { path: '/edit/event', name: 'edit-event' },
    ];
    const failures: string[] = [];
    for (const lng of ['en', 'de'] as const) {
      const context = await browser.newContext({ baseURL, locale: lng === 'de' ? 'de-DE' : 'en-GB', timezoneId: 'Europe/Berlin' });
      await context.addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
      const page = await context.newPage();
      await storeBeforeLoad(page, 'root', employerRoot);
      for (const screen of screens) {
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
        if (lng === 'de') await expectNoAxeViolations(page, `${screen.path} (de)`);
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});
