import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import type { StoredUser } from '../../../lib/storage.ts';

export const studentSchema = z.object({
  _id: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.optional(z.string()), ''),
  email: z.catch(z.optional(z.string()), ''),
  university: z.catch(z.optional(z.object({ name: z.string(), area: z.catch(z.string(), '') })), undefined),
  selectedItem: z.catch(z.optional(z.array(z.object({ id: z.string() }))), []),
  lng: z.catch(z.optional(z.nullable(z.string())), null),
  yearOfStudy: z.catch(z.optional(z.nullable(z.string())), null),
  onboarded: z.catch(z.optional(z.boolean()), false),
});

export type Student = z.infer<typeof studentSchema>;

/** `GET /api/student/me` (bearer). A 401 rejects (and lib/http ends the local session). */
export async function getMe(): Promise<Student> {
  const body = z.object({ msg: z.string(), user: studentSchema }).parse(await http.get('api/student/me').json<unknown>());
  return body.user;
}

/** What the client state keeps of /me (spec §3 User: _id, firstName, selectedItem). */
export function toStoredUser(me: Student): StoredUser {
  return {
    _id: me._id,
    firstName: me.firstName,
    LastName: me.LastName ?? '',
    email: me.email ?? '',
    selectedItem: me.selectedItem ?? [],
    lng: me.lng ?? null,
    yearOfStudy: me.yearOfStudy ?? null,
    onboarded: me.onboarded ?? false,
  };
}
