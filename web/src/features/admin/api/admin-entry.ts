import { http } from '../../../lib/http.ts';

/**
 * `GET /api/admin/entry?path=` → 204 when `path` is the hidden admin sign-in path, 404 otherwise (always, when none is
 * configured). Any failure counts as "no": the unknown path then goes to / like every other.
 */
export async function isAdminEntry(path: string): Promise<boolean> {
  try {
    const response = await http.get('api/admin/entry', { searchParams: { path }, throwHttpErrors: false });
    return response.status === 204;
  } catch {
    return false;
  }
}
