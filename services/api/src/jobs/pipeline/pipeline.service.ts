import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { AppError, StreamVersionConflictError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { applicationDecider } from '../application.decider.ts';
import { applicationStreamId, type ApplicationState, type ApplicationStatus, type Stage } from '../application.ts';
import { tellStudents, type ApplicationDeps } from '../application.service.ts';
import { JobNotFoundError } from '../job.errors.ts';
import type { ActingMember } from '../job.service.ts';
import { applicationStart } from '../read-models/application-facts.ts';
import { findCompanyJob } from '../read-models/job.queries.ts';
import { reviewDecider, type ReviewCommand } from './review.decider.ts';
import { reviewStreamId, type Rating, type ReviewState } from './review.ts';
import { stageMailDecider, type StageMailCommand } from './stage-mail.decider.ts';
import { stageMailStreamId, type MailLanguageCode, type MailStage } from './stage-mail.ts';

const nowIso = (deps: Pick<ApplicationDeps, 'now'>) => new Date(deps.now()).toISOString();

export interface BulkMoveResult {
  /** Moved now (and mailed, when asked). */
  moved: string[];
  /** Already in that stage: nothing changed, nobody mailed again. */
  unchanged: string[];
  /** Not moved: unknown, withdrawn, closed or a move the pipeline does not allow (the error's code). */
  refused: { applicationId: string; code: string }[];
}

/**
 * Moves applications of one job to a stage: one card dragged, or several selected. Every move is the application's
 * own MoveApplication on its own stream (the same decider as a single move), all in one transaction that reads the
 * job's facts once; a move the pipeline refuses is reported and leaves the others as they are (its savepoint rolls
 * back alone). After the commit the students of the moved applications are mailed, when asked, through the one
 * mail path (tellStudents: the company's template in the student's language, else the built-in text).
 */
export async function bulkMove(deps: ApplicationDeps, member: ActingMember, jobId: string, applicationIds: readonly string[], stage: Exclude<Stage, 'applied'>, mail: boolean): Promise<BulkMoveResult> {
  const job = await findCompanyJob(deps.db, member.companyId, jobId);
  if (!job) throw new JobNotFoundError('No such job in this company.');
  const ids = [...new Set(applicationIds)];
  const now = nowIso(deps);
  const result: BulkMoveResult = { moved: [], unchanged: [], refused: [] };
  await deps.db.transaction(async (tx) => {
    const owners = await tx.query<{ application_id: string; student_id: string }>(
      'SELECT application_id::text AS application_id, student_id::text AS student_id FROM job_applications WHERE job_id = $1::uuid AND application_id = ANY($2::uuid[])',
      [jobId, ids],
    );
    const ownerOf = new Map(owners.rows.map((r) => [r.application_id, r.student_id]));
    const facts = await applicationStart(tx, jobId);
    const start = async (): Promise<ApplicationState> => facts;
    for (const applicationId of ids) {
      const studentId = ownerOf.get(applicationId);
      if (!studentId) {
        result.refused.push({ applicationId, code: 'APPLICATION_NOT_FOUND' });
        continue;
      }
      try {
        const moved = await handleCommand(
          tx,
          applicationStreamId(jobId, studentId),
          applicationDecider,
          { type: 'MoveApplication', data: { jobId, studentId, asCompanyId: member.companyId, stage, by: member.accountId, now } },
          { projections: deps.projections, initialState: start, metadata: { actor: member.accountId } },
        );
        (moved.events.length > 0 ? result.moved : result.unchanged).push(applicationId);
      } catch (error) {
        // A refusal of this one application; anything else (a lost race after the retries, the database) fails all.
        if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
        result.refused.push({ applicationId, code: error.code });
      }
    }
  });
  if (mail && result.moved.length > 0) await tellStudents(deps, { title: job.title, companyName: job.company.name }, result.moved, stage);
  return result;
}

/** The application under review, as the review decision needs it: its job's company and its stage. */
async function reviewStart(tx: Db, jobId: string, applicationId: string): Promise<ReviewState> {
  const found = await tx.query<{ company_id: string; stage: ApplicationStatus }>(
    'SELECT company_id::text AS company_id, stage FROM job_applications WHERE job_id = $1::uuid AND application_id = $2::uuid',
    [jobId, applicationId],
  );
  const row = found.rows[0];
  return { application: row ? { applicationId, jobId, companyId: row.company_id, stage: row.stage } : null, rating: null, notes: 0 };
}

function runReview(deps: ApplicationDeps, tx: Db, jobId: string, command: ReviewCommand) {
  return handleCommand(tx, reviewStreamId(command.data.applicationId), reviewDecider, command, {
    projections: deps.projections,
    initialState: (inner) => reviewStart(inner, jobId, command.data.applicationId),
    metadata: { actor: command.data.by },
  });
}

/** A company member rates an application 1–4 (null clears it): one shared rating, the latest wins. */
export async function rateApplication(deps: ApplicationDeps, member: ActingMember, jobId: string, applicationId: string, rating: Rating | null): Promise<{ rating: Rating | null }> {
  const result = await runReview(deps, deps.db, jobId, { type: 'RateApplication', data: { applicationId, asCompanyId: member.companyId, rating, by: member.accountId, now: nowIso(deps) } });
  return { rating: result.state.rating };
}

/** A company member adds a private note; its text is stored beside the event, in the same transaction. */
export async function addNote(deps: ApplicationDeps, member: ActingMember, jobId: string, applicationId: string, text: string): Promise<{ noteId: string; text: string; createdAt: string }> {
  const noteId = randomUUID();
  const now = nowIso(deps);
  const trimmed = text.trim();
  await deps.db.transaction(async (tx) => {
    await runReview(deps, tx, jobId, { type: 'AddApplicationNote', data: { applicationId, asCompanyId: member.companyId, noteId, text: trimmed, by: member.accountId, now } });
    await tx.query(
      `INSERT INTO job_application_notes (note_id, application_id, job_id, student_id, author_id, text, created_at)
       SELECT $1, a.application_id, a.job_id, a.student_id, $3, $4, $5 FROM job_applications a WHERE a.application_id = $2::uuid`,
      [noteId, applicationId, member.accountId, trimmed, now],
    );
  });
  return { noteId, text: trimmed, createdAt: now };
}

function runStageMail(deps: ApplicationDeps, command: StageMailCommand) {
  return handleCommand(deps.db, stageMailStreamId(command.data.organisationId), stageMailDecider, command, {
    projections: deps.projections,
    metadata: { actor: command.data.by },
  });
}

/** Saves the organisation's mail for a stage in one language (docs/jobs.md § Stage mails). */
export async function saveStageMail(deps: ApplicationDeps, member: ActingMember, stage: MailStage, lng: MailLanguageCode, text: { subject: string; body: string }): Promise<void> {
  await runStageMail(deps, { type: 'SaveStageMail', data: { organisationId: member.companyId, stage, lng, subject: text.subject, body: text.body, by: member.accountId, now: nowIso(deps) } });
}

/** Removes it: students in that language get the built-in text again. */
export async function removeStageMail(deps: ApplicationDeps, member: ActingMember, stage: MailStage, lng: MailLanguageCode): Promise<void> {
  await runStageMail(deps, { type: 'RemoveStageMail', data: { organisationId: member.companyId, stage, lng, by: member.accountId, now: nowIso(deps) } });
}
