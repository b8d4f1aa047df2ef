// Screening questions of a job post (docs/jobs.md "Screening questions"), one shape for the API and the SPA.
// Plain types and constants (no zod), like job-limits.ts, so the SPA's bundle stays small.

export const screeningKinds = ['yes-no', 'text', 'choice'] as const;
export type ScreeningKind = (typeof screeningKinds)[number];

export const yesNoAnswers = ['yes', 'no'] as const;
export type YesNo = (typeof yesNoAnswers)[number];

/**
 * A question as the employer writes it. `id` is chosen by the editor (unique in the job) and keys the answers;
 * `knockOut` lists the answers that decline an application at once (never every answer, or nobody could pass).
 */
export type ScreeningQuestion =
  | { id: string; kind: 'yes-no'; prompt: string; knockOut: YesNo[] }
  | { id: string; kind: 'text'; prompt: string }
  | { id: string; kind: 'choice'; prompt: string; options: string[]; knockOut: string[] };

/** What students see of a question: which answers knock out stays the company's. */
export type PublicScreeningQuestion =
  | { id: string; kind: 'yes-no'; prompt: string }
  | { id: string; kind: 'text'; prompt: string }
  | { id: string; kind: 'choice'; prompt: string; options: string[] };

/** One answer as the company reads it on the application: the question as it was asked, and whether it knocked out. */
export interface ScreeningAnswer {
  questionId: string;
  kind: ScreeningKind;
  prompt: string;
  answer: string;
  knockOut: boolean;
}

export const questionIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function publicQuestion(q: ScreeningQuestion): PublicScreeningQuestion {
  if (q.kind === 'choice') return { id: q.id, kind: q.kind, prompt: q.prompt, options: q.options };
  return { id: q.id, kind: q.kind, prompt: q.prompt };
}
