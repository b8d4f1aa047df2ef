import * as z from 'zod/mini';
import { postForAnswer } from '../../../lib/http.ts';

const answerSchema = z.object({ msg: z.catch(z.string(), 'error') });

export type CodeLinkAnswer = { msg: 'success' | 'expired' | 'throttled' | 'error' };

/**
 * `POST /api/otp/link` `{ link }` (the link in a code mail): 'success' (the server set this browser's HttpOnly cookie,
 * so its registration screen may guess the code outside the address's guess budget) | 'expired link' | 429.
 */
export async function openCodeLink(link: string): Promise<CodeLinkAnswer> {
  const { status, body } = await postForAnswer('api/otp/link', { link });
  if (status === 429) return { msg: 'throttled' };
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { msg: 'error' };
  if (parsed.data.msg === 'success') return { msg: 'success' };
  return parsed.data.msg === 'expired link' ? { msg: 'expired' } : { msg: 'error' };
}
