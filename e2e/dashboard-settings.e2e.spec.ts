// Settings next to the dashboard: tracks, language, name and password (issue 5), each surviving a reload.
import { PASSWORD, loginThroughUi, registerThroughApi, uniqueEmail } from './identity-support.ts';
import { expect, test } from './support/fixtures.ts';

test('tracks and name changes survive a reload and reach the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'jonas');
  await registerThroughApi(request, email);
  await loginThroughUi(page, email);
  await page.goto('/student/settings');
  // The form is filled from the account once it has loaded (CI once saw an uncheck undone by that fill).
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('track-option-Finance')).toBeChecked();

  // At least one track.
  await page.getByTestId('track-option-Finance').uncheck();
  await page.getByTestId('tracks-save').click();
  await expect(page.getByTestId('tracks-error')).toHaveText('Please choose at least one track');

  await page.getByTestId('track-option-Start-Up').check();
  await page.getByTestId('track-option-Finance').check();
  await page.getByTestId('tracks-save').click();
  await expect(page.getByTestId('tracks-saved')).toBeVisible();

  await page.getByLabel('First name').fill('Jonah');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-saved')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('track-option-Finance')).toBeChecked();
  await expect(page.getByTestId('track-option-Start-Up')).toBeChecked();
  await expect(page.getByTestId('track-option-Consulting')).not.toBeChecked();
  await expect(page.getByLabel('First name')).toHaveValue('Jonah');

  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page.getByTestId('student-greeting')).toHaveText('Hello Jonah!');
  await expect(page.getByTestId('track-name')).toHaveText('Finance');
  await page.getByTestId('track-next').click();
  await expect(page.getByTestId('track-name')).toHaveText('Start-Up');
  // The Start-Up track's opportunities: its demo jobs, the soonest deadline first (issue 23's demo world).
  await expect(page.getByTestId('opportunity').first()).toContainText('Product Engineering Intern · Tessellate Labs');
});

test('language switches the interface, is stored, and survives a reload', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'klara');
  const token = await registerThroughApi(request, email);
  await loginThroughUi(page, email);
  await page.goto('/student/settings');

  await page.getByTestId('settings-language').selectOption('de');
  await page.getByTestId('language-save').click();
  await expect(page.getByTestId('language-saved')).toHaveText('Deine Sprache wurde gespeichert.');
  await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('settings-language')).toHaveValue('de');
  await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
  // Asked from the page: the test's request context may hold a keep-alive socket the server has closed by now.
  const lng = await page.evaluate(async (bearer) => {
    const res = await fetch('/api/student/me', { headers: { Authorization: `Bearer ${bearer}` } });
    return ((await res.json()) as { user: { lng: string | null } }).user.lng;
  }, token);
  expect(lng).toBe('de');

  await page.getByRole('link', { name: 'Zurück zu deinem Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Deine nächsten Schritte' })).toBeVisible();
});

test('password change: errors, show/hide, then login with the new password only', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'lena');
  await registerThroughApi(request, email);
  await loginThroughUi(page, email);
  await page.goto('/student/settings');

  const current = page.getByTestId('current-password');
  const next = page.getByTestId('new-password');
  await current.fill('not my password');
  await next.fill('a brand new secret');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-error')).toHaveText('The current password is not correct.');

  await current.fill(PASSWORD);
  await next.fill('short');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-error')).toHaveText('Password must be at least 8 characters');

  await next.fill('a brand new secret');
  await expect(next).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).nth(1).click();
  await expect(next).toHaveAttribute('type', 'text');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-saved')).toHaveText('Your password was changed.');

  // This session stays; after logging out only the new password works.
  await page.reload();
  await expect(page).toHaveURL(/\/student\/settings$/);
  // Logging out while the dashboard's /me is still in flight would answer that request 401 (logged by Chromium).
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/student/me')), page.goto('/student')]);
  await page.getByTestId('student-logout').click();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Incorrect Password')).toBeVisible();
  await loginThroughUi(page, email, 'a brand new secret');
});
