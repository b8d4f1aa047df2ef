// Issue 14's "Done when" journey, messaging: an employer finds a student who took the company's challenge in the talent
// pool by percentile band (top 10 % in Finance), short-lists them, and from the short-list's Message link
// (/dashboard/chat?to=<student>) writes to them (the default setting lets employers of challenges the student took
// write first); the student answers from another browser and both see it live, with typing and read receipts; the
// student reports a message and blocks the employer, whose next message is refused and never arrives; the report is
// on the admin's Reports tab, where the admin removes the message. axe on each new screen (the talent pool's own
// screens are checked in e2e/talent-pool.e2e.spec.ts).
// MESSAGING_SCREENSHOTS=<folder> also saves the screens at 390 and 1280 px in English and German.
import type { Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { loginThroughUi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { signInAdminOnScreen } from './support/admins.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photographInTwoLanguages } from './support/screenshots.ts';
import { challengeOf, fillCohort, studentTakes, waitUntilRanked } from './talent-support.ts';

const ADMIN_PATH = process.env.E2E_ADMIN_PATH ?? '';

const shoot = (page: Page, name: string): Promise<void> => photographInTwoLanguages(page, process.env['MESSAGING_SCREENSHOTS'], name);

async function adminSignIn(page: Page): Promise<void> {
  await page.goto(ADMIN_PATH);
  await signInAdminOnScreen(page, 'reports');
}

test('an employer finds a student by percentile band, short-lists and messages them, both see the conversation live; the student reports and blocks; the admin removes the message', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'maren'));
  const companyName = `Harbour Advisory ${Date.now().toString(36)}`;
  const companyId = await createCompanyThroughApi(request, employer, companyName);
  await approveCompany(request, companyId);
  // The student took the company's Finance challenge (through the API; its screens have their own spec) and keeps
  // the default messaging setting: employers of challenges they took may write first.
  const challengeId = await challengeOf(request, employer.token, companyId);
  const lastName = `Sami${Date.now().toString(36)}`;
  const studentEmail = uniqueEmail('ucl.ac.uk', 'talia');
  const studentToken = await studentTakes(request, studentEmail, challengeId, lastName);
  // A percentile needs a cohort of 20 ranked results (the rank rule): nineteen others score less.
  await fillCohort(request, challengeId);
  const me = (await (await request.get('/api/account/me', { headers: { Authorization: `Bearer ${studentToken}` } })).json()) as { account: { uniqueId: string } };
  const studentId = me.account.uniqueId;
  const settings = await request.get('/api/student/messaging-settings', { headers: { Authorization: `Bearer ${studentToken}` } });
  expect(((await settings.json()) as { whoMayStart: string }).whoMayStart).toBe('challenge_employers');
  await waitUntilRanked(request, employer.token, companyId, lastName);
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await loginThroughUi(student, studentEmail);

  // The employer finds the student in the talent pool: top 10 % in Finance.
  await employerLoginThroughUi(page, employer.email);
  await page.getByTestId('employer-nav-talent-pool').click();
  await expect(page.getByTestId('talent-pool-page')).toBeVisible();
  await page.getByTestId('talent-band').selectOption('10');
  await page.getByTestId('talent-band-track').selectOption('Finance');
  await page.getByTestId('talent-search').click();
  await expect(page).toHaveURL(/band=10/);
  const card = page.getByTestId('talent-result').filter({ hasText: lastName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Top 1%');

  // Short-lists them into a new list, and messages them from the short-list.
  await card.getByTestId('talent-short-list-open').click();
  await card.getByTestId('talent-short-list-choice').selectOption({ label: 'New list…' });
  await card.getByTestId('talent-short-list-name').fill('Graduate intake');
  await card.getByTestId('talent-short-list-save').click();
  await expect(page.getByText(`is on “Graduate intake”`)).toBeVisible();
  await page.getByTestId('talent-tab-short-list').click();
  const entry = page.getByTestId('short-list-entry').filter({ hasText: lastName });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('short-list-message')).toHaveAttribute('href', `/dashboard/chat?to=${encodeURIComponent(studentId)}`);
  await entry.getByTestId('short-list-message').click();
  // `?to=` opens the conversation and is replaced by its `?c=` at once: the address may already be the second.
  await expect(page).toHaveURL(/\/dashboard\/chat\?c=/);
  await expect(page.getByTestId('chat-thread')).toBeVisible();
  await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();
  await page.getByTestId('chat-input').fill('Hi Talia! Your case study was great. Details: https://harbour.example.com/graduates');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  await expect(page.getByTestId('chat-message').first().getByRole('link', { name: 'https://harbour.example.com/graduates' })).toHaveAttribute('rel', /noopener/);
  await expectNoAxeViolations(page, 'employer chat');

  // The student sees the unread conversation, opens it, and replies; the employer sees it without reloading.
  await student.goto('/student/messages');
  await expect(student.getByTestId('chat-list-item')).toHaveCount(1);
  await expect(student.getByTestId('chat-unread')).toBeVisible();
  await expectNoAxeViolations(student, 'student inbox');
  await student.getByTestId('chat-list-item').click();
  await expect(student.getByTestId('chat-message')).toHaveCount(1);
  await expect(student.getByTestId('chat-message').first()).toContainText('Your case study was great');
  await expectNoAxeViolations(student, 'student thread');
  // Reading it shows as "Seen" to the employer; typing shows while the student writes.
  await expect(page.getByTestId('chat-receipt')).toHaveText(/Seen/);
  await student.getByTestId('chat-input').pressSequentially('Thank you', { delay: 20 });
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await student.getByTestId('chat-input').fill('Thank you! I would love to hear more.');
  await student.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message')).toHaveCount(2);
  await expect(page.getByTestId('chat-message').nth(1)).toContainText('I would love to hear more');
  await page.getByTestId('chat-input').fill('Great, let us talk on Friday.');
  await page.getByTestId('chat-send').click();
  await expect(student.getByTestId('chat-message')).toHaveCount(3);

  // The student reports the first message and blocks the employer.
  await student.getByTestId('chat-report').first().click();
  await student.getByTestId('chat-report-reason').selectOption('harassment');
  await student.getByTestId('chat-report-send').click();
  await expect(student.getByTestId('chat-report-form')).toHaveCount(0);
  await student.getByTestId('chat-block').click();
  await expect(student.getByTestId('chat-blocked')).toBeVisible();

  // The employer is told at once (live) and cannot write; a send anyway is refused with a sentence, and nothing
  // reaches the student.
  await expect(page.getByTestId('chat-blocked')).toContainText('You can no longer send messages');
  await expect(page.getByTestId('chat-input')).toBeDisabled();
  const employerAuth = { Authorization: `Bearer ${employer.token}` };
  const inbox = (await (await request.get(`/api/organisations/${companyId}/messages/conversations`, { headers: employerAuth })).json()) as { conversations: { conversationId: string }[] };
  const refused = await request.post(`/api/organisations/${companyId}/messages/conversations/${inbox.conversations[0]!.conversationId}/messages`, {
    headers: employerAuth,
    data: { clientMessageId: crypto.randomUUID(), text: 'Are you still there?' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string; detail: string }).detail).toContain('no longer send messages');
  await student.waitForTimeout(1500);
  await expect(student.getByTestId('chat-message')).toHaveCount(3);
  await expect(student.getByText('Are you still there?')).toHaveCount(0);

  await shoot(page, 'employer-chat');
  await shoot(student, 'student-thread');
  await student.goto('/student/messages');
  await shoot(student, 'student-inbox');

  // The admin sees the report on the Reports tab and removes the message.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await admin.getByTestId('admin-section-reports').click();
  const report = admin.getByTestId('admin-report').filter({ hasText: 'Your case study was great' });
  await expect(report).toBeVisible();
  await expect(report).toContainText('Harassment');
  await expectNoAxeViolations(admin, 'admin reports');
  await report.getByTestId('admin-report-remove').click();
  await expect(admin.getByTestId('admin-report').filter({ hasText: 'Your case study was great' })).toHaveCount(0);
  await student.goto('/student/messages?c=' + encodeURIComponent((await (await request.get('/api/messages/conversations', { headers: { Authorization: `Bearer ${studentToken}` } })).json() as { conversations: { conversationId: string }[] }).conversations[0]!.conversationId));
  await expect(student.getByText('This message was removed.')).toBeVisible();

  await adminContext.close();
  await studentContext.close();
});
