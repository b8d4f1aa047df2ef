// Student organisations (docs/accounts.md § Student organisations): a student registers through the
// organisations' entry, creates an organisation, runs it from /so/dashboard; the guards; accessibility on the way.
import { PASSWORD, getStored, pickUniversity, readOtp, registerThroughApi, setStored, uniqueEmail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const UCL = 'University College London, University of London';

test.describe('student organisation account', () => {
  test('registers as a student, creates an organisation, runs it from /so/dashboard and its team page; reload stays, logout is guarded', async ({ page, request }) => {
    const email = uniqueEmail('student.ucl.ac.uk', 'mia');
    const name = `UCL Finance Society ${Date.now().toString(36)}`;

    await page.goto('/student-organization/register');
    await pickUniversity(page, 'United Kingdom', UCL);
    await page.getByTestId('registration-next').click();
    await page.getByLabel('University email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();
    await page.getByTestId('otp-input').fill(await readOtp(request, email));
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('otp-submit').click();

    // the registration continues to the organisation, not to /student
    await expect(page).toHaveURL(/\/create\/organization$/);
    await expect(page.getByRole('heading', { name: 'Create your organisation' })).toBeVisible();
    await expect(page.getByTestId('university-picker-value')).toHaveText(/University College London/);
    await page.getByTestId('so-create-submit').click();
    await expect(page.getByText('Please enter a name')).toBeVisible();
    await expect(page.getByText('Please choose a category')).toBeVisible();
    await expectNoAxeViolations(page, '/create/organization (with errors)');

    await page.getByLabel('Name of the organisation').fill(name);
    await page.getByLabel('Category').selectOption('Finance');
    await page.getByLabel('Description (optional)').fill('Markets, valuation and career talks.\nEvery Tuesday.');
    await expect(page.getByText('51/1000 characters')).toBeVisible();
    await page.getByLabel('Logo URL (optional)').fill('javascript:alert(1)');
    await page.getByTestId('so-create-submit').click();
    await expect(page.getByText('Please enter a web address starting with https://')).toBeVisible();
    await page.getByLabel('Logo URL (optional)').fill('');
    await page.getByTestId('so-create-submit').click();

    await expect(page).toHaveURL(/\/so\/dashboard$/);
    await expect(page.getByTestId('so-dashboard-title')).toHaveText(name);
    await expect(page.getByTestId('so-university')).toHaveText(UCL);
    await expect(page.getByTestId('so-category')).toHaveText('Finance');
    await expect(page.getByTestId('so-my-role')).toHaveText('Owner');
    await expect(page.getByTestId('so-description')).toContainText('Every Tuesday.');
    await expectNoAxeViolations(page, '/so/dashboard');
    // The team has a page of its own (spec §2 /so/dashboard/Team).
    await page.getByRole('link', { name: 'Open the team' }).click();
    await expect(page).toHaveURL(/\/so\/dashboard\/Team$/);
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    await expect(page.getByTestId('team-no-invitations')).toBeVisible();
    await expectNoAxeViolations(page, '/so/dashboard/Team');

    const friend = uniqueEmail('student.ucl.ac.uk', 'ben');
    await page.getByLabel('Email address').fill(friend);
    await page.getByLabel('Role').selectOption('admin');
    await page.getByTestId('invite-submit').click();
    await expect(page.getByTestId('team-invitation')).toContainText(friend);
    await expect(page.getByTestId('team-invitation')).toContainText('Admin');

    await page.reload();
    await expect(page.getByTestId('team-invitation')).toContainText(friend);
    expect(await getStored(page, 'token')).toBeTruthy();

    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.goto('/so/dashboard');
    await expect(page).toHaveURL(/\/student-organization\/login$/);

    // signing in again from there returns to the dashboard
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/so\/dashboard$/);
    await expect(page.getByTestId('so-dashboard-title')).toHaveText(name);
  });

  test('/create/organization without a session goes to /login', async ({ page }) => {
    await page.goto('/create/organization');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a student without an organisation sees the empty dashboard with a way to create one', async ({ page, request }) => {
    const token = await registerThroughApi(request, uniqueEmail('student.ucl.ac.uk', 'noa'));
    await page.goto('/');
    await setStored(page, 'token', token);
    await page.goto('/so/dashboard');
    await expect(page.getByTestId('so-dashboard-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/so/dashboard (empty)');
    await page.getByTestId('so-create-link').click();
    await expect(page).toHaveURL(/\/create\/organization$/);
    // the university comes from the student's account
    await expect(page.getByTestId('university-picker-value')).toHaveText(/University College London/);
  });

  test('a student in two organisations switches between them, and the choice survives a reload', async ({ page, request }) => {
    const token = await registerThroughApi(request, uniqueEmail('student.ucl.ac.uk', 'eli'));
    const university = { name: UCL, area: 'United Kingdom' };
    for (const [name, category] of [
      ['Law Society', 'Law'],
      ['Chess Club', 'Sports'],
    ] as const) {
      const res = await request.post('/api/organisations/student', { headers: { Authorization: `Bearer ${token}` }, data: { name, university, category } });
      expect(res.status()).toBe(201);
    }
    await page.goto('/');
    await setStored(page, 'token', token);
    await page.goto('/so/dashboard');
    await expect(page.getByTestId('so-dashboard-title')).toHaveText('Law Society');
    await page.getByTestId('so-switcher').selectOption({ label: 'Chess Club' });
    await expect(page.getByTestId('so-dashboard-title')).toHaveText('Chess Club');
    await expect(page.getByTestId('so-category')).toHaveText('Sports');
    await page.reload();
    await expect(page.getByTestId('so-dashboard-title')).toHaveText('Chess Club');
  });
});
