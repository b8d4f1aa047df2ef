import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { handleMany } from '@fast-track/shared/event-store/handle-many';
import { applicationDecider, type MoveApplication } from '../application.decider.ts';
import { applicationStreamId, type ApplicationStatus, type Stage } from '../application.ts';
import { reportEnded } from '../application-ended.ts';
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
 * own MoveApplication on its own stream (the same decider as a single move), decided as one batch (handleMany: the
 * streams read in one query, the events appended in one INSERT, the inline projections, one transaction; the job's
 * facts read once); a move the pipeline refuses is reported and the others go on. After the commit the students of
 * the moved applications are mailed, when asked, through the one mail path (tellStudents: the company's template in
 * the student's language, else the built-in text).
 */
export async function bulkMove(deps: ApplicationDeps, member: ActingMember, jobId: string, applicationIds: readonly string[], stage: Exclude<Stage, 'applied'>, mail: boolean): Promise<BulkMoveResult> {
  const job = await findCompanyJob(deps.db, member.companyId, jobId);
  if (!job) throw new JobNotFoundError('No such job in this company.');
  // Sorted: two bulk moves over the same applications take their rows in one order (no deadlock between them).
  const ids = [...new Set(applicationIds)].sort();
  const now = nowIso(deps);
  const result: BulkMoveResult = { moved: [], unchanged: [], refused: [] };
  await deps.db.transaction(async (tx) => {
    const owners = await tx.query<{ application_id: string; student_id: string }>(
      'SELECT application_id::text AS application_id, student_id::text AS student_id FROM job_applications WHERE job_id = $1::uuid AND application_id = ANY($2::uuid[])',
      [jobId, ids],
    );
    const ownerOf = new Map(owners.rows.map((r) => [r.application_id, r.student_id]));
    const known = ids.filter((id) => ownerOf.has(id));
    for (const id of ids) if (!ownerOf.has(id)) result.refused.push({ applicationId: id, code: 'APPLICATION_NOT_FOUND' });
    const items = known.map((applicationId) => {
      const studentId = ownerOf.get(applicationId)!;
      const command: MoveApplication = { type: 'MoveApplication', data: { jobId, studentId, asCompanyId: member.companyId, stage, by: member.accountId, now } };
      return { streamId: applicationStreamId(jobId, studentId), command };
    });
    const outcomes = await handleMany(tx, applicationDecider, items, {
      initialState: await applicationStart(tx, jobId),
      projections: deps.projections,
      metadata: { actor: member.accountId },
    });
    outcomes.forEach((outcome, n) => {
      const applicationId = known[n]!;
      if ('refused' in outcome) result.refused.push({ applicationId, code: outcome.refused.code });
      else (outcome.events.length > 0 ? result.moved : result.unchanged).push(applicationId);
    });
    // Declined or offered: their interviews end in this transaction (one call for the whole batch).
    await reportEnded(deps.applicationsEnded, tx, outcomes.flatMap((o) => ('refused' in o ? [] : o.events)), now);
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
