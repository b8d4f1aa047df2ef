import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import { trackIds } from '@fast-track/shared/tracks';
import { supportedLanguages } from '@fast-track/shared/languages';
import { z } from 'zod';
import { sanitizeRichText } from '../http/rich-text.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { challengeSeries, type ChallengeContent, type Task } from './challenge.ts';

// The builder's body (the same on create and every autosave) and the students' answers. Structure and lengths are
// checked on every save; completeness (correct options, 3–10 tasks, window) only on publish (challenge.rules.ts).

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, '1–40 of A-Z a-z 0-9 _ -');
// Texts may be empty in a draft (a task just added); publishing checks they are written (challenge.rules.ts).
const draftText = (max: number) => storableText(max).transform((v) => v.trim());
const choice = z.object({ id, text: draftText(challengeLimits.optionLength) }).strict();
const points = z.number().int().min(challengeLimits.points.min).max(challengeLimits.points.max);
// Model answer and feedback: optional plain text, never part of what a student sees before the window closes.
const base = { id, prompt: draftText(challengeLimits.promptLength), points, modelAnswer: draftText(challengeLimits.learningTextLength).default(''), feedback: draftText(challengeLimits.learningTextLength).default('') };
const isoInstant = storableText(40).refine(
  (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  'an ISO-8601 instant with a zone, e.g. 2026-12-31T23:59:00Z',
).transform((v) => new Date(v).toISOString());
const finite = z.number().finite().min(-1e12).max(1e12);

const task = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('single'), options: z.array(choice).max(challengeLimits.options), correct: id.nullable().default(null) }).strict(),
  z.object({ ...base, kind: z.literal('multiple'), options: z.array(choice).max(challengeLimits.options), correct: z.array(id).max(challengeLimits.options).default([]) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('numeric'),
      params: z.array(z.object({ name: z.string().regex(/^[a-z]$/, 'one letter a-z'), min: finite, max: finite, step: z.number().finite().positive().max(1e12) }).strict()).max(challengeLimits.numericParams).default([]),
      answer: storableText(challengeLimits.numericAnswerLength).default(''),
      tolerance: z.object({ mode: z.enum(['absolute', 'relative']), value: z.number().finite().min(0).max(1e12) }).strict().default({ mode: 'absolute', value: 0 }),
      unit: storableText(challengeLimits.unitLength).default(''),
    })
    .strict(),
  z.object({ ...base, kind: z.literal('ordering'), items: z.array(choice).max(challengeLimits.options) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('written'),
      maxLength: z.number().int().min(challengeLimits.writtenAnswerLength.min).max(challengeLimits.writtenAnswerLength.max),
      rubric: z.array(z.object({ id, criterion: draftText(challengeLimits.criterionLength), points: z.number().int().min(0).max(challengeLimits.points.max) }).strict()).max(challengeLimits.rubricCriteria),
    })
    .strict(),
]);

const materialHtml = storableText(60_000).transform(sanitizeRichText).pipe(z.string().max(challengeLimits.materialLength, `at most ${challengeLimits.materialLength} characters once cleaned`));
const atMost = (max: number) => (value: object) => Object.keys(value).length <= max;

/**
 * One language version of the texts (docs/challenges.md § Languages): each text by the source field's limits, empty
 * allowed in a draft (publishing asks for every text the source has). Task and choice ids are checked against the
 * challenge by challengeLanguageProblems (the decider's rule).
 */
const languageVersion = z
  .object({
    title: draftText(challengeLimits.titleLength),
    summary: storableText(challengeLimits.summaryLength).default(''),
    learn: z.array(draftText(challengeLimits.learnItemLength)).max(challengeLimits.learnItems).default([]),
    material: materialHtml.default(''),
    tasks: z
      .record(
        id,
        z
          .object({
            prompt: draftText(challengeLimits.promptLength),
            modelAnswer: draftText(challengeLimits.learningTextLength).default(''),
            feedback: draftText(challengeLimits.learningTextLength).default(''),
            choices: z.record(id, draftText(challengeLimits.optionLength)).refine(atMost(challengeLimits.options), `at most ${challengeLimits.options} options`).default({}),
          })
          .strict(),
      )
      .refine(atMost(challengeLimits.tasks.max), `at most ${challengeLimits.tasks.max} tasks`)
      .default({}),
  })
  .strict();

const fileUrl = storableText(200).regex(/^\/api\/(files|challenge-files)\/[0-9a-f]{64}$/, 'a file uploaded here');

/** Raw material HTML may be longer than what survives sanitising; 60,000 keeps the body within its limit. */
export const challengeContentRequest = z
  .object({
    title: requiredText(challengeLimits.titleLength),
    track: z.enum(trackIds).nullable().default(null),
    series: z.enum(challengeSeries).nullable().default(null),
    summary: storableText(challengeLimits.summaryLength).default(''),
    learn: z.array(requiredText(challengeLimits.learnItemLength)).max(challengeLimits.learnItems).default([]),
    minutes: z.number().int().min(5).max(240).nullable().default(null),
    opensAt: isoInstant.nullable().default(null),
    closesAt: isoInstant.nullable().default(null),
    material: z
      .object({
        html: materialHtml.default(''),
        images: z.array(z.object({ url: fileUrl, alt: storableText(challengeLimits.imageAltLength).default('') }).strict()).max(challengeLimits.images).default([]),
        files: z
          .array(z.object({ url: fileUrl, name: requiredText(challengeLimits.fileNameLength), size: z.number().int().min(0).max(uploadLimits.challengeFileBytes), contentType: storableText(100) }).strict())
          .max(challengeLimits.files)
          .default([]),
      })
      .strict()
      .default({ html: '', images: [], files: [] }),
    tasks: z.array(task).max(challengeLimits.tasks.max).default([]),
    /** The language the texts above are written in (absent: English). */
    sourceLanguage: z.enum(supportedLanguages).optional(),
    /** The other language versions; an unknown language or field is a 400. */
    translations: z.partialRecord(z.enum(supportedLanguages), languageVersion).optional(),
  })
  .strict()
  .superRefine((content, ctx) => {
    const ids = new Set<string>();
    for (const [i, t] of content.tasks.entries()) {
      if (ids.has(t.id)) ctx.addIssue({ code: 'custom', path: ['tasks', i, 'id'], message: 'task ids must be unique' });
      ids.add(t.id);
      const choices = t.kind === 'single' || t.kind === 'multiple' ? t.options : t.kind === 'ordering' ? t.items : [];
      if (new Set(choices.map((c) => c.id)).size !== choices.length) ctx.addIssue({ code: 'custom', path: ['tasks', i], message: 'option ids must be unique' });
    }
  }) satisfies z.ZodType<ChallengeContent, unknown>;

export type ChallengeContentInput = z.output<typeof challengeContentRequest>;
export type TaskInput = Task;

const textAnswer = storableText(challengeLimits.writtenAnswerLength.max);
export const answerRequest = z
  .object({
    answer: z.union([
      z.object({ optionId: id }).strict(),
      z.object({ optionIds: z.array(id).max(challengeLimits.options) }).strict(),
      z.object({ value: z.number().finite().min(-1e15).max(1e15) }).strict(),
      z.object({ itemIds: z.array(id).max(challengeLimits.options) }).strict(),
      z.object({ text: textAnswer }).strict(),
    ]),
  })
  .strict();

export const rubricScoresRequest = z.object({ scores: z.array(z.number().int().min(0).max(challengeLimits.points.max)).min(1).max(challengeLimits.rubricCriteria) }).strict();
export const rankVisibilityRequest = z.object({ visibleToEmployers: z.boolean() }).strict();
