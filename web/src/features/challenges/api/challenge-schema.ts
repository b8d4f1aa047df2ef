import * as z from 'zod/mini';
import { LANGUAGES } from '../../../lib/languages.ts';
import { rankBandSchema } from '../../../lib/rank-band.ts';

// What the server shows a student or a visitor of a challenge (docs/challenges.md § Public and student
// calls). Correct answers and rubrics never come this way: a task here is only what the student must see.

export const TASK_KINDS = ['single', 'multiple', 'numeric', 'ordering', 'written'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

const choiceSchema = z.object({ id: z.string(), text: z.string() });
export type Choice = z.infer<typeof choiceSchema>;

export const studentTaskSchema = z.object({
  id: z.string(),
  kind: z.enum(TASK_KINDS),
  /** The question, with this attempt's numeric parameters already filled in. */
  prompt: z.string(),
  points: z.catch(z.number(), 0),
  /** single / multiple: the options in this attempt's own order. */
  options: z.catch(z.array(choiceSchema), []),
  /** ordering: the items in this attempt's shuffled order. */
  items: z.catch(z.array(choiceSchema), []),
  unit: z.catch(z.string(), ''),
  maxLength: z.catch(z.number(), 3000),
});
export type StudentTask = z.infer<typeof studentTaskSchema>;

export const answerSchema = z.union([
  z.object({ optionId: z.string() }),
  z.object({ optionIds: z.array(z.string()) }),
  z.object({ value: z.number() }),
  z.object({ itemIds: z.array(z.string()) }),
  z.object({ text: z.string() }),
]);
export type AnswerValue = z.infer<typeof answerSchema>;

export const materialSchema = z.object({
  /** Sanitised HTML of the case (the server's rich-text sanitiser; sanitised again before display). */
  html: z.catch(z.string(), ''),
  images: z.catch(z.array(z.object({ url: z.string(), alt: z.catch(z.string(), '') })), []),
  files: z.catch(z.array(z.object({ url: z.string(), name: z.string(), size: z.catch(z.number(), 0) })), []),
});
export type Material = z.infer<typeof materialSchema>;
export const emptyMaterial: Material = { html: '', images: [], files: [] };

export const companySchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  logo: z.catch(z.nullable(z.string()), null),
});

export const publicChallengeSchema = z.object({
  uniqueId: z.string(),
  title: z.string(),
  track: z.string(),
  series: z.catch(z.nullable(z.enum(['induction', 'intro'])), null),
  summary: z.catch(z.string(), ''),
  learn: z.catch(z.array(z.string()), []),
  minutes: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  taskCount: z.catch(z.number(), 0),
  status: z.catch(z.enum(['upcoming', 'open', 'closed']), 'open'),
  company: companySchema,
  material: z.catch(materialSchema, emptyMaterial),
  /** The language the texts are in, and the source language when that is not the reader's (docs/challenges.md § Languages). */
  lang: z.optional(z.catch(z.enum(LANGUAGES), 'en')),
  writtenIn: z.optional(z.catch(z.enum(LANGUAGES), 'en')),
});
export type PublicChallenge = z.infer<typeof publicChallengeSchema>;

export const attemptViewSchema = z.object({
  attemptId: z.string(),
  challengeId: z.string(),
  status: z.enum(['in-progress', 'submitted']),
  startedAt: z.string(),
  deadline: z.string(),
  remainingSeconds: z.number(),
  serverNow: z.string(),
  tasks: z.array(studentTaskSchema),
  answers: z.catch(z.record(z.string(), answerSchema), {}),
  resultId: z.catch(z.nullable(z.string()), null),
  challenge: publicChallengeSchema,
});
export type AttemptView = z.infer<typeof attemptViewSchema>;

const scoreSchema = z.object({ earned: z.number(), total: z.number(), percent: z.number() });

/** docs/challenges.md § Rank rules: a band only once the cohort holds `minimum` results and is not hidden. */
const cohortSchema = z.object({ track: z.catch(z.string(), ''), yearOfStudy: z.catch(z.string(), '') });
const rankSchema = z.object({
  band: rankBandSchema,
  cohortSize: z.catch(z.number(), 0),
  needed: z.catch(z.number(), 0),
  minimum: z.catch(z.number(), 20),
  hidden: z.catch(z.boolean(), false),
  cohort: z.catch(cohortSchema, { track: '', yearOfStudy: '' }),
});
export type Rank = z.infer<typeof rankSchema>;

const reviewSchema = z.object({
  tasks: z.array(
    z.object({
      taskId: z.string(),
      yourAnswer: z.catch(z.nullable(z.union([z.object({ texts: z.array(z.string()) }), z.object({ value: z.number() })])), null),
      modelAnswer: z.catch(z.string(), ''),
      feedback: z.catch(z.string(), ''),
    }),
  ),
  companyLink: z.string(),
});
export type TaskReview = z.infer<typeof reviewSchema>['tasks'][number];

export const resultSchema = z.object({
  resultId: z.string(),
  challenge: publicChallengeSchema,
  status: z.enum(['pending', 'ranked']),
  submittedAt: z.string(),
  score: z.nullable(scoreSchema),
  rank: z.catch(z.nullable(rankSchema), null),
  tasks: z.array(
    z.object({
      taskId: z.string(),
      kind: z.enum(TASK_KINDS),
      prompt: z.string(),
      points: z.number(),
      earned: z.nullable(z.number()),
      status: z.enum(['graded', 'pending']),
    }),
  ),
  // `correct` only on choice tasks (numeric, ordering and written entries carry other fields): a required key here
  // turned the whole key into null as soon as a challenge had one of those.
  feedback: z.catch(z.nullable(z.array(z.object({ taskId: z.string(), correct: z.optional(z.unknown()) }))), null),
  /** Learning after the window: null until it closes (docs/challenges.md § Results). */
  review: z.catch(z.nullable(reviewSchema), null),
  certificateId: z.catch(z.nullable(z.string()), null),
});
export type Result = z.infer<typeof resultSchema>;

const personSchema = z.object({ firstName: z.catch(z.string(), ''), LastName: z.catch(z.string(), ''), university: z.catch(z.string(), '') });
const certificateChallengeSchema = z.object({
  uniqueId: z.catch(z.string(), ''),
  title: z.string(),
  track: z.catch(z.string(), ''),
  company: z.catch(z.union([z.string(), z.object({ name: z.string() })]), ''),
});
export type CertificateChallenge = z.infer<typeof certificateChallengeSchema>;

const certificateCohortSchema = z.extend(cohortSchema, { size: z.catch(z.number(), 0), minimum: z.catch(z.number(), 20) });
export type CertificateCohort = z.infer<typeof certificateCohortSchema>;

export const certificateSchema = z.object({
  certificateId: z.string(),
  verifyPath: z.string(),
  student: personSchema,
  challenge: certificateChallengeSchema,
  issuedAt: z.string(),
  score: z.catch(z.nullable(z.union([z.number(), scoreSchema])), null),
  band: rankBandSchema,
  cohort: z.catch(z.nullable(certificateCohortSchema), null),
  visibleToEmployers: z.catch(z.boolean(), true),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const lookupSchema = z.object({
  kind: z.enum(['certificate', 'result']),
  genuine: z.boolean(),
  student: personSchema,
  challenge: certificateChallengeSchema,
  issuedAt: z.catch(z.nullable(z.string()), null),
  score: z.catch(z.nullable(z.union([z.number(), scoreSchema])), null),
  band: rankBandSchema,
  cohort: z.catch(z.nullable(certificateCohortSchema), null),
});
export type Lookup = z.infer<typeof lookupSchema>;

/** A score as the certificate and lookup send it: a percent or `{ earned, total, percent }`. */
export function percentOf(score: number | { percent: number } | null): number | null {
  if (score === null) return null;
  return typeof score === 'number' ? score : score.percent;
}

export function companyName(company: CertificateChallenge['company']): string {
  return typeof company === 'string' ? company : company.name;
}
