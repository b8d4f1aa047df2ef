// The e2e server's admins (playwright.config.ts creates one per use with `npm run admin:create` before the server
// starts): each use signs in with its own authenticator secret, so no use can spend another's 30 s TOTP step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { msLeftInStep, totp } from './totp.ts';

/** API sign-ins of every worker (company approval, magazine); the admin spec's screens; the messaging spec's Reports tab. */
export type AdminUse = 'api' | 'admin-screens' | 'reports';

export interface E2eAdmin {
  email: string;
  password: string;
  totpSecret: string;
}

export function adminFor(use: AdminUse): E2eAdmin {
  const dir = process.env.E2E_ADMIN_DIR;
  if (!dir) throw new Error('E2E_ADMIN_DIR is not set (playwright.config.ts creates the admins)');
  return JSON.parse(readFileSync(join(dir, `${use}.json`), 'utf8')) as E2eAdmin;
}

/** Waits for a TOTP step with at least `ms` left, so a code is not typed just as it expires. */
export async function freshTotpStep(ms = 4000): Promise<void> {
  if (msLeftInStep() < ms) await new Promise((resolve) => setTimeout(resolve, msLeftInStep() + 200));
}

/** Signs `use`'s admin in on the admin sign-in screen already open in `page`, and waits for the Companies review. */
export async function signInAdminOnScreen(page: Page, use: Exclude<AdminUse, 'api'>): Promise<void> {
  const { email, password, totpSecret } = adminFor(use);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await freshTotpStep();
  await page.getByLabel('6-digit authenticator code').fill(totp(totpSecret));
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
}
