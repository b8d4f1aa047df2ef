import { http } from '../../../lib/http.ts';

/** `POST /api/student/logout` (bearer): the server revokes the token. */
export async function logout(): Promise<void> {
  await http.post('api/student/logout', { json: {} });
}
