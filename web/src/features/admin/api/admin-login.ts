import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export type AdminLoginAnswer = { msg: 'success'; token: string } | { msg: 'invalid' } | { msg: 'throttled'; retryAfter: number } | { msg: 'error' };

const schema = z.object({ msg: z.catch(z.string(), 'error'), token: z.optional(z.string()), retryAfter: z.optional(z.catch(z.number(), 60)) });

/** `POST /api/admin/login` `{ email, password, totp }` → token | 401 'invalid' | 429. */
export async function adminLogin(input: { email: string; password: string; totp: string }): Promise<AdminLoginAnswer> {
  const response = await http.post('api/admin/login', {
    json: { email: input.email.trim(), password: input.password, totp: input.totp.trim() },
    throwHttpErrors: false,
  });
  const parsed = schema.safeParse(await response.json<unknown>().catch(() => null));
  if (response.status === 429) return { msg: 'throttled', retryAfter: (parsed.success && parsed.data.retryAfter) || 60 };
  if (!parsed.success) return { msg: 'error' };
  if (parsed.data.msg === 'success' && parsed.data.token) return { msg: 'success', token: parsed.data.token };
  if (response.status === 401 || parsed.data.msg === 'invalid') return { msg: 'invalid' };
  return { msg: 'error' };
}
