import { postForAnswer } from '../../../lib/http.ts';
import { toAccountAnswer, type AccountAnswer } from './answer.ts';

/** `POST /api/account/password/forgot` for a career-center account: always 'success' (nothing about the address leaks). */
export async function forgotPassword(input: { email: string; lng: string }): Promise<AccountAnswer> {
  return toAccountAnswer(await postForAnswer('api/account/password/forgot', { email: input.email.trim(), lng: input.lng, kind: 'career_center' }));
}
