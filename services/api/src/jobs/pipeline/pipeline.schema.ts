import { pipelineBands, pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { trackIds } from '@fast-track/shared/tracks';
import { z } from 'zod';
import { storableText } from '../../http/safe-text.ts';
import { stages } from '../application.ts';
import { mailLanguages, mailStages } from './stage-mail.ts';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'an application id').transform((s) => s.toLowerCase());

/** The columns of the board: the employer's stages, then the applications the job's close ended. */
export const boardStages = [...stages, 'closed'] as const;
export type BoardStage = (typeof boardStages)[number];

/** Move several applications (or one: a card dragged) to a stage; `mail: false` moves without telling the students. */
export const bulkMoveRequest = z
  .object({
    applicationIds: z.array(uuid).min(1).max(pipelineLimits.bulkMove),
    stage: z.enum(['shortlisted', 'interview', 'offer', 'rejected']),
    mail: z.boolean().default(true),
  })
  .strict();

export const ratingRequest = z.object({ rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.null()]) }).strict();

export const noteRequest = z.object({ text: storableText(pipelineLimits.noteLength * 2) }).strict();

export const stageMailRequest = z
  .object({ subject: storableText(pipelineLimits.mailSubjectLength * 2), body: storableText(pipelineLimits.mailBodyLength * 2) })
  .strict();
export const stageMailParams = z.object({ stage: z.enum(mailStages), lng: z.enum(mailLanguages) });

/** `<submittedAt ISO>_<applicationId>`: where the next page of a column starts (keyset paging, stable under moves). */
const cursor = z
  .string()
  .max(80)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a cursor from the previous page');

const oneValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (oneValue(v) === '' ? undefined : oneValue(v)), schema.optional());

/**
 * The filters of the board, the column pages and the CSV export, from the query string. Unknown parameters are
 * refused (a typo would otherwise silently show everyone). A filter on screening answers is added here and in
 * pipeline-filters.ts (docs/jobs.md § Pipeline filters).
 */
export const pipelineQuery = z
  .object({
    stage: optional(z.enum(boardStages)),
    university: optional(storableText(200).transform((s) => s.trim())),
    track: optional(z.enum(trackIds)),
    band: optional(z.enum(pipelineBands.map(String) as [string, ...string[]]).transform(Number)),
    rating: optional(z.enum(['1', '2', '3', '4', 'none'])),
    after: optional(cursor),
  })
  .strict();
export type PipelineQuery = z.output<typeof pipelineQuery>;
