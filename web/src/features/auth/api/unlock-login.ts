import * as z from 'zod/mini';
import { postForAnswer } from '../../../lib/http.ts';

const answerSchema = z.object({
  msg: z.catch(z.string(), 'error'),
  audience: z.optional(z.catch(z.enum(['student', 'employer', 'career-center', 'admin']), 'student')),
});

export type UnlockAnswer =
  | { msg: 'success'; audience: 'student' | 'employer' | 'career-center' | 'admin' }
  | { msg: 'expired' | 'invalid' | 'throttled' | 'error' };

/**
 * `POST /api/account/login/unlock` `{ uniqueId }` (the link mailed to the owner of a rate-limited address):
 * 'success' + the audience whose login to go on to ('admin': the hidden door is not named) | 'expired' | 'invalid' | 429 'throttled'.
 */
export async function unlockLogin(uniqueId: string): Promise<UnlockAnswer> {
  const { status, body } = await postForAnswer('api/account/login/unlock', { uniqueId });
  if (status === 429) return { msg: 'throttled' };
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { msg: 'error' };
  const { msg, audience } = parsed.data;
  if (msg === 'success') return { msg, audience: audience ?? 'student' };
  return msg === 'expired' || msg === 'invalid' ? { msg } : { msg: 'error' };
}
