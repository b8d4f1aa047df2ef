import { postForAnswer } from '../../../lib/http.ts';
import { toAccountAnswer, type AccountAnswer } from './answer.ts';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  otp: string;
  university: { name: string; area: string };
}

/**
 * `POST /api/career-center/register` → 'success' + token + uniqueId (the first staff member creates the university's
 * career center, later ones join it) | 'invalid otp' | 'incorrect otp' | 'expired otp' | 'registered' |
 * 'invalid email' | 'weak password'.
 */
export async function registerStaff(input: RegisterInput): Promise<AccountAnswer> {
  return toAccountAnswer(
    await postForAnswer('api/career-center/register', {
      firstName: input.firstName.trim(),
      LastName: input.lastName.trim(),
      EmailAddress: input.email.trim(),
      password: input.password,
      otp: input.otp,
      university: input.university,
    }),
  );
}
