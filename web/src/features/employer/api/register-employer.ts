import { postForAnswer } from '../../../lib/http.ts';
import { toEmployerAnswer, type EmployerAnswer } from './answer.ts';

export interface RegisterEmployerInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  otp: string;
}

/**
 * `POST /api/employer/register` → 'success' + token, uniqueId, match (a company with the address's domain, or null) |
 * 'invalid otp' | 'incorrect otp' | 'expired otp' | 'registered' | 'invalid email' | 'weak password'.
 */
export async function registerEmployer(input: RegisterEmployerInput): Promise<EmployerAnswer> {
  return toEmployerAnswer(
    await postForAnswer('api/employer/register', {
      firstName: input.firstName,
      LastName: input.lastName,
      EmailAddress: input.email,
      password: input.password,
      otp: input.otp,
    }),
  );
}
