// Issue 26 part 8 through the real server, in two page loads: a Physical Event known only by its address publishes
// and its page says 'Map preview unavailable' (and, full, offers the waitlist); the host checks a student in by the
// code on their ticket; a freed place goes to the first on the waitlist, who is mailed. Everything that is not the
// point (accounts, the event, attending, leaving) is arranged through the API.
import { companyDomain, createCompanyThroughApi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { waitForMail } from './identity-support.ts';
import { newStudent, type Student } from './participation-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { storeBeforeLoad } from './support/layout.ts';

const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an address-only event publishes without a map; the host checks a student in by code; a freed place goes to the first waiting', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'ines'), 'Ines');
  const companyId = await createCompanyThroughApi(request, employer, `Harbour Advisory ${Date.now().toString(36)}`);
  await approveCompany(request, companyId);
  const host = { Authorization: `Bearer ${employer.token}` };
  const created = await request.post(`/api/organisations/${companyId}/events`, {
    headers: host,
    data: {
      title: 'Deal Night in Munich',
      type: 'Physical Event',
      img: '/images/events/cover-5.svg',
      description: '<p>Meet the deal team.</p>',
      date: dayFromNow(9),
      startTime: '18:00',
      endTime: '21:00',
      timezone: 'Europe/Berlin',
      virtualLink: null,
      physicalLocation: { label: 'Marienplatz 8, 80331 München', lat: null, lng: null, placeId: '' },
      approval: false,
      capacity: 1,
      schoolYear: [],
      relevantCourses: [],
      targetGroups: [],
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { event: { uniqueId: string; link: string } }).event;
  const apply = async (student: Student) =>
    ((await (await request.post('/api/event/apply', { headers: { Authorization: `Bearer ${student.token}` }, data: { eventId: event.uniqueId } })).json()) as { msg: string }).msg;
  const [anna, ben, cleo] = [await newStudent(request, 'anna'), await newStudent(request, 'ben'), await newStudent(request, 'cleo')];
  expect([await apply(anna), await apply(ben), await apply(cleo)]).toEqual(['added', 'waitlisted', 'waitlisted']);
  const ticket = await request.post('/api/event/ticket', { headers: { Authorization: `Bearer ${anna.token}` }, data: { eventId: event.uniqueId } });
  const code = ((await ticket.json()) as { ticket: { code: string } }).ticket.code;

  // ── The public page: the address, no map, and the only place taken.
  await page.goto(`/event/${event.link}`);
  await expect(page.getByText('Marienplatz 8, 80331 München').first()).toBeVisible();
  await expect(page.getByText('Map preview unavailable')).toBeVisible();
  await expect(page.getByTestId('attend-button')).toHaveText('Join the waitlist');

  // ── The host's door: Anna's code, typed as people do.
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  const door = await context.newPage();
  await storeBeforeLoad(door, 'root', JSON.stringify({ version: 1, state: { employerauth: true, employer: { token: employer.token, firstName: 'Ines' }, uniqueId: employer.uniqueId, company: companyId, selectedEvent: event.uniqueId } }));
  await door.goto('/dashboard/events/details');
  await expect(door.getByTestId('event-details-title')).toHaveText('Deal Night in Munich');
  await expect(door.getByTestId('event-waiting')).toHaveCount(2);
  await expect(door.getByTestId('event-waiting').first()).toContainText('Ben');
  await door.getByLabel('Ticket code').fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
  await door.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(door.getByTestId('check-in-done')).toHaveText(/^Anna .*is checked in\.$/);
  await expect(door.getByTestId('event-participant')).toHaveAttribute('data-checked-in', 'yes');
  await expect(door.getByTestId('checked-in-count')).toHaveText('1 of 1 checked in');
  await expectNoAxeViolations(door, '/dashboard/events/details (check-in and waitlist)');

  // ── Anna gives her place back: Ben, first in line, attends and is mailed; Cleo still waits.
  expect(await apply(anna)).toBe('removed');
  await door.reload();
  await expect(door.getByTestId('event-participant')).toHaveCount(1);
  await expect(door.getByTestId('event-participant')).toContainText('Ben');
  await expect(door.getByTestId('event-waiting')).toHaveCount(1);
  await expect(door.getByTestId('event-waiting')).toContainText('Cleo');
  await waitForMail(request, ben.email, /^A place at an event is yours$/);
  await context.close();
});
