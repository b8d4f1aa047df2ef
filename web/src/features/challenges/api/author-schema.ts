import * as z from 'zod/mini';
import { LANGUAGES } from '../../../lib/languages.ts';
import { materialSchema, emptyMaterial, TASK_KINDS, publicChallengeSchema, studentTaskSchema } from './challenge-schema.ts';

// The firm's view of its own challenges (docs/challenges.md § The challenge, Employer calls): with correct
// answers and rubrics, only ever sent to members of the owning company.

const option = z.object({ id: z.string(), text: z.string() });

export const authorTaskSchema = z.object({
  id: z.string(),
  kind: z.enum(TASK_KINDS),
  prompt: z.catch(z.string(), ''),
  points: z.catch(z.number(), 1),
  modelAnswer: z.optional(z.string()),
  feedback: z.optional(z.string()),
  options: z.optional(z.array(option)),
  // null: a single-choice task whose right option is not marked yet (a draft). Refusing it emptied the whole task list.
  correct: z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))),
  params: z.optional(z.array(z.object({ name: z.string(), min: z.number(), max: z.number(), step: z.number() }))),
  answer: z.optional(z.string()),
  tolerance: z.optional(z.object({ mode: z.enum(['absolute', 'relative']), value: z.number() })),
  unit: z.optional(z.string()),
  items: z.optional(z.array(option)),
  maxLength: z.optional(z.number()),
  rubric: z.optional(z.array(z.object({ id: z.string(), criterion: z.string(), points: z.number() }))),
});
export type AuthorTask = z.infer<typeof authorTaskSchema>;

export const authorChallengeSchema = z.object({
  uniqueId: z.string(),
  organisationId: z.string(),
  status: z.enum(['draft', 'published', 'closed']),
  version: z.number(),
  contentVersion: z.catch(z.number(), 0),
  hasUnpublishedChanges: z.catch(z.boolean(), false),
  series: z.catch(z.nullable(z.enum(['induction', 'intro'])), null),
  title: z.catch(z.string(), ''),
  track: z.catch(z.string(), 'Finance'),
  summary: z.catch(z.string(), ''),
  learn: z.catch(z.array(z.string()), []),
  minutes: z.catch(z.nullable(z.number()), null),
  opensAt: z.catch(z.nullable(z.string()), null),
  closesAt: z.catch(z.nullable(z.string()), null),
  material: z.catch(materialSchema, emptyMaterial),
  tasks: z.catch(z.array(authorTaskSchema), []),
  /** The language of the texts above (absent: English) and the other language versions (docs/challenges.md § Languages). */
  sourceLanguage: z.catch(z.enum(LANGUAGES), 'en'),
  translations: z.catch(
    z.record(
      z.string(),
      z.object({
        title: z.catch(z.string(), ''),
        summary: z.catch(z.string(), ''),
        learn: z.catch(z.array(z.string()), []),
        material: z.catch(z.string(), ''),
        tasks: z.catch(
          z.record(z.string(), z.object({ prompt: z.catch(z.string(), ''), modelAnswer: z.catch(z.string(), ''), feedback: z.catch(z.string(), ''), choices: z.catch(z.record(z.string(), z.string()), {}) })),
          {},
        ),
      }),
    ),
    {},
  ),
  attempts: z.catch(z.number(), 0),
  updatedAt: z.catch(z.string(), ''),
  publishedAt: z.catch(z.nullable(z.string()), null),
});
export type AuthorChallenge = z.infer<typeof authorChallengeSchema>;

export const challengeRowSchema = z.object({
  uniqueId: z.string(),
  title: z.catch(z.string(), ''),
  status: z.enum(['draft', 'published', 'closed']),
  /** The ETag a delete sends back; `contentVersion` 0 = never published, the only kind that can be deleted. */
  version: z.number(),
  contentVersion: z.catch(z.number(), 0),
  track: z.catch(z.string(), ''),
  opensAt: z.catch(z.nullable(z.string()), null),
  closesAt: z.catch(z.nullable(z.string()), null),
  hasUnpublishedChanges: z.catch(z.boolean(), false),
  /** An admin took it down (docs/admin.md § Takedowns): students no longer see it. */
  takenDown: z.catch(z.boolean(), false),
  stats: z.catch(z.object({ attempts: z.number(), submitted: z.number(), completionRate: z.number(), medianScore: z.nullable(z.number()) }), {
    attempts: 0,
    submitted: 0,
    completionRate: 0,
    medianScore: null,
  }),
});
export type ChallengeRow = z.infer<typeof challengeRowSchema>;

export const detailsSchema = z.object({
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  tasks: z.array(z.object({ taskId: z.string(), kind: z.string(), prompt: z.string(), answered: z.number(), averagePercent: z.nullable(z.number()) })),
  participants: z.array(
    z.object({
      rank: z.nullable(z.number()),
      studentId: z.string(),
      name: z.catch(z.string(), ''),
      university: z.catch(z.string(), ''),
      score: z.nullable(z.number()),
      percentile: z.nullable(z.number()),
      status: z.enum(['pending', 'ranked']),
    }),
  ),
  hiddenParticipants: z.catch(z.number(), 0),
});
export type ChallengeDetails = z.infer<typeof detailsSchema>;

export const writtenAnswerSchema = z.object({
  attemptId: z.string(),
  taskId: z.string(),
  prompt: z.string(),
  text: z.string(),
  rubric: z.array(z.object({ id: z.catch(z.string(), ''), criterion: z.string(), points: z.number() })),
  scores: z.nullable(z.array(z.number())),
  scoredAt: z.catch(z.nullable(z.string()), null),
});
export type WrittenAnswer = z.infer<typeof writtenAnswerSchema>;

export const previewSchema = z.object({ challenge: publicChallengeSchema, tasks: z.array(studentTaskSchema) });
export type Preview = z.infer<typeof previewSchema>;
