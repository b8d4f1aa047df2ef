import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

/**
 * `POST /api/student/account/delete` (bearer) {password} → 'success' | 'wrongpass' | 429 'throttled' (5 wrong
 * passwords per 15 minutes, shared with the password change).
 */
export async function deleteAccount(password: string): Promise<'success' | 'wrongpass' | 'throttled' | 'error'> {
  const response = await http.post('api/student/account/delete', { json: { password }, throwHttpErrors: false });
  if (response.status === 429) return 'throttled';
  const body = z.safeParse(z.object({ msg: z.string() }), await response.json().catch(() => null));
  if (!body.success) return 'error';
  return body.data.msg === 'success' || body.data.msg === 'wrongpass' ? body.data.msg : 'error';
}
