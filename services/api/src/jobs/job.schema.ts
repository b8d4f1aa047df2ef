import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import { trackIds } from '@fast-track/shared/tracks';
import { z } from 'zod';
import { sanitizeRichText } from '../http/rich-text.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { visibilities } from '@fast-track/shared/visibility';
import { questionIdPattern, yesNoAnswers, type ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import { supportedLanguages } from '@fast-track/shared/languages';
import { jobTypes, salaryCurrencies, salaryPeriods, type JobDetails } from './job.ts';

/** Raw editor HTML may be longer than what survives sanitising (attributes, spans); 60,000 keeps the body under 64 KB. */
const maxRawDescription = 60_000;

const salary = z
  .object({
    min: z.number().int().min(0).max(10_000_000),
    max: z.number().int().min(0).max(10_000_000),
    currency: z.enum(salaryCurrencies),
    period: z.enum(salaryPeriods),
  })
  .strict();

const applyBy = z.discriminatedUnion('method', [
  z.object({ method: z.literal('platform') }).strict(),
  z
    .object({
      method: z.literal('external'),
      url: storableText(500)
        .transform((s) => s.trim())
        .pipe(z.url({ protocol: /^https$/ })),
    })
    .strict(),
]);

const isoInstant = storableText(40).refine(
  (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  'an ISO-8601 instant with a zone, e.g. 2026-12-31T23:59:00Z',
);

const questionId = z.string().max(40).regex(questionIdPattern, 'a-z, 0-9 and -, at most 40');
const prompt = requiredText(jobLimits.screeningPromptLength);
const option = requiredText(jobLimits.screeningOptionLength);

/** One screening question; the rules across questions (unique ids, knock-outs among the answers) are job.rules.ts'. */
const screeningQuestion = z.discriminatedUnion('kind', [
  z.object({ id: questionId, kind: z.literal('yes-no'), prompt, knockOut: z.array(z.enum(yesNoAnswers)).max(1) }).strict(),
  z.object({ id: questionId, kind: z.literal('text'), prompt }).strict(),
  z
    .object({
      id: questionId,
      kind: z.literal('choice'),
      prompt,
      options: z.array(option).min(jobLimits.screeningOptionsMin).max(jobLimits.screeningOptionsMax),
      knockOut: z.array(option).max(jobLimits.screeningOptionsMax - 1),
    })
    .strict(),
]) satisfies z.ZodType<ScreeningQuestion, unknown>;

/**
 * One language version of the texts (docs/jobs.md § Languages): the description sanitised like the source's; the
 * rules per version (lengths, questions that exist, as many options) are job.rules.ts', so the decider holds them.
 */
const jobVersion = z
  .object({
    title: storableText(jobLimits.titleLength * 2).transform((s) => s.trim()),
    description: storableText(maxRawDescription).transform(sanitizeRichText),
    requirements: z.array(requiredText(jobLimits.requirementLength)).max(jobLimits.requirements).optional(),
    screening: z
      .record(questionId, z.object({ prompt, options: z.array(option).max(jobLimits.screeningOptionsMax).optional() }).strict())
      .optional(),
  })
  .strict();

/** The job editor's form, as both create and edit send it; the description leaves here sanitised. */
export const jobDetailsRequest = z
  .object({
    title: requiredText(jobLimits.titleLength),
    type: z.enum(jobTypes),
    track: z.enum(trackIds),
    locations: z.array(requiredText(jobLimits.locationLength)).max(jobLimits.locations),
    remote: z.boolean(),
    description: storableText(maxRawDescription).transform(sanitizeRichText),
    requirements: z.array(requiredText(jobLimits.requirementLength)).max(jobLimits.requirements),
    salary: salary.nullable(),
    deadline: isoInstant.transform((v) => new Date(v).toISOString()),
    apply: applyBy,
    // Which host kind may choose which value is the route's check (organisations/audience.ts).
    visibility: z.enum(visibilities).optional(),
    // No questions is the same as none sent: the facts keep the field only when there are some.
    screening: z.array(screeningQuestion).max(jobLimits.screeningQuestions).optional(),
    /** The language the texts above are in (absent: English). */
    sourceLanguage: z.enum(supportedLanguages).optional(),
    /** The other language versions; unknown languages or fields are a 400. */
    translations: z.partialRecord(z.enum(supportedLanguages), jobVersion).optional(),
  })
  .strict()
  .transform(({ screening, ...rest }): JobDetails => (screening && screening.length > 0 ? { ...rest, screening } : rest)) satisfies z.ZodType<JobDetails, unknown>;

/** Publish a draft now (no `at`, or an instant already past) or at `at`. */
export const publishRequest = z.object({ at: isoInstant.transform((v) => new Date(v).toISOString()).optional() }).strict();

/** Calls that take no fields (unschedule): an empty JSON object, or no body at all. */
export const emptyRequest = z.object({}).strict();

export const stageRequest = z.object({ stage: z.enum(['shortlisted', 'interview', 'offer', 'rejected']) }).strict();

/** The cover note is plain text (the SPA shows text, never HTML): trimmed, at most 3,000 characters. */
const maxCoverNote = jobLimits.coverNoteLength;
export const coverNoteText = storableText(maxCoverNote * 2)
  .transform((s) => s.trim())
  .pipe(z.string().max(maxCoverNote, `at most ${maxCoverNote} characters`));
