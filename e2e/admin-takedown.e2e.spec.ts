// Issue 26 part 6: an admin takes an event down from the console with a reason. The event's page is gone for
// everyone, its host's owner is mailed the reason, and the audit view shows the takedown with the admin. The
// daily overview and the one review queue open beside it; every new screen is axe-clean and fits 390 px.
import { PASSWORD, readOtp, uniqueEmail, waitForMail } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { adminFor, signInAdminOnScreen } from './support/admins.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const ADMIN_PATH = process.env.E2E_ADMIN_PATH ?? '';
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin takes an event down with a reason; its page is gone, the owner is told, the audit view shows it', async ({ page, request }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const ownerEmail = uniqueEmail(`takedown-${suffix}.example`, 'tara');
  await request.post('/api/employer/otp/new', { data: { EmailAddress: ownerEmail, lng: 'en' } });
  const registered = await request.post('/api/employer/register', {
    data: { firstName: 'Tara', LastName: 'Owner', EmailAddress: ownerEmail, password: PASSWORD, otp: await readOtp(request, ownerEmail) },
  });
  const { token } = (await registered.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const company = await request.post('/api/companies', {
    headers: auth,
    data: { name: `Shady Recruiters ${suffix}`, website: `https://takedown-${suffix}.example`, industry: 'Consulting', size: '1-10', country: 'United Kingdom' },
  });
  const organisationId = ((await company.json()) as { organisation: { organisationId: string } }).organisation.organisationId;
  await approveCompany(request, organisationId);
  const title = `Too Good To Be True Night ${suffix}`;
  const created = await request.post(`/api/organisations/${organisationId}/events`, {
    headers: auth,
    data: {
      title, type: 'Live Stream', img: '/images/events/cover-3.svg', description: '<p>Guaranteed offers.</p>', date: dayFromNow(6),
      startTime: '18:00', endTime: '19:00', timezone: 'Europe/London', virtualLink: 'https://meet.example.com/too-good', physicalLocation: null,
      approval: false, schoolYear: [], relevantCourses: [], targetGroups: [], visibility: 'everyone', publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { event: { uniqueId: string; link: string } }).event;
  const eventPage = async () => ((await (await request.post('/api/get/event/no', { data: { link: event.link } })).json()) as { msg: string }).msg;
  expect(await eventPage()).toBe('success');

  await page.goto(ADMIN_PATH);
  await signInAdminOnScreen(page, 'takedowns');
  // One queue for every kind of organisation.
  await expect(page.getByLabel('Kind')).toHaveValue('');
  await page.getByTestId('admin-section-takedowns').click();
  await expect(page.getByRole('heading', { name: 'Take content down' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin takedowns');

  await page.getByLabel('What').selectOption('event');
  await page.getByLabel('Page address, link or id').fill(new URL(`/event/${event.link}`, page.url()).toString());
  await page.getByLabel('Reason').fill('Promises jobs in return for a fee.');
  await page.getByTestId('takedown-submit').click();
  await expect(page.getByTestId('takedown-saved')).toHaveText('Taken down. The owner has been told.');
  await expect(page.getByTestId('admin-takedown').filter({ hasText: title })).toContainText('Reason: Promises jobs in return for a fee.');

  expect(await eventPage()).toBe('No event');
  const mail = await waitForMail(request, ownerEmail, /taken down your content/);
  expect(mail.text).toContain(title);
  expect(mail.text).toContain('Promises jobs in return for a fee.');

  await page.getByTestId('admin-section-audit').click();
  await page.getByLabel('Kind').selectOption('takedown');
  const entry = page.getByTestId('admin-audit-entry').filter({ hasText: event.uniqueId });
  await expect(entry).toContainText('Took content down');
  await expect(entry).toContainText(adminFor('takedowns').email);
  await expect(entry).toContainText('Reason: Promises jobs in return for a fee.');

  await page.getByTestId('admin-section-overview').click();
  await expect(page.getByTestId('admin-overview-day')).toHaveCount(14);
  await expectNoAxeViolations(page, 'admin daily overview');

  await page.setViewportSize({ width: 390, height: 844 });
  for (const section of ['overview', 'takedowns', 'review'] as const) {
    await page.getByTestId(`admin-section-${section}`).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `admin ${section} at 390 px`).toBeLessThanOrEqual(0);
  }
});
