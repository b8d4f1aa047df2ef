// The e2e server's admins, one per use, created before the server starts (playwright.config.ts: the seed's process
// makes them, the admin spec's comes from `npm run admin:create`): each use signs in with its own authenticator
// secret, so no use can spend another's 30 s TOTP step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AdminUse } from './admin-uses.ts';
import { expect } from './fixtures.ts';
import { msLeftInStep, totp } from './totp.ts';

export interface E2eAdmin {
  email: string;
  password: string;
  totpSecret: string;
}

function adminDir(): string {
  const dir = process.env.E2E_ADMIN_DIR;
  if (!dir) throw new Error('E2E_ADMIN_DIR is not set (playwright.config.ts creates the admins)');
  return dir;
}

export function adminFor(use: AdminUse): E2eAdmin {
  return JSON.parse(readFileSync(join(adminDir(), `${use}.json`), 'utf8')) as E2eAdmin;
}

/** Where the setup project saves the API admin's session (e2e/setup/admin-session.setup.ts). */
export const adminTokenFile = (): string => join(adminDir(), 'api-session.json');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a TOTP step with at least `ms` left, so a code is not typed just as it expires. */
export async function freshTotpStep(ms = 4000): Promise<void> {
  if (msLeftInStep() < ms) await sleep(msLeftInStep() + 200);
}

/** Waits for the next TOTP step (the current one's code was spent). */
export async function nextTotpStep(): Promise<void> {
  await sleep(msLeftInStep() + 200);
}

/** Signs `use`'s admin in on the admin sign-in screen already open in `page`, and waits for the review queue. */
export async function signInAdminOnScreen(page: Page, use: Exclude<AdminUse, 'api'>): Promise<void> {
  const { email, password, totpSecret } = adminFor(use);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await freshTotpStep();
  await page.getByLabel('6-digit authenticator code').fill(totp(totpSecret));
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
}
