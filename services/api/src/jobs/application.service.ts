import { randomUUID } from 'node:crypto';
import { ConflictError } from '@fast-track/shared/errors';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { Logger } from '@fast-track/shared/logger';
import type { MailQueue } from '../mail/index.ts';
import type { BlobStore } from '../storage/index.ts';
import { applicationDecider, ApplicationNotFoundError, type ApplicationCommand } from './application.decider.ts';
import { applicationDocuments } from './application-documents.ts';
import type { ApplyForm } from './apply-form.ts';
import { cvKey, deleteIfUnused, saveCv } from './saved-cv.ts';
import { applicationStreamId, type Stage } from './application.ts';
import { reportEnded, type ApplicationsEnded } from './application-ended.ts';
import { applicationStart } from './read-models/application-facts.ts';
import { findApplicationOwner, findStudentApplication, type StudentApplicationView } from './read-models/application.queries.ts';
import { findCompanyJob } from './read-models/job.queries.ts';
import { screenAnswers, type ScreenedAnswers } from './screening.ts';
import { screeningStore } from './screening.store.ts';
import { stageMailTargets, type StageMailTarget } from './pipeline/stage-mail.queries.ts';

export interface ApplicationDeps {
  db: Db;
  logger: Logger;
  projections: readonly Projection[];
  now: () => number;
  blobs: BlobStore;
  mail: Pick<MailQueue, 'enqueue'>;
  /** Told, in the same transaction, of applications that ended (the interviews slice ends their interviews). */
  applicationsEnded?: ApplicationsEnded;
}

/** A CV that passed the upload checks (a real PDF within the size limit). */
export interface CheckedCv {
  bytes: Buffer;
  name: string;
}

/** "Use my saved CV" without one (removed in another tab, say). */
export class NoSavedCvError extends ConflictError {
  override readonly code = 'NO_SAVED_CV';
}

/** Where an employer can move an application to (it starts at 'applied'). */
type MovableStage = Exclude<Stage, 'applied'>;

const nowIso = (deps: Pick<ApplicationDeps, 'now'>) => new Date(deps.now()).toISOString();

/** One application command, and what its end means to other slices (applicationsEnded), in one transaction. */
async function run(deps: ApplicationDeps, db: Db, command: ApplicationCommand, actor: string) {
  const { jobId, studentId } = command.data;
  return db.transaction(async (tx) => {
    const result = await handleCommand(tx, applicationStreamId(jobId, studentId), applicationDecider, command, {
      projections: deps.projections,
      initialState: (inner) => applicationStart(inner, jobId),
      metadata: { actor },
    });
    await reportEnded(deps.applicationsEnded, tx, result.events, command.data.now);
    return result;
  });
}

async function answer(deps: ApplicationDeps, jobId: string, studentId: string): Promise<StudentApplicationView> {
  const found = await findStudentApplication(deps.db, jobId, studentId, deps.now());
  if (!found) throw new ApplicationNotFoundError('No such application.');
  return found;
}

/**
 * A student applies once, with a new CV, the CV saved in their profile, or none. A new CV is stored first, so the
 * command and the document row commit together; a refused application deletes a file nothing points at. CVs are
 * personal data, so each student's live under their own folder (`cv/<studentId>/<sha256>.pdf`, not the shared
 * `pdf/<sha256>` of storePdf): erasure deletes them without asking whether another student uploaded the same bytes.
 * The application keeps its own reference to the file (saved-cv.ts), so a later replace changes nothing for it; a new
 * CV becomes the saved one once the application went through.
 */
export async function applyToJob(deps: ApplicationDeps, studentId: string, jobId: string, form: ApplyForm): Promise<StudentApplicationView> {
  const applicationId = randomUUID();
  const now = nowIso(deps);
  const upload = form.cv && { key: cvKey(studentId, form.cv.bytes), name: form.cv.name, size: form.cv.bytes.length };
  if (upload && form.cv) await deps.blobs.put(upload.key, form.cv.bytes, 'application/pdf');
  let screened: ScreenedAnswers = { answers: [], knockedOut: false };
  try {
    await deps.db.transaction(async (tx) => {
      // Answers are checked against the questions as this transaction sees them (screening.ts, docs/jobs.md).
      screened = screenAnswers(await screeningStore.questionsOf(tx, jobId), form.screening);
      // The saved CV is read under a share lock: removing it waits, and then sees this application using the file.
      const cv = upload ?? (form.useSavedCv ? await lockedSavedCv(tx, studentId) : null);
      await run(deps, tx, { type: 'SubmitApplication', data: { jobId, studentId, applicationId, hasCv: cv !== null, now } }, studentId);
      await applicationDocuments.insert(tx, { applicationId, studentId, coverNote: form.coverNote, cv, createdAt: now });
      await screeningStore.insert(tx, { applicationId, jobId, studentId, ...screened, createdAt: now });
    });
  } catch (error) {
    if (upload) await deleteIfUnused(deps.db, deps.blobs, upload.key);
    throw error;
  }
  if (form.cv) {
    try {
      await saveCv(deps, studentId, form.cv);
    } catch (error) {
      // The application went through with its CV; only the profile copy is missing, and the student can add it.
      deps.logger.error({ err: error, applicationId }, 'CV sent with an application not saved to the profile');
    }
  }
  const received = await answer(deps, jobId, studentId);
  await tellStudents(deps, { title: received.job.title, companyName: received.job.company.name }, [applicationId], 'received');
  if (!screened.knockedOut) return received;
  // A knock-out answer declines at once, through the one stage move (and its mail) an employer's decline takes.
  const companyId = await companyOfJob(deps.db, jobId);
  if (companyId) await moveApplication(deps, { accountId: screeningActor, companyId }, jobId, applicationId, 'rejected');
  return answer(deps, jobId, studentId);
}

/** Who declines an application for a knock-out screening answer (the event's `by`). */
export const screeningActor = 'screening';

async function companyOfJob(db: Db, jobId: string): Promise<string | undefined> {
  return (await db.query<{ company_id: string }>('SELECT company_id::text AS company_id FROM job_posts WHERE job_id = $1::uuid', [jobId])).rows[0]?.company_id;
}

async function lockedSavedCv(tx: Db, studentId: string): Promise<{ key: string; name: string; size: number }> {
  const found = await tx.query<{ cv_key: string; cv_name: string; cv_size: number }>(
    'SELECT cv_key, cv_name, cv_size FROM student_cvs WHERE student_id = $1::uuid FOR SHARE',
    [studentId],
  );
  const row = found.rows[0];
  if (!row) throw new NoSavedCvError('There is no saved CV in your profile: upload one.');
  return { key: row.cv_key, name: row.cv_name, size: row.cv_size };
}

export async function withdrawApplication(deps: ApplicationDeps, studentId: string, jobId: string): Promise<StudentApplicationView> {
  await run(deps, deps.db, { type: 'WithdrawApplication', data: { jobId, studentId, reason: 'student', now: nowIso(deps) } }, studentId);
  return answer(deps, jobId, studentId);
}

/** The employer moves an applicant on (or out); the student is told by mail, in their language. */
export async function moveApplication(
  deps: ApplicationDeps,
  member: { accountId: string; companyId: string },
  jobId: string,
  applicationId: string,
  stage: MovableStage,
): Promise<{ applicationId: string; stage: MovableStage }> {
  const studentId = await findApplicationOwner(deps.db, jobId, applicationId);
  if (!studentId) throw new ApplicationNotFoundError('No such application for this job.');
  const result = await run(
    deps,
    deps.db,
    { type: 'MoveApplication', data: { jobId, studentId, asCompanyId: member.companyId, stage, by: member.accountId, now: nowIso(deps) } },
    member.accountId,
  );
  if (result.events.length > 0) {
    const job = await findCompanyJob(deps.db, member.companyId, jobId);
    if (job) await tellStudents(deps, { title: job.title, companyName: job.company.name }, [applicationId], stage);
  }
  return { applicationId, stage };
}

/** The first time a company member opens an application (downloads its CV), the student's timeline says "viewed". */
export async function markApplicationViewed(deps: ApplicationDeps, member: { accountId: string; companyId: string }, jobId: string, applicationId: string): Promise<void> {
  const studentId = await findApplicationOwner(deps.db, jobId, applicationId);
  if (!studentId) throw new ApplicationNotFoundError('No such application for this job.');
  await run(deps, deps.db, { type: 'ViewApplication', data: { jobId, studentId, asCompanyId: member.companyId, by: member.accountId, now: nowIso(deps) } }, member.accountId);
}

/** What a mail to the student is about: a new application, an employer's move, or the job's close. */
export type StudentMailStage = MovableStage | 'received' | 'closed';

/** Mails the student of one application (see tellStudents). */
export async function tellStudent(
  deps: Pick<ApplicationDeps, 'db' | 'mail' | 'logger'>,
  _studentId: string,
  job: { title: string; companyName: string },
  applicationId: string,
  stage: StudentMailStage,
): Promise<void> {
  await tellStudents(deps, job, [applicationId], stage);
}

/**
 * The one path that mails students about their applications (a submission, every stage move — one or a bulk move,
 * a knock-out answer's decline — and a job's close): each in their language, with the company's own template for the
 * stage in that language when it wrote one (jobs/pipeline/stage-mail.ts), else the built-in translated text. The
 * recipients and templates are one read for the whole batch; the queue's job id makes a repeat (a retry, a second
 * close) a no-op.
 */
export async function tellStudents(
  deps: Pick<ApplicationDeps, 'db' | 'mail' | 'logger'>,
  job: { title: string; companyName: string },
  applicationIds: readonly string[],
  stage: StudentMailStage,
): Promise<void> {
  let targets: StageMailTarget[];
  try {
    targets = await stageMailTargets(deps.db, applicationIds, stage);
  } catch (error) {
    deps.logger.error({ err: error, stage }, 'application stage mails not queued');
    return;
  }
  // Eight at a time: each is a stored payload (a row) and a queue job; a bulk move of 500 should not queue them in line.
  await inLanes(targets, 8, async (target) => {
    try {
      await deps.mail.enqueue(
        {
          to: target.email,
          template: 'application-stage',
          lng: target.lng,
          vars: {
            jobTitle: job.title,
            companyName: job.companyName,
            stage,
            ...(target.firstName ? { name: target.firstName } : {}),
            ...(target.custom ? { custom: target.custom } : {}),
          },
        },
        { jobId: `application-stage:${target.email}:${target.applicationId}:${stage}` },
      );
    } catch (error) {
      // The move is committed and shown on the student's page; a mail that could not be queued is logged, not a failure.
      deps.logger.error({ err: error, applicationId: target.applicationId }, 'application stage mail not queued');
    }
  });
}

/** Runs `work` over the items, at most `lanes` at once. */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}
