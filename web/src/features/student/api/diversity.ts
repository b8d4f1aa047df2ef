import type { DiversityAnswers } from '@fast-track/shared/diversity';
import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

// The student's own DE&I answers (issue 14, docs/analytics.md): read, give with consent, withdraw.

// Plain strings here (the server checks every value): the answer lists stay in the settings screen's chunk, not in
// this one, which other student screens share.
const answersSchema = z.object({
  gender: z.nullable(z.string()),
  firstGeneration: z.nullable(z.string()),
  ethnicity: z.nullable(z.string()),
  disability: z.nullable(z.string()),
});
const mineSchema = z.object({
  diversity: z.nullable(z.object({ answers: answersSchema, consentedAt: z.string(), consentVersion: z.number() })),
});

export type MyDiversity = { answers: DiversityAnswers; consentedAt: string; consentVersion: number } | null;

export async function getMyDiversity(): Promise<MyDiversity> {
  return mineSchema.parse(await http.get('api/student/diversity').json()).diversity as MyDiversity;
}

export async function saveMyDiversity(answers: DiversityAnswers): Promise<MyDiversity> {
  return mineSchema.parse(await http.put('api/student/diversity', { json: { consent: true, ...answers } }).json()).diversity as MyDiversity;
}

export async function withdrawMyDiversity(): Promise<void> {
  await http.delete('api/student/diversity');
}
