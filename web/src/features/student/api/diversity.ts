import { ethnicityCountries, genders, yesNo, type DiversityAnswers } from '@fast-track/shared/diversity';
import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

// The student's own DE&I answers (issue 14, docs/analytics-contract.md): read, give with consent, withdraw.

const answersSchema = z.object({
  gender: z.nullable(z.enum(genders)),
  firstGeneration: z.nullable(z.enum(yesNo)),
  ethnicity: z.nullable(z.string()),
  disability: z.nullable(z.enum(yesNo)),
});
const mineSchema = z.object({
  diversity: z.nullable(z.object({ answers: answersSchema, consentedAt: z.string(), consentVersion: z.number() })),
});
export type MyDiversity = z.infer<typeof mineSchema>['diversity'];

export async function getMyDiversity(): Promise<MyDiversity> {
  return mineSchema.parse(await http.get('api/student/diversity').json()).diversity;
}

export async function saveMyDiversity(answers: DiversityAnswers): Promise<MyDiversity> {
  return mineSchema.parse(await http.put('api/student/diversity', { json: { consent: true, ...answers } }).json()).diversity;
}

export async function withdrawMyDiversity(): Promise<void> {
  await http.delete('api/student/diversity');
}

export { ethnicityCountries };
