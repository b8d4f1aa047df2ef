import * as z from 'zod/mini';

// What the server shows a student or a visitor of a challenge (docs/challenges-contract.md). Correct answers and
// rubrics never come this way: a task here is only what the student must see to answer it.

export const TASK_TYPES = ['single', 'multiple', 'numeric', 'ordering', 'written'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

const choiceSchema = z.object({ id: z.string(), text: z.string() });
export type Choice = z.infer<typeof choiceSchema>;

export const taskViewSchema = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  /** The question, with this attempt's numeric parameters already filled in. */
  prompt: z.string(),
  /** single / multiple: the options in this attempt's order; ordering: the items to put in order. */
  options: z.catch(z.array(choiceSchema), []),
  /** numeric: the unit shown after the field ('€m', '%'). */
  unit: z.catch(z.string(), ''),
  points: z.catch(z.number(), 0),
});
export type TaskView = z.infer<typeof taskViewSchema>;

export const answerSchema = z.union([
  z.object({ choice: z.string() }),
  z.object({ choices: z.array(z.string()) }),
  z.object({ value: z.number() }),
  z.object({ order: z.array(z.string()) }),
  z.object({ text: z.string() }),
]);
export type AnswerValue = z.infer<typeof answerSchema>;

export const materialSchema = z.object({
  /** Sanitised HTML of the case. */
  html: z.catch(z.string(), ''),
  files: z.catch(z.array(z.object({ name: z.string(), url: z.string() })), []),
});
export type Material = z.infer<typeof materialSchema>;

export const challengeSummarySchema = z.object({
  uniqueId: z.string(),
  title: z.string(),
  track: z.string(),
  company: z.object({ title: z.string(), img: z.catch(z.string(), ''), link: z.optional(z.catch(z.string(), '')) }),
  summary: z.catch(z.string(), ''),
  learn: z.catch(z.array(z.string()), []),
  timeLimitMinutes: z.number(),
  taskCount: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.catch(z.enum(['draft', 'published', 'closed']), 'published'),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

export const attemptViewSchema = z.object({
  id: z.string(),
  challengeId: z.string(),
  status: z.enum(['in_progress', 'submitted', 'timed_out']),
  startedAt: z.string(),
  deadline: z.string(),
  serverNow: z.string(),
  title: z.catch(z.string(), ''),
  material: z.catch(materialSchema, { html: '', files: [] }),
  tasks: z.array(taskViewSchema),
  answers: z.catch(z.record(z.string(), answerSchema), {}),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;
