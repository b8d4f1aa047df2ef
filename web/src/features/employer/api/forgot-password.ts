import { postForAnswer } from '../../../lib/http.ts';
import { toEmployerAnswer, type EmployerAnswer } from './answer.ts';

/** `POST /api/account/password/forgot` : always 'success'; the mail links to the recovery screen of the account's own kind. */
export async function forgotPassword(input: { email: string; lng: string }): Promise<EmployerAnswer> {
  return toEmployerAnswer(await postForAnswer('api/account/password/forgot', { email: input.email, lng: input.lng }));
}
