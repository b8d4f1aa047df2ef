import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import type { StoredUser } from '../../../lib/storage.ts';

export interface OnboardingAnswers {
  firstName: string;
  lastName: string;
  yearOfStudy: string;
  tracks: readonly string[];
}

const answer = z.object({
  msg: z.literal('success'),
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    LastName: z.string(),
    email: z.catch(z.string(), ''),
    selectedItem: z.array(z.object({ id: z.string() })),
    lng: z.catch(z.nullable(z.string()), null),
    yearOfStudy: z.nullable(z.string()),
    onboarded: z.boolean(),
  }),
});

/**
 * `POST /api/student/onboarding` (bearer) with the spec's names for the person (firstName, LastName) and the track
 * items (selectedItem); answers the student as /me shows them, which the client state then keeps.
 */
export async function saveOnboarding(answers: OnboardingAnswers): Promise<StoredUser> {
  const body = answer.parse(
    await http
      .post('api/student/onboarding', {
        json: {
          firstName: answers.firstName.trim(),
          LastName: answers.lastName.trim(),
          yearOfStudy: answers.yearOfStudy,
          selectedItem: answers.tracks.map((id) => ({ id })),
        },
      })
      .json<unknown>(),
  );
  return body.user;
}
