import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { studentSchema, type Student } from './get-me.ts';

/** `POST /api/student/settings/profile` (bearer) {firstName, LastName}. */
export async function updateProfile(input: { firstName: string; LastName: string }): Promise<Student> {
  const body = z.object({ msg: z.string(), user: z.optional(studentSchema) }).parse(
    await http.post('api/student/settings/profile', { json: input }).json<unknown>(),
  );
  if (body.msg !== 'success' || !body.user) throw new Error(`settings/profile: ${body.msg}`);
  return body.user;
}
