// Login, logout, settings, recovery and account deletion through the real server (spec §2 Login / Student area, §4
// Login state, §5, §8). The login form's refusals are web/src/features/auth/components/login-form.component.spec.tsx;
// the guards and redirects of the student area are web/src/app/area-routes.component.spec.tsx.
import { PASSWORD, getStored, loginThroughUi, readRecoveryPath, registerThroughApi, uniqueEmail } from './identity-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('login', () => {
  // The header's unread-messages poll and the dashboard's profile refresh may be in flight as the session ends: their
  // 401 is the ended session's (as in deletion below); each seen once on a loaded machine.
  test.use({ allowConsoleErrors: [/status of 401 \(Unauthorized\) @ \S+\/api\/(messaging\/unread|student\/me)$/] });

  test('logs in, greets with the first name, shows the name in the header, and logs out', async ({ page, request }) => {
    const email = uniqueEmail('ucl.ac.uk', 'maria');
    await registerThroughApi(request, email);
    await page.goto('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await loginThroughUi(page, email);
    await expect(page.getByTestId('student-greeting')).toHaveText('Hello Maria!');
    await expect(page.getByTestId('header-student')).toHaveText('Maria');

    await page.getByTestId('student-logout').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await getStored(page, 'token')).toBeNull();
    await page.goto('/student');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header Logout ends the session on the server too', async ({ page, request }) => {
    const email = uniqueEmail('ucl.ac.uk', 'nils');
    await registerThroughApi(request, email);
    await loginThroughUi(page, email);
    const token = await getStored(page, 'token');
    await page.goto('/events');
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    const me = await request.get('/api/student/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});

test.describe('settings', () => {
  test('a new name survives a reload and greets the student', async ({ page, request }) => {
    const email = uniqueEmail('ucl.ac.uk', 'quinn');
    await registerThroughApi(request, email);
    await loginThroughUi(page, email);
    await page.goto('/student/settings');
    await expect(page.getByLabel('First name')).toHaveValue('Quinn');
    await page.getByLabel('First name').fill('Zofia');
    await page.getByLabel('Last name').fill('Nowak');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Zofia');
    await expect(page.getByLabel('Last name')).toHaveValue('Nowak');
    await page.goto('/student');
    await expect(page.getByTestId('student-greeting')).toHaveText('Hello Zofia!');
  });

  test.describe('deletion', () => {
    // The header's unread-messages poll may be in flight as the account goes: its 401 is the deleted session's.
    test.use({ allowConsoleErrors: [/status of 401 \(Unauthorized\) @ \S+\/api\/messaging\/unread/] });

    test('deleting the account needs the password, then the address is unknown', async ({ page, request }) => {
      const email = uniqueEmail('ucl.ac.uk', 'rita');
      await registerThroughApi(request, email);
      await loginThroughUi(page, email);
      await page.goto('/student/settings');
      await page.getByTestId('delete-account').click();
      await page.getByLabel('Password', { exact: true }).fill('wrong password');
      await page.getByTestId('delete-confirm').click();
      await expect(page.getByTestId('delete-error')).toHaveText('Incorrect Password');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByTestId('delete-confirm').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Your account was deleted.')).toBeVisible();

      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page.getByText('Email Not Registered')).toBeVisible();
    });
  });
});

test.describe('password recovery', () => {
  test('the mailed link sets a new password, once', async ({ page, request }) => {
    const email = uniqueEmail('ucl.ac.uk', 'sara');
    await registerThroughApi(request, email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot\/password$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    const path = await readRecoveryPath(request, email);
    await page.goto(path);
    await page.getByLabel('New password').fill('short');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    const fresh = 'a brand new secret';
    await page.getByLabel('New password').fill(fresh);
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password was changed. Please log in.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Incorrect Password')).toBeVisible();
    await loginThroughUi(page, email, fresh);

    // the link works once
    await page.goto(path);
    await page.getByLabel('New password').fill('yet another secret');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-dead')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot/password');
  });
});

test.describe('dev mailbox page', () => {
  test('lists the messages to an address, newest first', async ({ page, request }) => {
    const email = uniqueEmail('ucl.ac.uk', 'tom');
    await registerThroughApi(request, email);
    await request.post('/api/student/password/forgot', { data: { email, lng: 'en' } });
    await page.goto('/dev/mailbox');
    await page.getByPlaceholder('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Show messages' }).click();
    const messages = page.getByTestId('mailbox-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText('Reset your Fast-Track password');
    await expect(messages.nth(1)).toContainText('verification code');
  });
});
