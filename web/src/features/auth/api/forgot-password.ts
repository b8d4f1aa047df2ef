import { postForAnswer } from '../../../lib/http.ts';
import { toAuthAnswer, type AuthAnswer } from './answer.ts';

/** `POST /api/student/password/forgot`: always 'success' (no account enumeration). */
export async function forgotPassword(input: { email: string; lng: string }): Promise<AuthAnswer> {
  return toAuthAnswer(await postForAnswer('api/student/password/forgot', { email: input.email.trim(), lng: input.lng }));
}
