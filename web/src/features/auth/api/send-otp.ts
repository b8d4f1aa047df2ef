import { postForAnswer } from '../../../lib/http.ts';
import { toAuthAnswer, type AuthAnswer } from './answer.ts';

/** `POST /api/student/otp/new`: mails a new 4-digit code in the student's language. */
export async function sendOtp(input: { email: string; university: string; lng: string }): Promise<AuthAnswer> {
  return toAuthAnswer(await postForAnswer('api/student/otp/new', { EmailAddress: input.email, university: input.university, lng: input.lng }));
}
