import * as z from 'zod/mini';
import { http } from './http.ts';

/** docs/accounts.md § Session: the settings of every kind; every screen saves through these (one flow). */
const answer = z.object({ msg: z.string() });

async function post(path: string, json: unknown): Promise<string> {
  const response = await http.post(path, { json, throwHttpErrors: false });
  const body = answer.safeParse(await response.json().catch(() => null));
  return body.success ? body.data.msg : 'error';
}

/** `POST /api/account/settings/profile` {firstName, LastName} → 'success' | … */
export function saveProfile(input: { firstName: string; lastName: string }): Promise<string> {
  return post('api/account/settings/profile', { firstName: input.firstName, LastName: input.lastName });
}

/** `POST /api/account/settings/language` {lng}: mails follow it. */
export function saveLanguage(lng: string): Promise<string> {
  return post('api/account/settings/language', { lng });
}

/** `POST /api/account/settings/password` → 'success' | 'wrongpass' | 'weak password' | 'throttled'; other sessions end. */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<string> {
  return post('api/account/settings/password', input);
}
