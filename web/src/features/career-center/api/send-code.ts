import { postForAnswer } from '../../../lib/http.ts';
import { toAccountAnswer, type AccountAnswer } from './answer.ts';

export interface SendCodeInput {
  email: string;
  university: { name: string; area: string };
  lng: string;
}

/**
 * `POST /api/career-center/otp/new`: mails a 4-digit code to a staff address at one of the university's domains
 * → 'success' | 'invalid email' (+ message) | 'registered' | 429 'throttled'. Resending is the same call.
 */
export async function sendCode(input: SendCodeInput): Promise<AccountAnswer> {
  return toAccountAnswer(
    await postForAnswer('api/career-center/otp/new', { EmailAddress: input.email.trim(), university: input.university, lng: input.lng }),
  );
}
