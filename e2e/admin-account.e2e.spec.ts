// The hidden admin area (docs/accounts.md § Admin): only ADMIN_LOGIN_PATH opens it (the e2e server sets
// one and creates the admin with `npm run admin:create` first, see playwright.config.ts); password + TOTP sign-in;
// company review (approve, reject with a reason, suspend); every other unknown path still goes to /.
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, readOtp, uniqueEmail } from './identity-support.ts';
import { adminFor, signInAdminOnScreen } from './support/admins.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const ADMIN_PATH = process.env.E2E_ADMIN_PATH ?? '';
const admin = () => adminFor('admin-screens');

/** An employer with a pending company, created through the API; returns the company's name. */
async function pendingCompany(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail('acme-e2e.example', 'owner');
  expect(((await (await request.post('/api/employer/otp/new', { data: { EmailAddress: email, lng: 'en' } })).json()) as { msg: string }).msg).toBe('success');
  const otp = await readOtp(request, email);
  const registered = await request.post('/api/employer/register', { data: { firstName: 'Olive', LastName: 'Owner', EmailAddress: email, password: PASSWORD, otp } });
  const { token } = (await registered.json()) as { token: string };
  const name = `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post('/api/companies', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, website: 'https://acme-e2e.example', industry: 'Investment banking', size: '51-200', country: 'United Kingdom' },
  });
  expect(created.status()).toBe(201);
  return name;
}

test.describe('admin area', () => {
  test('unknown paths still go to /, and nothing on the site links to the admin path', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/e2e-admin-door-wrong1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(`a[href*="${ADMIN_PATH}"]`)).toHaveCount(0);
  });

  test('signs in with password and authenticator code, approves, rejects with a reason, suspends, logs out', async ({ page, request }) => {
    const approveMe = await pendingCompany(request, 'Approve Bank');
    const rejectMe = await pendingCompany(request, 'Reject Partners');

    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin sign-in');

    // a wrong code is refused without saying which part was wrong
    await page.getByLabel('Email', { exact: true }).fill(admin().email);
    await page.getByLabel('Password', { exact: true }).fill(admin().password);
    await page.getByLabel('6-digit authenticator code').fill('12345');
    await page.getByTestId('admin-login-submit').click();
    await expect(page.getByText('Please enter the 6-digit code from your authenticator app')).toBeVisible();
    await signInAdminOnScreen(page, 'admin-screens');

    const pending = page.getByTestId('admin-company');
    const approveCard = pending.filter({ hasText: approveMe });
    await expect(approveCard).toBeVisible();
    await expect(approveCard.getByTestId('admin-owner')).toHaveText(/^owner\..+@acme-e2e\.example$/);
    await expect(approveCard).toContainText('Investment banking');
    await expect(approveCard.getByRole('link', { name: 'https://acme-e2e.example' })).toHaveAttribute('href', 'https://acme-e2e.example/');
    // What helps judge it (issue 25): the sign-up domain against the website's, the members by domain, what it made.
    await expect(approveCard.getByTestId('admin-domain-match')).toHaveText('acme-e2e.example matches the website');
    await expect(approveCard.getByTestId('admin-members')).toContainText('Olive Owner (owner) · @acme-e2e.example');
    await expect(approveCard.getByTestId('admin-drafted')).toHaveText('0 events · 0 jobs · 0 challenges');
    await expectNoAxeViolations(page, 'admin companies (pending)');

    await approveCard.getByTestId('admin-approve').click();
    await expect(page.getByText(`${approveMe} has been approved`)).toBeVisible();
    await expect(approveCard).toHaveCount(0);

    // reject needs a reason of at most 500 characters
    await pending.filter({ hasText: rejectMe }).getByTestId('admin-reject').click();
    const dialog = page.getByTestId('reason-dialog');
    await expect(dialog.getByRole('heading', { name: `Reject ${rejectMe}` })).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByTestId('reason-confirm').click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('x'.repeat(501));
    await dialog.getByTestId('reason-confirm').click();
    await expect(dialog.getByText('At most 500 characters')).toBeVisible();
    await expectNoAxeViolations(page, 'admin reject dialog');
    await dialog.getByLabel('Reason').fill('We could not verify this company.');
    await dialog.getByTestId('reason-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${rejectMe} has been rejected`)).toBeVisible();

    await page.getByTestId('admin-tab-rejected').click();
    await expect(page.getByTestId('admin-tab-rejected')).toHaveAttribute('aria-selected', 'true');
    await expect(pending.filter({ hasText: rejectMe })).toBeVisible();
    await expect(pending.filter({ hasText: rejectMe }).getByRole('button')).toHaveCount(0);

    // arrow keys move between the tabs
    await page.getByTestId('admin-tab-rejected').press('ArrowLeft');
    await expect(page.getByTestId('admin-tab-suspended')).toBeFocused();
    await page.getByTestId('admin-tab-suspended').press('ArrowLeft');
    await expect(page.getByTestId('admin-tab-active')).toHaveAttribute('aria-selected', 'true');
    const active = pending.filter({ hasText: approveMe });
    await active.getByTestId('admin-suspend').click();
    await dialog.getByLabel('Reason').fill('Reported for misleading job posts.');
    await dialog.getByTestId('reason-confirm').click();
    await expect(page.getByText(`${approveMe} has been suspended`)).toBeVisible();
    await page.getByTestId('admin-tab-suspended').click();
    await expect(pending.filter({ hasText: approveMe })).toBeVisible();

    // the session lives in this tab only; a reload keeps it, logging out ends it
    expect(await page.evaluate(() => (globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }).sessionStorage.getItem('admintoken'))).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
    await page.getByTestId('admin-logout').click();
    await expect(page.getByTestId('admin-login')).toBeVisible();
    const refused = await request.get('/api/admin/organisations?status=pending');
    expect(refused.status()).toBe(401);
  });
});
