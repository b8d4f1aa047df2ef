import { postForAnswer } from '../../../lib/http.ts';
import { toAuthAnswer, type AuthAnswer } from './answer.ts';

/** `POST /api/student/password/reset`: 'success' | 'expired' | 'invalid' | 'weak password'. */
export async function resetPassword(input: { uniqueId: string; password: string }): Promise<AuthAnswer> {
  return toAuthAnswer(await postForAnswer('api/student/password/reset', input));
}
