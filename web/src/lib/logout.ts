import { http } from './http.ts';
import { endSession } from './session.ts';

/**
 * Logout for every kind (docs/accounts.md § Session): the server ends exactly this session (best effort: a
 * dead network must not keep anyone signed in), then the local session ends. The realtime connection follows the
 * session (app/realtime-session.tsx closes it as soon as there is none).
 */
export async function logout(): Promise<void> {
  try {
    await http.post('api/account/logout', { json: {} });
  } catch {
    // dropped locally anyway; the token expires on the server
  }
  endSession();
}
