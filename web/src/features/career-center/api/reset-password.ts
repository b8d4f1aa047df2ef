import { postForAnswer } from '../../../lib/http.ts';
import { toAccountAnswer, type AccountAnswer } from './answer.ts';

/** `POST /api/account/password/reset` → 'success' | 'invalid link' | 'weak password' + message. */
export async function resetPassword(input: { uniqueId: string; password: string }): Promise<AccountAnswer> {
  return toAccountAnswer(await postForAnswer('api/account/password/reset', { uniqueId: input.uniqueId, password: input.password }));
}
