import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

/** `POST /api/student/account/delete` (bearer) {password} → 'success' | 'wrongpass'. */
export async function deleteAccount(password: string): Promise<'success' | 'wrongpass' | 'error'> {
  const response = await http.post('api/student/account/delete', { json: { password }, throwHttpErrors: false });
  const body = z.safeParse(z.object({ msg: z.string() }), await response.json().catch(() => null));
  if (!body.success) return 'error';
  return body.data.msg === 'success' || body.data.msg === 'wrongpass' ? body.data.msg : 'error';
}
