// Career centers (docs/accounts.md § Career centers): registration through the university picker with the
// staff e-mail rule, the mailed code, the dashboard and its guard; accessibility of every screen on the way.
import type { Page } from '@playwright/test';
import { admitCareerCenterStaff } from './host-areas-support.ts';
import { PASSWORD, getStored, pickUniversity, readOtp, registerThroughApi, setStored, uniqueEmail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The account spec opens Warwick's career center: no other spec registers there, so its staff member is the first
// (the owner, pending Fast-Track's review) whatever order the specs run in.
const WARWICK = { name: 'University of Warwick', area: 'United Kingdom' };

async function logoutThroughMenu(page: Page) {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

test.describe('career center account', () => {
  test('registers with a Warwick staff address, waits for the review on /cc/dashboard, then works there; the guard holds after logout', async ({ page, request }) => {
    const email = uniqueEmail('warwick.ac.uk', 'jo');
    await page.goto('/career-center/register');
    await expect(page.getByRole('heading', { name: 'Your university' })).toBeVisible();
    await expect(page.getByTestId('cc-next')).toBeDisabled();
    await pickUniversity(page, 'United Kingdom', WARWICK.name);
    await expect(page.getByTestId('cc-domains')).toHaveText('Staff e-mail addresses end in: warwick.ac.uk');
    await expectNoAxeViolations(page, '/career-center/register (university)');
    await page.getByTestId('cc-next').click();

    await expect(page.getByRole('heading', { name: 'Your staff account' })).toBeVisible();
    // a student address of another university is refused before any mail goes out
    await page.getByLabel('Work email').fill('jo@kcl.ac.uk');
    await page.getByTestId('cc-send-code').click();
    await expect(page.getByText('Please use your address at the university (warwick.ac.uk)')).toBeVisible();
    await expect(page.getByText('Please enter your name')).toHaveCount(2);
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoAxeViolations(page, '/career-center/register (details with errors)');

    // a student sub-domain of the university itself is refused too (issue 22)
    await page.getByLabel('Work email').fill('jo@student.warwick.ac.uk');
    await page.getByTestId('cc-send-code').click();
    await expect(page.getByText('This is a student address; career center staff register with their staff address')).toBeVisible();

    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Bloggs');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('cc-send-code').click();

    await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();
    await expect(page.getByText('Code sent to your email')).toBeVisible();
    await expectNoAxeViolations(page, '/career-center/register (code)');
    const otp = await readOtp(request, email);
    await page.getByTestId('cc-code').fill(otp);
    await page.getByTestId('cc-register').click();

    await expect(page).toHaveURL(/\/cc\/dashboard$/);
    // the first staff member opened the center: it waits for Fast-Track's review and shows nothing else (issue 22)
    await expect(page.getByRole('heading', { name: 'Your career center is being reviewed' })).toBeVisible();
    await expect(page.getByTestId('cc-university-name')).toHaveCount(0);
    await expectNoAxeViolations(page, '/cc/dashboard (awaiting review)');
    await admitCareerCenterStaff(request, (await getStored(page, 'careertoken'))!, WARWICK.name);
    await page.reload();
    await expect(page.getByTestId('cc-dashboard-title')).toHaveText('Hello Jo!');
    await expect(page.getByTestId('cc-university-name')).toHaveText(WARWICK.name);
    await expect(page.getByTestId('cc-my-role')).toHaveText('Owner');
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    await expect(page.getByTestId('team-member')).toContainText(email);
    expect(await getStored(page, 'careertoken')).toBeTruthy();
    expect(await getStored(page, 'token')).toBeNull();
    await expectNoAxeViolations(page, '/cc/dashboard');

    // the owner invites a colleague: the invitation is listed at once
    const colleague = uniqueEmail('warwick.ac.uk', 'sam');
    await page.getByLabel('Email address').fill(colleague);
    await page.getByTestId('invite-submit').click();
    await expect(page.getByTestId('team-invitation')).toContainText(colleague);

    // another Warwick address asks to join at registration: a member only once the owner accepts (issue 22)
    const asker = uniqueEmail('warwick.ac.uk', 'kim');
    await request.post('/api/career-center/otp/new', { data: { EmailAddress: asker, university: WARWICK, lng: 'en' } });
    const asked = await request.post('/api/career-center/register', {
      data: { firstName: 'Kim', LastName: 'Asker', EmailAddress: asker, password: PASSWORD, otp: await readOtp(request, asker), university: WARWICK },
    });
    const askerToken = (await asked.json()) as { admission: string; token: string; organisationId: string };
    expect(askerToken.admission).toBe('request');
    const staffList = `/api/organisations/${askerToken.organisationId}/members`;
    expect((await request.get(staffList, { headers: { Authorization: `Bearer ${askerToken.token}` } })).status()).toBe(403);
    await page.reload();
    await expect(page.getByTestId('team-join-request')).toContainText(asker);
    await expectNoAxeViolations(page, '/cc/dashboard (join request)');
    await page.getByRole('button', { name: 'Accept Kim Asker' }).click();
    await expect(page.getByTestId('team-join-request')).toHaveCount(0);
    await expect(page.getByTestId('team-member')).toHaveCount(2);
    expect((await request.get(staffList, { headers: { Authorization: `Bearer ${askerToken.token}` } })).status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/cc\/dashboard$/);
    await expect(page.getByTestId('cc-dashboard-title')).toHaveText('Hello Jo!');

    await logoutThroughMenu(page);
    expect(await getStored(page, 'careertoken')).toBeNull();
    await page.goto('/cc/dashboard');
    await expect(page).toHaveURL(/\/career-center\/login$/);
    await expect(page.getByRole('heading', { name: 'Career center login' })).toBeVisible();
    await expectNoAxeViolations(page, '/career-center/login');

    // and back in through the staff login, which returns to the dashboard
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/cc\/dashboard$/);
    await expect(page.getByTestId('cc-dashboard-title')).toHaveText('Hello Jo!');
  });

  test('an unlisted university cannot be verified: the screen points to support and does not move on', async ({ page }) => {
    await page.goto('/career-center/register');
    await page.getByTestId('university-picker').click();
    const panel = page.getByTestId('university-panel');
    if ((await panel.getByTestId('chosen-country').count()) === 0) await panel.locator('[data-testid="country-option"][data-country="Germany"]').click();
    await panel.getByTestId('university-other').click();
    await expect(page).toHaveURL(/\/career-center\/register$/);
    await expect(page.getByTestId('cc-no-domains')).toContainText('Please contact our support team.');
    await expect(page.getByTestId('cc-next')).toBeDisabled();
  });

  test('a signed-in student who opens /cc/dashboard goes to /student', async ({ page, request }) => {
    const token = await registerThroughApi(request, uniqueEmail('student.ucl.ac.uk', 'lea'));
    await page.goto('/');
    await setStored(page, 'token', token);
    await page.goto('/cc/dashboard');
    await expect(page).toHaveURL(/\/student$/);
  });

  test('the LinkedIn variants lead to the e-mail screens when LinkedIn is not configured', async ({ page }) => {
    await page.goto('/career-center/register/linkedin');
    await expect(page).toHaveURL(/\/career-center\/register$/);
    await page.goto('/career-center/login/linkedin');
    await expect(page).toHaveURL(/\/career-center\/login$/);
  });

  test('forgot password asks for a link without telling whether the address exists; accessible', async ({ page }) => {
    await page.goto('/career-center/forgot/password');
    await expectNoAxeViolations(page, '/career-center/forgot/password');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('ucl.ac.uk', 'nobody'));
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
  });
});
