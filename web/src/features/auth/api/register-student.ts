import { postForAnswer } from '../../../lib/http.ts';
import { toAuthAnswer, type AuthAnswer } from './answer.ts';

export interface RegisterInput {
  email: string;
  password: string;
  otp: string;
  university: { name: string; area: string };
  /** The track the student came for (a home page chip), else the default. */
  track: string;
  invite?: string;
}

/** `POST /api/student/register/new` with the spec's payload names (`selected2`: the chosen track items). */
export async function registerStudent(input: RegisterInput): Promise<AuthAnswer> {
  return toAuthAnswer(
    await postForAnswer('api/student/register/new', {
      EmailAddress: input.email,
      password: input.password,
      selected2: [{ id: input.track }],
      uni2: input.university,
      otpform: input.otp,
      ...(input.invite ? { invite: input.invite } : {}),
    }),
  );
}
