import { clearSession } from '../../lib/app-state.ts';
import { logout } from './api/logout.ts';

/** Logout (spec §4 Login state): revoke the token on the server (best effort), then clear user and token locally. */
export async function logoutStudent(): Promise<void> {
  try {
    await logout();
  } catch {
    // dropped locally anyway; it expires on the server
  }
  clearSession();
}
