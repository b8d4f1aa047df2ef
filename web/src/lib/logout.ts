import { http } from './http.ts';
import { endSession, getSession } from './session.ts';

/**
 * Logout for every kind (docs/accounts.md § Session): the local session ends first, so nothing of this tab (the
 * unread badge's poll, a loader) asks the server again with a token that is about to be revoked (each such call
 * answered 401); then the server ends exactly this session, with the token named explicitly (best effort: a dead
 * network must not keep anyone signed in; the token expires on the server). The realtime connection follows the
 * session (app/realtime-session.tsx closes it as soon as there is none).
 */
export async function logout(): Promise<void> {
  const token = getSession()?.token;
  endSession();
  if (!token) return;
  try {
    await http.post('api/account/logout', { json: {}, headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // dropped locally already
  }
}
