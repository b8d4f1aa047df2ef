import { postForAnswer } from '../../../lib/http.ts';
import { toAuthAnswer, type AuthAnswer } from './answer.ts';

/** `POST /api/student/login`: 'success' + token | 'notreg' | 'wrongpass' | 429 'ratelimited' + retryAfter. */
export async function login(input: { email: string; password: string }): Promise<AuthAnswer> {
  return toAuthAnswer(await postForAnswer('api/student/login', { email: input.email.trim(), password: input.password }));
}
