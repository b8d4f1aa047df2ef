import { postForAnswer } from '../../../lib/http.ts';
import { toEmployerAnswer, type EmployerAnswer } from './answer.ts';

/** `POST /api/employer/login`: 'success' + token, uniqueId | 'notreg' | 'wrongpass' | 'wrongkind' + kind | 429. */
export async function loginEmployer(input: { email: string; password: string }): Promise<EmployerAnswer> {
  return toEmployerAnswer(await postForAnswer('api/employer/login', input));
}
