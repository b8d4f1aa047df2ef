import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { rankBandSchema } from '../../../lib/rank-band.ts';
import { fileNameOf, saveDownload } from '../../../lib/save-download.ts';

// The employer's applicant pipeline of one job (docs/jobs.md § Pipeline): the board, a column's next page, the CSV
// export, bulk moves, reviews and the organisation's stage mails.

export const BOARD_STAGES = ['applied', 'shortlisted', 'interview', 'offer', 'rejected', 'closed'] as const;
export type BoardStage = (typeof BOARD_STAGES)[number];
/** The stages an employer moves applications to (and writes mails for). */
export const MOVE_STAGES = ['shortlisted', 'interview', 'offer', 'rejected'] as const;
export type MoveStage = (typeof MOVE_STAGES)[number];
export const MAIL_LANGUAGES = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;

const cardSchema = z.object({
  applicationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  university: z.nullable(z.object({ name: z.string(), area: z.string() })),
  tracks: z.array(z.string()),
  stage: z.enum(BOARD_STAGES),
  hasCv: z.boolean(),
  cvName: z.nullable(z.string()),
  submittedAt: z.string(),
  rating: z.nullable(z.number()),
  notes: z.number(),
  bestBand: rankBandSchema,
});
export type PipelineCard = z.infer<typeof cardSchema>;

const columnSchema = z.object({ cards: z.array(cardSchema), next: z.nullable(z.string()) });
export type PipelineColumn = z.infer<typeof columnSchema>;

const boardSchema = z.object({
  counts: z.record(z.enum(BOARD_STAGES), z.number()),
  columns: z.record(z.enum(BOARD_STAGES), columnSchema),
  moves: z.record(z.string(), z.array(z.string())),
  universities: z.array(z.string()),
  /** The job's yes/no and single-choice screening questions, with their answers (the answer filter's choices). */
  questions: z.catch(z.array(z.object({ id: z.string(), prompt: z.string(), answers: z.array(z.string()) })), []),
});
export type PipelineBoard = z.infer<typeof boardSchema>;

/** The board's filters as the page keeps them ('' is "any"). */
export interface PipelineFilters {
  stage: string;
  university: string;
  track: string;
  band: string;
  rating: string;
  /** `<questionId>:<answer>` of a screening question. */
  answer: string;
}
export const noFilters: PipelineFilters = { stage: '', university: '', track: '', band: '', rating: '', answer: '' };

export function filterQuery(filters: PipelineFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const jobPath = (organisationId: string, jobId: string, rest: string) =>
  `api/organisations/${encodeURIComponent(organisationId)}/jobs/${encodeURIComponent(jobId)}${rest}`;

export const loadBoard = (organisationId: string, jobId: string, filters: PipelineFilters): Promise<Outcome<PipelineBoard>> =>
  outcomeRequest('get', jobPath(organisationId, jobId, `/pipeline${filterQuery(filters)}`), (b) => boardSchema.parse(b));

export const loadColumnPage = (organisationId: string, jobId: string, filters: PipelineFilters, stage: BoardStage, after: string): Promise<Outcome<PipelineColumn>> =>
  outcomeRequest('get', jobPath(organisationId, jobId, `/pipeline/column${filterQuery({ ...filters, stage }, { after })}`), (b) => columnSchema.parse(b));

const moveSchema = z.object({
  moved: z.array(z.string()),
  unchanged: z.array(z.string()),
  refused: z.array(z.object({ applicationId: z.string(), code: z.string() })),
});
export type MoveResult = z.infer<typeof moveSchema>;

export const moveApplications = (organisationId: string, jobId: string, applicationIds: readonly string[], stage: MoveStage, mail: boolean): Promise<Outcome<MoveResult>> =>
  outcomeRequest('post', jobPath(organisationId, jobId, '/applications/move'), (b) => moveSchema.parse(b), { json: { applicationIds, stage, mail } });

const noteSchema = z.object({ noteId: z.string(), text: z.string(), author: z.object({ accountId: z.string(), name: z.string() }), createdAt: z.string() });
export type ReviewNote = z.infer<typeof noteSchema>;
const screeningAnswerSchema = z.object({ questionId: z.string(), kind: z.string(), prompt: z.string(), answer: z.string(), knockOut: z.boolean() });
const reviewSchema = z.object({
  rating: z.nullable(z.number()),
  coverNote: z.string(),
  notes: z.array(noteSchema),
  screeningAnswers: z.catch(z.array(screeningAnswerSchema), []),
});
export type Review = z.infer<typeof reviewSchema>;

export const loadReview = (organisationId: string, jobId: string, applicationId: string): Promise<Outcome<Review>> =>
  outcomeRequest('get', jobPath(organisationId, jobId, `/applications/${encodeURIComponent(applicationId)}/review`), (b) => z.object({ review: reviewSchema }).parse(b).review);

export const rateApplication = (organisationId: string, jobId: string, applicationId: string, rating: number | null): Promise<Outcome<{ rating: number | null }>> =>
  outcomeRequest('post', jobPath(organisationId, jobId, `/applications/${encodeURIComponent(applicationId)}/rating`), (b) => z.object({ rating: z.nullable(z.number()) }).parse(b), {
    json: { rating },
  });

export const addNote = (organisationId: string, jobId: string, applicationId: string, text: string): Promise<Outcome<{ noteId: string; text: string; createdAt: string }>> =>
  outcomeRequest('post', jobPath(organisationId, jobId, `/applications/${encodeURIComponent(applicationId)}/notes`), (b) =>
    z.object({ note: z.object({ noteId: z.string(), text: z.string(), createdAt: z.string() }) }).parse(b).note, { json: { text } },
  );

const templateSchema = z.object({ stage: z.string(), lng: z.string(), subject: z.string(), body: z.string(), updatedAt: z.string() });
export type StageMail = z.infer<typeof templateSchema>;
const templatesAnswer = (b: unknown) => z.object({ templates: z.array(templateSchema) }).parse(b).templates;
const mailsPath = (organisationId: string, rest = '') => `api/organisations/${encodeURIComponent(organisationId)}/stage-mails${rest}`;

export const loadStageMails = (organisationId: string): Promise<Outcome<StageMail[]>> => outcomeRequest('get', mailsPath(organisationId), templatesAnswer);
export const saveStageMail = (organisationId: string, stage: string, lng: string, text: { subject: string; body: string }): Promise<Outcome<StageMail[]>> =>
  outcomeRequest('post', mailsPath(organisationId, `/${encodeURIComponent(stage)}/${encodeURIComponent(lng)}`), templatesAnswer, { json: text });
export const removeStageMail = (organisationId: string, stage: string, lng: string): Promise<Outcome<StageMail[]>> =>
  outcomeRequest('post', mailsPath(organisationId, `/${encodeURIComponent(stage)}/${encodeURIComponent(lng)}/remove`), templatesAnswer, { json: {} });

/** The filtered list as a CSV file: fetched with the bearer and handed to the browser as a download. */
export async function downloadCsv(organisationId: string, jobId: string, filters: PipelineFilters): Promise<boolean> {
  const response = await http(jobPath(organisationId, jobId, `/pipeline/export${filterQuery(filters)}`), { throwHttpErrors: false, headers: { Accept: 'text/csv' } });
  if (!response.ok) return false;
  saveDownload(await response.blob(), fileNameOf(response, 'applications.csv'));
  return true;
}
