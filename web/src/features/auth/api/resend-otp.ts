import { postForAnswer } from '../../../lib/http.ts';
import { toAuthAnswer, type AuthAnswer } from './answer.ts';

/** `POST /api/student/otp` {user, name}: 'Resend code'. */
export async function resendOtp(input: { email: string; lng: string }): Promise<AuthAnswer> {
  return toAuthAnswer(await postForAnswer('api/student/otp', { user: input.email, name: '', lng: input.lng }));
}
