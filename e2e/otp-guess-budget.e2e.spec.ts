// Issue 22, finding 2 (docs/accounts.md "Bounding code guesses"): a stranger spends the address's guess budget (the
// e2e server's OTP_GUESSES_PER_ADDRESS_DAY is 4); the person, refused even with the right code, opens the link of
// their code mail in this browser and registers with the same code, within the 15 minutes the design promises.
import { PASSWORD, pickUniversity, uniqueEmail, waitForMail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const UCL = 'University College London, University of London';

test('a stranger who spends the guess budget cannot keep the person from registering: their mail’s link lets this browser in', async ({ page, request }) => {
  const started = Date.now();
  const email = uniqueEmail('student.ucl.ac.uk', 'nora');
  await page.goto('/register');
  await pickUniversity(page, 'United Kingdom', UCL);
  await page.getByTestId('registration-next').click();
  await page.getByLabel('University email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();
  const mail = await waitForMail(request, email, /\b\d{4}\b/);
  const otp = /\b(\d{4})\b/.exec(mail.subject)?.[1] ?? '';

  // The stranger: other clients, no link (the request fixture keeps no browser cookie). 4 wrong guesses spend it.
  for (let i = 1; i <= 4; i += 1) {
    const guess = String((Number(otp) + i) % 10_000).padStart(4, '0');
    const res = await request.post('/api/student/register/new', {
      data: { EmailAddress: email, password: 'a stranger password', selected2: [], uni2: { name: UCL, area: 'United Kingdom' }, otpform: guess },
      headers: { 'x-forwarded-for': `203.0.113.${60 + i}` },
    });
    expect(((await res.json()) as { msg: string }).msg).toBe('incorrect otp');
  }

  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('otp-input').fill(otp);
  await page.getByTestId('otp-submit').click();
  await expect(page.getByText('Too many wrong codes have been tried for this e-mail address.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();

  const link = /\/verify\/[\w-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const tab = await page.context().newPage();
  await tab.goto(link!);
  await expect(tab.getByTestId('code-link-done')).toContainText('This browser can enter your code again');
  await expectNoAxeViolations(tab, '/verify/{link}');
  await tab.close();

  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('otp-input').fill(otp);
  await page.getByTestId('otp-submit').click();
  await expect(page).toHaveURL(/\/student\/onboarding$/);
  expect(Date.now() - started).toBeLessThan(15 * 60_000);

  // The stranger still cannot: the address now has an account, and the link went with the code.
  const again = await request.post('/api/otp/link', { data: { link: link!.slice('/verify/'.length) } });
  expect(await again.json()).toEqual({ msg: 'expired link' });
});
