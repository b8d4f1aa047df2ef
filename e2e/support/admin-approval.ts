// The e2e server's API admin (support/admins.ts) approves a company, as the review screen would. One sign-in per
// worker: its token is kept, since every spec that needs an approved company signs the same admin in, and a TOTP code
// is good once per 30 s step.
import type { APIRequestContext } from '@playwright/test';
import { adminFor, freshTotpStep, nextTotpStep } from './admins.ts';
import { expect } from './fixtures.ts';
import { totp } from './totp.ts';

let adminTokenPromise: Promise<string | undefined> | undefined;

async function signIn(request: APIRequestContext): Promise<string | undefined> {
  const admin = adminFor('api');
  // A step with time left, and the next one when the other worker (or this worker's predecessor, after a failed
  // test) spent this one first.
  for (let attempt = 0; attempt < 4; attempt++) {
    await (attempt === 0 ? freshTotpStep() : nextTotpStep());
    const login = await request.post('/api/admin/login', { data: { email: admin.email, password: admin.password, totp: totp(admin.totpSecret) } });
    const { token } = (await login.json()) as { token?: string };
    if (token) return token;
  }
  return undefined;
}

/** The worker's admin token (signed in once), for specs that call other admin APIs (the magazine, issue 15). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  adminTokenPromise ??= signIn(request);
  const token = await adminTokenPromise;
  if (!token) adminTokenPromise = undefined;
  expect(token, 'admin sign-in').toBeTruthy();
  return token!;
}

export async function approveCompany(request: APIRequestContext, organisationId: string): Promise<void> {
  const token = await adminToken(request);
  const approved = await request.post(`/api/admin/organisations/${organisationId}/approve`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(approved.status()).toBe(200);
}
