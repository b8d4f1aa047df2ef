// Helpers for the employer specs: a company domain per test, registration and company creation through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, readOtp, uniqueEmail, waitForMail } from './identity-support.ts';

/** A company domain no other test uses (so no existing company matches it). */
export function companyDomain(): string {
  return `acme-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.com`;
}

export interface Employer {
  email: string;
  token: string;
  uniqueId: string;
}

/** Registers an employer straight through the API (for tests about what comes after registration). */
export async function registerEmployerThroughApi(request: APIRequestContext, email: string, firstName = 'Olivia'): Promise<Employer> {
  const sent = await request.post('/api/employer/otp/new', { data: { EmailAddress: email, lng: 'en' } });
  expect(((await sent.json()) as { msg: string }).msg).toBe('success');
  const otp = await readOtp(request, email);
  const res = await request.post('/api/employer/register', {
    data: { firstName, LastName: 'Owner', EmailAddress: email, password: PASSWORD, otp },
  });
  const body = (await res.json()) as { msg: string; token: string; uniqueId: string };
  expect(body.msg).toBe('success');
  return { email, token: body.token, uniqueId: body.uniqueId };
}

/** Creates the employer's company (status pending) and returns its id. */
export async function createCompanyThroughApi(request: APIRequestContext, employer: Employer, name: string): Promise<string> {
  const res = await request.post('/api/companies', {
    headers: { Authorization: `Bearer ${employer.token}` },
    data: { name, website: 'https://acme.example.com', industry: 'Consulting', size: '11-50', country: 'Germany' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { organisation: { organisationId: string } }).organisation.organisationId;
}

/** Logs in through /employer/login and waits for the dashboard. */
export async function employerLoginThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/employer/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The path of the invitation link in the newest invitation mail to `to`. */
export async function readInvitationPath(request: APIRequestContext, to: string): Promise<string> {
  const mail = await waitForMail(request, to, /invited/i);
  const path = /\/registration\/[\w-]+\/[\w-]+\/[\w-]+/.exec(mail.text || mail.html)?.[0];
  if (!path) throw new Error('no invitation link in the mail');
  return path;
}

/** The path of the recovery link in the newest password mail to an employer. */
export async function readEmployerRecoveryPath(request: APIRequestContext, to: string): Promise<string> {
  const mail = await waitForMail(request, to, /password/i);
  const path = /\/employer\/recover\/[A-Za-z0-9_-]+/.exec(mail.text || mail.html)?.[0];
  if (!path) throw new Error('no employer recovery link in the mail');
  return path;
}

export async function logoutThroughMenu(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

export { uniqueEmail };
