import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const schema = z.object({
  user: z.object({ university: z.catch(z.nullable(z.optional(z.object({ name: z.string(), area: z.catch(z.string(), '') }))), null) }),
});

/** The signed-in student's university (`GET /api/student/me`), to prefill a new organisation's; null when unknown. */
export async function getStudentUniversity(): Promise<{ name: string; area: string } | null> {
  const body = schema.parse(await http.get('api/student/me').json<unknown>());
  return body.user.university ?? null;
}
