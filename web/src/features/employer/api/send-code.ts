import { postForAnswer } from '../../../lib/http.ts';
import { toEmployerAnswer, type EmployerAnswer } from './answer.ts';

/** `POST /api/employer/otp/new`: 'success' | 'invalid email' + message (free mail) | 'registered' | 429. */
export async function sendCode(input: { email: string; lng: string }): Promise<EmployerAnswer> {
  return toEmployerAnswer(await postForAnswer('api/employer/otp/new', { EmailAddress: input.email, lng: input.lng }));
}
