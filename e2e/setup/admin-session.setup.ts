// Runs once before the browser specs (the `setup` project of playwright.config.ts): signs the API admin in and saves
// the token beside the admins' answers, so no worker spends or waits for a TOTP step to approve a company.
import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { adminFor, adminTokenFile, freshTotpStep, nextTotpStep } from '../support/admins.ts';
import { totp } from '../support/totp.ts';

setup('the API admin signs in once', async ({ request }) => {
  const admin = adminFor('api');
  let token: string | undefined;
  // A step with time left; the next one if this one's code was refused (a retried setup spent it).
  for (let attempt = 0; attempt < 3 && !token; attempt++) {
    await (attempt === 0 ? freshTotpStep() : nextTotpStep());
    const login = await request.post('/api/admin/login', { data: { email: admin.email, password: admin.password, totp: totp(admin.totpSecret) } });
    ({ token } = (await login.json()) as { token?: string });
  }
  expect(token, 'admin sign-in').toBeTruthy();
  writeFileSync(adminTokenFile(), JSON.stringify({ token }));
});
