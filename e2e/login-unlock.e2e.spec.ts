// Locked out by someone else's guesses (issue 9, probe item 7; docs/accounts.md): an address limited after 10 wrong
// passwords answers 'ratelimited' with a message to check the inbox, and the mailed unlock link lets the owner in.
import { PASSWORD, registerThroughApi, uniqueEmail, waitForMail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The limited login is a 429, which Chromium logs as a failed resource.
test.use({ allowConsoleErrors: [/status of 429 \(Too Many Requests\) @ \S+\/api\/student\/login/] });

test('after someone else locks the address, the owner reads the unlock mail, opens the link and signs in', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'rosa');
  await registerThroughApi(request, email);
  // The guesses come from another client (the gateway's X-Forwarded-For), so only the address is limited.
  const attacker = { 'x-forwarded-for': '203.0.113.41' };
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post('/api/student/login', { data: { email, password: `guess number ${i}` }, headers: attacker });
    expect(((await res.json()) as { msg: string }).msg).toBe('wrongpass');
  }

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(/check your inbox: we have sent you a link that unlocks sign-in/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(request, email, /Unlock sign-in/);
  const path = /\/unlock\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(path).toBeTruthy();
  await page.goto(path!);
  await expect(page.getByTestId('unlock-done')).toContainText('Sign-in is unlocked');
  await expectNoAxeViolations(page, '/unlock/{id}');
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/student$/);

  // The link worked once.
  await page.goto(path!);
  await expect(page.getByTestId('unlock-failed')).toContainText('not valid or has already been used');
});
