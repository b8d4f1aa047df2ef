import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export type PasswordChangeResult = 'success' | 'wrongpass' | 'weak' | 'throttled' | 'error';

/** `POST /api/student/settings/password` (bearer) {currentPassword, newPassword}; other sessions end. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<PasswordChangeResult> {
  const response = await http.post('api/student/settings/password', { json: input, throwHttpErrors: false });
  const body = z.safeParse(z.object({ msg: z.string() }), await response.json().catch(() => null));
  if (!body.success) return 'error';
  switch (body.data.msg) {
    case 'success':
    case 'wrongpass':
    case 'throttled':
      return body.data.msg;
    case 'weak password':
      return 'weak';
    default:
      return 'error';
  }
}
