import { postForAnswer } from '../../../lib/http.ts';
import { toEmployerAnswer, type EmployerAnswer } from './answer.ts';

/** `POST /api/account/password/forgot` for an employer: always 'success'; the link leads to /employer/recover/{id}. */
export async function forgotPassword(input: { email: string; lng: string }): Promise<EmployerAnswer> {
  return toEmployerAnswer(await postForAnswer('api/account/password/forgot', { email: input.email, lng: input.lng, kind: 'employer' }));
}
