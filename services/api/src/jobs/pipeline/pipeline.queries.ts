import type { Db } from '@fast-track/shared/db/db';
import { pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { rankBand, type RankBand } from '../../challenges/index.ts';
import { filterConditions, rankShown } from './pipeline-filters.ts';
import { boardStages, type BoardStage, type PipelineQuery } from './pipeline.schema.ts';
import type { Rating } from './review.ts';
import type { ScreeningAnswer } from '@fast-track/shared/jobs/screening';
import { screeningAnswersFrom } from '../read-models/screening-answers.queries.ts';

// The employer's pipeline of one job: only the employer's routes (pipeline.routes.ts) call these, and nothing a
// student reads joins job_application_reviews or job_application_notes (checked by pipeline-privacy.int.spec.ts).

/** Employers see the top bands and "top half"; below it no band (the rank rule, as in the talent pool). */
export type EmployerBand = Exclude<RankBand, 'keepGoing'>;

/** An application as a card on the board. */
export interface PipelineCard {
  applicationId: string;
  firstName: string;
  lastName: string;
  university: { name: string; area: string } | null;
  tracks: string[];
  stage: BoardStage;
  hasCv: boolean;
  cvName: string | null;
  submittedAt: string;
  rating: Rating | null;
  notes: number;
  bestBand: EmployerBand | null;
}

export interface PipelineColumn {
  cards: PipelineCard[];
  /** Where the next page starts (the `after` of the column call); null on the last page. */
  next: string | null;
}

interface CardRow {
  application_id: string;
  first_name: string | null;
  last_name: string | null;
  university_name: string | null;
  university_area: string | null;
  tracks: { id: string }[] | string | null;
  stage: BoardStage;
  has_cv: boolean;
  cv_name: string | null;
  submitted_at: Date | string;
  rating: number | null;
  note_count: number | null;
  best: string | number | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function bandOf(percentile: string | number | null): EmployerBand | null {
  if (percentile === null) return null;
  const band = rankBand(Number(percentile));
  return band === 'keepGoing' ? null : band;
}

const cardOf = (r: CardRow): PipelineCard => ({
  applicationId: r.application_id,
  firstName: r.first_name ?? '',
  lastName: r.last_name ?? '',
  university: r.university_name === null ? null : { name: r.university_name, area: r.university_area ?? '' },
  tracks: r.tracks === null ? [] : parseJson(r.tracks).map((t) => t.id),
  stage: r.stage,
  hasCv: r.has_cv,
  cvName: r.cv_name,
  submittedAt: iso(r.submitted_at),
  rating: r.rating === null ? null : (Number(r.rating) as Rating),
  notes: Number(r.note_count ?? 0),
  bestBand: bandOf(r.best),
});

const cursorOf = (card: PipelineCard): string => `${card.submittedAt}_${card.applicationId}`;

const cardColumns = `a.application_id::text AS application_id, i.first_name, i.last_name, s.university_name, s.university_area, s.tracks, a.stage,
  a.has_cv, d.cv_name, a.submitted_at, r.rating, r.note_count,
  CASE WHEN ${rankShown} THEN (SELECT max(cp.percentile) FROM challenge_percentiles cp WHERE cp.student_id = a.student_id) END AS best`;

const joins = `LEFT JOIN account_identities i ON i.account_id = a.student_id
  LEFT JOIN students s ON s.student_id = a.student_id
  LEFT JOIN job_application_documents d ON d.application_id = a.application_id
  LEFT JOIN job_application_reviews r ON r.application_id = a.application_id`;

/** Parameters and the filter's WHERE (withdrawn applications are the student's: never on the board). */
function filtered(jobId: string, query: Omit<PipelineQuery, 'after'>) {
  const params: unknown[] = [jobId];
  const p = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`a.job_id = $1::uuid`, `a.stage <> 'withdrawn'`, ...filterConditions(query, p)];
  return { params, p, where };
}

/** Only the joins the filters read: an unfiltered board is an index-only scan of job_applications_board_idx. */
function filterJoins(query: Omit<PipelineQuery, 'after'>): string {
  return [
    query.university || query.track ? 'LEFT JOIN students s ON s.student_id = a.student_id' : '',
    query.rating ? 'LEFT JOIN job_application_reviews r ON r.application_id = a.application_id' : '',
  ].join(' ');
}

/** Cards of one page, plus where the next page starts. */
function paged(rows: CardRow[]): PipelineColumn {
  const cards = rows.slice(0, pipelineLimits.columnPage).map(cardOf);
  const last = cards.at(-1);
  return { cards, next: rows.length > pipelineLimits.columnPage && last ? cursorOf(last) : null };
}

/**
 * The board: the filtered count per column and each column's first page, oldest application first, in one query: the
 * filtered applications are numbered per stage (a window over job_applications_board_idx, joining only what the
 * filters read), and only each column's first 26 get their card's joins.
 */
export async function pipelineBoard(db: Db, jobId: string, query: Omit<PipelineQuery, 'after'>): Promise<{ counts: Record<BoardStage, number>; columns: Record<BoardStage, PipelineColumn> }> {
  const { params, where } = filtered(jobId, query);
  const found = await db.query<CardRow & { column_count: number }>(
    `WITH f AS (
       SELECT a.application_id, row_number() OVER (PARTITION BY a.stage ORDER BY a.submitted_at, a.application_id) AS rn,
              count(*) OVER (PARTITION BY a.stage) AS n
       FROM job_applications a ${filterJoins(query)}
       WHERE ${where.join(' AND ')}
     )
     SELECT f.n::int AS column_count, ${cardColumns}
     FROM f JOIN job_applications a ON a.application_id = f.application_id ${joins}
     WHERE f.rn <= ${pipelineLimits.columnPage + 1}
     ORDER BY a.stage, a.submitted_at, a.application_id`,
    params,
  );
  const counts = Object.fromEntries(boardStages.map((s) => [s, 0])) as Record<BoardStage, number>;
  for (const row of found.rows) counts[row.stage] = Number(row.column_count);
  const columns = Object.fromEntries(boardStages.map((stage) => [stage, paged(found.rows.filter((r) => r.stage === stage))])) as Record<BoardStage, PipelineColumn>;
  return { counts, columns };
}

/** The next page of one column, after the cursor the previous page gave. */
export async function pipelineColumn(db: Db, jobId: string, stage: BoardStage, query: PipelineQuery): Promise<PipelineColumn> {
  const { after, ...filters } = query;
  const { params, p, where } = filtered(jobId, { ...filters, stage });
  if (after) {
    const [at, id] = after.split('_');
    where.push(`(a.submitted_at, a.application_id) > (${p(at)}::timestamptz, ${p(id)}::uuid)`);
  }
  const found = await db.query<CardRow>(
    `SELECT ${cardColumns} FROM job_applications a ${joins} WHERE ${where.join(' AND ')}
     ORDER BY a.submitted_at, a.application_id LIMIT ${pipelineLimits.columnPage + 1}`,
    params,
  );
  return paged(found.rows);
}

/** Every filtered application (at most pipelineLimits.csvRows), by stage then the order they applied: the CSV export. */
export async function pipelineRows(db: Db, jobId: string, query: Omit<PipelineQuery, 'after'>): Promise<PipelineCard[]> {
  const { params, where } = filtered(jobId, query);
  const found = await db.query<CardRow>(
    `SELECT ${cardColumns} FROM job_applications a ${joins} WHERE ${where.join(' AND ')}
     ORDER BY array_position(ARRAY['applied','shortlisted','interview','offer','rejected','closed']::text[], a.stage), a.submitted_at, a.application_id
     LIMIT ${pipelineLimits.csvRows}`,
    params,
  );
  return found.rows.map(cardOf);
}

/** A reviewer's note as company members read it. */
export interface ReviewNote {
  noteId: string;
  text: string;
  author: { accountId: string; name: string };
  createdAt: string;
}

/** The private review of one application of this job (its rating and notes, newest first), the cover note and the
 * screening answers. */
export async function findReview(
  db: Db,
  jobId: string,
  applicationId: string,
): Promise<{ rating: Rating | null; notes: ReviewNote[]; coverNote: string; screeningAnswers: ScreeningAnswer[] } | undefined> {
  const found = await db.query<{ rating: number | null; cover_note: string | null; answers: ScreeningAnswer[] | string | null }>(
    `SELECT r.rating, d.cover_note, sa.answers FROM job_applications a
     LEFT JOIN job_application_reviews r ON r.application_id = a.application_id
     LEFT JOIN job_application_documents d ON d.application_id = a.application_id
     LEFT JOIN job_screening_answers sa ON sa.application_id = a.application_id
     WHERE a.job_id = $1::uuid AND a.application_id = $2::uuid AND a.stage <> 'withdrawn'`,
    [jobId, applicationId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const notes = await db.query<{ note_id: string; text: string; author_id: string; first_name: string | null; last_name: string | null; created_at: Date | string }>(
    `SELECT n.note_id::text AS note_id, n.text, n.author_id::text AS author_id, i.first_name, i.last_name, n.created_at
     FROM job_application_notes n LEFT JOIN account_identities i ON i.account_id = n.author_id
     WHERE n.application_id = $1::uuid ORDER BY n.created_at DESC, n.note_id LIMIT ${pipelineLimits.notesPerApplication}`,
    [applicationId],
  );
  return {
    rating: row.rating === null ? null : (Number(row.rating) as Rating),
    coverNote: row.cover_note ?? '',
    // The answers to the job's screening questions, as they were asked (docs/jobs.md § Screening questions).
    screeningAnswers: screeningAnswersFrom(row.answers),
    notes: notes.rows.map((n) => ({
      noteId: n.note_id,
      text: n.text,
      author: { accountId: n.author_id, name: `${n.first_name ?? ''} ${n.last_name ?? ''}`.trim() },
      createdAt: iso(n.created_at),
    })),
  };
}

/** The universities the job's applicants study at (the university filter's choices), by name. */
export async function applicantUniversities(db: Db, jobId: string): Promise<string[]> {
  const found = await db.query<{ name: string }>(
    `SELECT DISTINCT s.university_name AS name FROM job_applications a JOIN students s ON s.student_id = a.student_id
     WHERE a.job_id = $1::uuid AND a.stage <> 'withdrawn' ORDER BY 1 LIMIT 300`,
    [jobId],
  );
  return found.rows.map((r) => r.name);
}

/** The organisation's stage mails, for its template editor. */
export async function listStageMails(db: Db, organisationId: string): Promise<{ stage: string; lng: string; subject: string; body: string; updatedAt: string }[]> {
  const found = await db.query<{ stage: string; lng: string; subject: string; body: string; updated_at: Date | string }>(
    'SELECT stage, lng, subject, body, updated_at FROM organisation_stage_mails WHERE organisation_id = $1::uuid ORDER BY stage, lng',
    [organisationId],
  );
  return found.rows.map((r) => ({ stage: r.stage, lng: r.lng, subject: r.subject, body: r.body, updatedAt: iso(r.updated_at) }));
}
