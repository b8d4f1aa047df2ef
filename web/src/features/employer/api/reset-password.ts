import { postForAnswer } from '../../../lib/http.ts';
import { toEmployerAnswer, type EmployerAnswer } from './answer.ts';

/** `POST /api/account/password/reset`: 'success' | 'expired' | 'invalid' | 'weak password' + message. */
export async function resetPassword(input: { uniqueId: string; password: string }): Promise<EmployerAnswer> {
  return toEmployerAnswer(await postForAnswer('api/account/password/reset', input));
}
