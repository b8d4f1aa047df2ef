import { postForAnswer } from '../../../lib/http.ts';
import { toAccountAnswer, type AccountAnswer } from './answer.ts';

/**
 * `POST /api/career-center/login` → 'success' + token + uniqueId + kind | 'notreg' | 'wrongpass' |
 * 'wrongkind' + kind (the address belongs to another audience) | 429 'throttled' + retryAfter.
 */
export async function loginStaff(input: { email: string; password: string }): Promise<AccountAnswer> {
  return toAccountAnswer(await postForAnswer('api/career-center/login', { email: input.email.trim(), password: input.password }));
}
