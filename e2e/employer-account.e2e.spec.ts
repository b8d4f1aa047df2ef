// Employers (docs/accounts.md § Employers, § Teams): registration with a work address and the mailed code,
// the company and the job role, the dashboard with its pending review, the session across reloads and logout, the
// employer guard, and an invitation into the team; accessibility (WCAG 2.2 AA) of every screen on the way.
import sharp from 'sharp';
import { PASSWORD, getStored, loginThroughUi, readOtp, registerThroughApi } from './identity-support.ts';
import {
  companyDomain,
  createCompanyThroughApi,
  employerLoginThroughUi,
  logoutThroughMenu,
  readEmployerRecoveryPath,
  readInvitationPath,
  registerEmployerThroughApi,
  uniqueEmail,
} from './employer-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { resizeTo } from './support/layout.ts';

test.describe('employer account', () => {
  // Long journeys with an axe pass per screen: on two shared cores they need more than the default minute.
  test.slow();

  test('registers, creates a pending company, picks a role, stays signed in after a reload, and the guard holds after logout', async ({ page, request }) => {
    test.setTimeout(240_000);
    const domain = companyDomain();
    const email = uniqueEmail(domain, 'eva');

    await page.goto('/employer/register');
    await expect(page.getByRole('heading', { name: 'Create your employer account' })).toBeVisible();
    await expectNoAxeViolations(page, '/employer/register');

    // free mail is refused at once, before any mail goes out
    await page.getByLabel('Work e-mail').fill('eva@gmail.com');
    await page.getByTestId('employer-register-submit').click();
    await expect(page.getByTestId('employer-email-error')).toHaveText('Please enter your work email address');
    await expect(page.getByText('Please enter your name')).toHaveCount(2);
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('First name').fill('Eva');
    await page.getByLabel('Last name').fill('Nowak');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('employer-register-submit').click();

    await expect(page).toHaveURL(/\/employer\/register\/verify$/);
    await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code-status')).toContainText('You can ask for a new code in');
    await expectNoAxeViolations(page, '/employer/register/verify');
    const otp = await readOtp(request, email);
    await page.getByTestId('otp-input').fill(otp === '0000' ? '1111' : '0000');
    await page.getByTestId('otp-submit').click();
    await expect(page.getByText('Incorrect code, please try again')).toBeVisible();
    await page.getByTestId('otp-input').fill(otp);
    await page.getByTestId('otp-submit').click();

    await expect(page).toHaveURL(/\/create\/company$/);
    await expect(page.getByRole('heading', { name: 'Create your company' })).toBeVisible();
    await page.getByTestId('company-submit').click();
    await expect(page.getByText('Please enter the company name')).toBeVisible();
    await expectNoAxeViolations(page, '/create/company (errors)');
    await page.getByLabel('Company name').fill('Acme Analytics');
    await page.getByLabel('Website').fill(domain);
    await page.getByLabel('Industry').selectOption({ label: 'Consulting' });
    await page.getByLabel('Company size').selectOption('51-200');
    await page.getByLabel('Headquarters').selectOption('Poland');
    // The logo is an upload (no image address field any more), and the description is part of the company.
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3346d3' } }).png().toBuffer() });
    await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
    await page.getByLabel('About', { exact: true }).fill('Acme Analytics builds pricing models for retailers.');
    await page.getByTestId('company-submit').click();

    await expect(page).toHaveURL(/\/create\/company\/role$/);
    await expectNoAxeViolations(page, '/create/company/role');
    await page.getByTestId('role-Hiring manager').click();
    await expect(page).toHaveURL(/\/create\/company\/role\/Hiring%20manager$/);
    await expect(page.getByText('You join Acme Analytics as Hiring manager.')).toBeVisible();
    await expectNoAxeViolations(page, '/create/company/role/{Role}');
    await page.getByTestId('role-confirm-submit').click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('employer-greeting')).toHaveText('Hello Eva!');
    await expect(page.getByTestId('company-status')).toHaveText('Pending review');
    await expect(page.getByTestId('status-banner')).toContainText('nothing you create is visible to students');
    await expect(page.getByTestId('company-card')).toContainText('Owner · Hiring manager');
    await expect(page.getByTestId('team-summary')).toContainText('1 members');
    await expectNoAxeViolations(page, '/dashboard');

    await page.reload();
    await expect(page.getByTestId('company-status')).toHaveText('Pending review');
    await expect(page.getByTestId('header-home')).toHaveText('Eva');

    // the account menu: keyboard opens it, Escape closes it and gives focus back
    await page.getByTestId('account-menu-button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /Acme Analytics/ })).toBeFocused();
    await expectNoAxeViolations(page, 'header account menu');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-menu')).toBeHidden();
    await expect(page.getByTestId('account-menu-button')).toBeFocused();

    // a signed-in employer opening the login goes home
    await page.goto('/employer/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    await logoutThroughMenu(page);
    const root = JSON.parse((await getStored(page, 'root')) ?? '{}') as { state: { employerauth: boolean; employer: unknown } };
    expect(root.state).toMatchObject({ employerauth: false, employer: null });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/employer\/login$/);
    await page.goto('/dashboard/Team');
    await expect(page).toHaveURL(/\/employer\/login$/);
    await expectNoAxeViolations(page, '/employer/login');

    // signing in comes back to where the guard sent the employer away from
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/dashboard\/Team$/);
  });

  test.describe('one browser, a student then an employer', () => {
    // The student dashboard's profile refresh and the header's unread-messages poll may be in flight as the student
    // logs out: their 401 is the ended session's (as in e2e/identity-session); seen once on a loaded machine.
    test.use({ allowConsoleErrors: [/status of 401 \(Unauthorized\) @ \S+\/api\/(messaging\/unread|student\/me)$/] });

    test('a student opening the employer area lands on /student; an employer opening /student lands on /dashboard', async ({ page, request }) => {
      const student = uniqueEmail('ucl.ac.uk', 'stan');
      await registerThroughApi(request, student);
      await loginThroughUi(page, student);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/student$/);
      await page.goto('/create/company');
      await expect(page).toHaveURL(/\/student$/);

      // one person per browser: a signed-in student opening the employer login goes home (issue 10); after logging
      // out, the employer login replaces the student session
      await page.goto('/employer/login');
      await expect(page).toHaveURL(/\/student$/);
      await logoutThroughMenu(page);
      const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'emil'), 'Emil');
      await employerLoginThroughUi(page, employer.email);
      expect(await getStored(page, 'token')).toBeNull();
      await expect(page.getByTestId('no-company')).toBeVisible();
      await page.goto('/student');
      await expect(page).toHaveURL(/\/dashboard$/);

      // the account menu leads to the settings, which work for employers too
      await page.getByTestId('account-menu-button').click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
      await page.getByLabel('First name').fill('Emilia');
      await page.getByTestId('settings-save').click();
      await expect(page.getByTestId('settings-saved')).toBeVisible();
      await expect(page.getByTestId('header-home')).toHaveText('Emilia');
      await expectNoAxeViolations(page, '/dashboard/settings');
    });
  });

  test('an invited colleague creates a profile from the mailed link, lands on /dashboard as member, and the owner sees them', async ({ page, browser, request }) => {
    const domain = companyDomain();
    const owner = await registerEmployerThroughApi(request, uniqueEmail(domain, 'olivia'), 'Olivia');
    await createCompanyThroughApi(request, owner, 'Globex Partners');
    await employerLoginThroughUi(page, owner.email);

    await page.getByTestId('employer-nav-team').click();
    await expect(page).toHaveURL(/\/dashboard\/Team$/);
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    await expect(page.getByTestId('team-no-invitations')).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/Team');

    const invitee = uniqueEmail(domain, 'ivan');
    await page.getByLabel('Email address').fill(invitee);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByTestId('invite-submit').click();
    await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
    await expect(page.getByTestId('team-invitation')).toHaveCount(1);

    // the invitee, in a browser of their own
    const link = await readInvitationPath(request, invitee);
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Join Globex Partners' })).toBeVisible();
    await expect(other.getByTestId('invitation-summary')).toHaveText('You are invited to join Globex Partners on Fast-Track as member.');
    await expectNoAxeViolations(other, '/registration/{company}/{dsa}/{user}');
    await other.getByTestId('invitation-continue').click();
    await expect(other).toHaveURL(/\/create\/profile\//);
    await expectNoAxeViolations(other, '/create/profile/…');
    await other.getByLabel('First name').fill('Ivan');
    await other.getByLabel('Last name').fill('Petrov');
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByTestId('profile-submit').click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByTestId('employer-greeting')).toHaveText('Hello Ivan!');
    await expect(other.getByTestId('company-card')).toContainText('Globex Partners');
    await expect(other.getByTestId('company-card')).toContainText('Member');
    await context.close();

    // the owner sees the new member; the invitation is spent
    await page.reload();
    await expect(page.getByTestId('team-member')).toHaveCount(2);
    await expect(page.locator(`[data-testid="team-member"][data-email="${invitee}"]`)).toContainText('Ivan Petrov');
    await expect(page.getByTestId('team-no-invitations')).toBeVisible();
  });

  test('no employer screen or open account menu is wider than a phone or a 1024px screen, in any of the six languages', async ({ page, request }) => {
    const owner = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'maximiliane'), 'Maximiliane');
    await createCompanyThroughApi(request, owner, 'Internationale Beratungsgesellschaft Oberhausen');
    await employerLoginThroughUi(page, owner.email);
    // the e2e tsconfig has no DOM types
    const widest = () => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
    // One load per screen and language, resized from 390 to 1024 px (the widths' CSS; a load per width doubled them).
    const widths = [390, 1024];
    for (const lng of ['en', 'de', 'fr', 'pl', 'es', 'it']) {
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(`/dashboard?lng=${lng}`);
      await expect(page.getByTestId('team-summary').locator('.team-summary')).toBeVisible();
      for (const width of widths) {
        await resizeTo(page, width, 800);
        await page.getByTestId('account-menu-button').click();
        await expect(page.getByTestId('account-menu')).toBeVisible();
        expect(await widest(), `/dashboard with the menu, ${lng} at ${width}px`).toBeLessThanOrEqual(width);
        const menu = await page.getByTestId('account-menu').boundingBox();
        expect(menu && menu.x >= 0 && menu.x + menu.width <= width, `menu inside the screen, ${lng} at ${width}px`).toBe(true);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('account-menu')).toBeHidden();
      }
      for (const [path, ready] of [
        ['/dashboard/Team', 'team-members'],
        ['/create/company/role', 'role-choice'],
      ] as const) {
        await page.setViewportSize({ width: widths[0]!, height: 800 });
        await page.goto(`${path}?lng=${lng}`);
        for (const width of widths) {
          await resizeTo(page, width, 800);
          await expect(page.getByTestId(ready)).toBeVisible();
          expect(await widest(), `${path}, ${lng} at ${width}px`).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  test('a forgotten password: the mail leads to /employer/recover, the new password signs in, /employer/success goes to the login', async ({ page, request }) => {
    const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'rita'), 'Rita');
    await page.goto('/employer/success');
    await expect(page).toHaveURL(/\/employer\/login$/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/employer\/forgot\/password$/);
    await page.getByLabel('Email', { exact: true }).fill(employer.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    await page.goto(await readEmployerRecoveryPath(request, employer.email));
    await expectNoAxeViolations(page, '/employer/recover/{uniqueId}');
    await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/employer\/login$/);
    await employerLoginThroughUi(page, employer.email, 'a brand new secret');
    await expect(page.getByTestId('no-company')).toBeVisible();
  });

  test('an invited employer who already has an account signs in from the link, comes back to it and joins', async ({ page, request }) => {
    const domain = companyDomain();
    const owner = await registerEmployerThroughApi(request, uniqueEmail(domain, 'otto'), 'Otto');
    const organisationId = await createCompanyThroughApi(request, owner, 'Initech Systems');
    const invitee = await registerEmployerThroughApi(request, uniqueEmail(domain, 'ines'), 'Ines');
    const invited = await request.post(`/api/organisations/${organisationId}/invitations`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { email: invitee.email, role: 'admin' },
    });
    expect(invited.ok()).toBe(true);
    const link = await readInvitationPath(request, invitee.email);

    await page.goto(link);
    await expect(page.getByTestId('invitation-summary')).toHaveText('You are invited to join Initech Systems on Fast-Track as admin.');
    await page.getByTestId('invitation-sign-in').click();
    await expect(page).toHaveURL(/\/employer\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(invitee.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await page.getByTestId('invitation-join').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('company-card')).toContainText('Initech Systems');
    await expect(page.getByTestId('company-card')).toContainText('Admin');
  });

  test('an owner accepts a join request, makes the newcomer admin, and removes them after confirming', async ({ page, request }) => {
    const domain = companyDomain();
    const owner = await registerEmployerThroughApi(request, uniqueEmail(domain, 'uma'), 'Uma');
    const organisationId = await createCompanyThroughApi(request, owner, 'Umbrella Labs');
    const joiner = await registerEmployerThroughApi(request, uniqueEmail(domain, 'jonas'), 'Jonas');
    const asked = await request.post(`/api/organisations/${organisationId}/join-requests`, { headers: { Authorization: `Bearer ${joiner.token}` }, data: {} });
    expect(asked.ok()).toBe(true);

    await employerLoginThroughUi(page, owner.email);
    await page.goto('/dashboard/Team');
    await expect(page.getByTestId('team-join-request')).toContainText('Jonas');
    await page.getByRole('button', { name: 'Accept Jonas Owner' }).click();
    await expect(page.getByTestId('team-no-join-requests')).toBeVisible();
    const row = page.locator(`[data-testid="team-member"][data-email="${joiner.email}"]`);
    await expect(row).toContainText('Member');

    await row.getByTestId('member-role').selectOption('admin');
    await expect(page.getByText('Jonas Owner is now Admin')).toBeVisible();
    await page.reload();
    await expect(row.getByTestId('member-role')).toHaveValue('admin');

    await row.getByTestId('member-remove').click();
    const dialog = page.getByTestId('remove-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, '/dashboard/Team remove dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByTestId('member-remove').click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('team-member')).toHaveCount(1);
  });
});
