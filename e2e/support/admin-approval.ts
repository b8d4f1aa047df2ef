// The e2e server's API admin approves a company, as the review screen would, with the session the setup project saved
// (e2e/setup/admin-session.setup.ts): a TOTP code is good once per 30 s step, so no spec signs this admin in itself.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { adminTokenFile } from './admins.ts';
import { expect } from './fixtures.ts';

let savedToken: string | undefined;

/** The API admin's token (saved once per run), for specs that call other admin APIs (the magazine, issue 15). */
export function adminToken(): Promise<string> {
  savedToken ??= (JSON.parse(readFileSync(adminTokenFile(), 'utf8')) as { token: string }).token;
  return Promise.resolve(savedToken);
}

export async function approveCompany(request: APIRequestContext, organisationId: string): Promise<void> {
  const token = await adminToken();
  const approved = await request.post(`/api/admin/organisations/${organisationId}/approve`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(approved.status()).toBe(200);
}
