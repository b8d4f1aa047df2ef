import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { studentSchema, type Student } from './get-me.ts';

const answer = z.object({ msg: z.string(), user: z.optional(studentSchema) });

async function post(path: string, json: unknown): Promise<Student> {
  const body = answer.parse(await http.post(path, { json }).json<unknown>());
  if (body.msg !== 'success' || !body.user) throw new Error(`${path}: ${body.msg}`);
  return body.user;
}

/** `POST /api/student/settings/tracks` (bearer) {selectedItem: [{id}]}, at least one. */
export const updateTracks = (ids: readonly string[]): Promise<Student> =>
  post('api/student/settings/tracks', { selectedItem: ids.map((id) => ({ id })) });
