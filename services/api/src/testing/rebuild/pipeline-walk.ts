import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { handleMany } from '@fast-track/shared/event-store/handle-many';
import {
  applicationDecider,
  applicationStart,
  applicationStreamId,
  mailLanguages,
  mailStages,
  reviewDecider,
  reviewStreamId,
  stageMailDecider,
  stageMailStreamId,
  type ApplicationStatus,
  type Rating,
  type ReviewCommand,
  type ReviewState,
  type StageMailCommand,
} from '../../jobs/index.ts';
import { stableUuid } from '../../demo/demo-random.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/**
 * The applicant pipeline (issue 25), after the job walk: ratings and notes on the applications it made (some aimed at
 * another company or a withdrawn one: refused), and stage mails saved, changed and removed per stage and language.
 */
export async function pipelineWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, options, tallied, run, accountIds, pickOrganisation } = w;
  const applications = (
    await db.query<{ application_id: string; job_id: string; company_id: string; stage: string }>(
      'SELECT application_id::text AS application_id, job_id::text AS job_id, company_id::text AS company_id, stage FROM job_applications ORDER BY application_id',
    )
  ).rows;
  const runReview = (command: ReviewCommand, target: (typeof applications)[number]) =>
    tallied(command.type, () =>
      handleCommand(db, reviewStreamId(command.data.applicationId), reviewDecider, command, {
        ...options,
        // As the service reads it (jobs/pipeline/pipeline.service.ts): the application's company and stage.
        initialState: (): Promise<ReviewState> =>
          Promise.resolve({
            application: { applicationId: target.application_id, jobId: target.job_id, companyId: target.company_id, stage: target.stage as ApplicationStatus },
            rating: null,
            notes: 0,
          }),
      }),
    );
  for (let step = 0; step < 120 && applications.length > 0; step++) {
    const now = new Date(start + (400 + step) * 1000).toISOString();
    const target = pick(applications);
    const asCompanyId = random() < 0.9 ? target.company_id : pickOrganisation();
    const by = pick(accountIds);
    const applicationId = target.application_id;
    if (random() < 0.55) {
      const rating = random() < 0.15 ? null : pick<Rating>([1, 2, 3, 4]);
      await runReview({ type: 'RateApplication', data: { applicationId, asCompanyId, rating, by, now } }, target);
    } else {
      const text = random() < 0.1 ? ' ' : `Note ${step}`;
      await runReview({ type: 'AddApplicationNote', data: { applicationId, asCompanyId, noteId: stableUuid(`rebuild-note-${step}`), text, by, now } }, target);
    }
  }
  // A bulk move as the pipeline makes it (jobs/pipeline/pipeline.service.ts): one batch over a job's applications,
  // some of which the decider refuses (withdrawn, closed, declined, a move back).
  const [bulkJob] = applications;
  if (bulkJob) {
    const now = new Date(start + 500 * 1000).toISOString();
    const batch = applications.filter((a) => a.job_id === bulkJob.job_id).sort((a, b) => a.application_id.localeCompare(b.application_id));
    const students = await db.query<{ application_id: string; student_id: string }>(
      'SELECT application_id::text AS application_id, student_id::text AS student_id FROM job_applications WHERE application_id = ANY($1::uuid[]) ORDER BY application_id',
      [batch.map((a) => a.application_id)],
    );
    const stage = pick(['shortlisted', 'interview', 'offer', 'rejected'] as const);
    const facts = await applicationStart(db, bulkJob.job_id);
    await tallied('BulkMoveApplications', () =>
      handleMany(
        db,
        applicationDecider,
        students.rows.map(({ student_id: studentId }) => ({
          streamId: applicationStreamId(bulkJob.job_id, studentId),
          command: { type: 'MoveApplication' as const, data: { jobId: bulkJob.job_id, studentId, asCompanyId: bulkJob.company_id, stage, by: pick(accountIds), now } },
        })),
        { ...options, initialState: facts },
      ),
    );
  }
  const runStageMail = (command: StageMailCommand) =>
    run(stageMailStreamId(command.data.organisationId), stageMailDecider as Decider<unknown, StageMailCommand, DomainEvent>, command);
  for (let step = 0; step < 40; step++) {
    const now = new Date(start + (600 + step) * 1000).toISOString();
    const organisationId = pickOrganisation();
    const stage = pick(mailStages);
    const lng = pick(mailLanguages);
    const by = pick(accountIds);
    if (random() < 0.7) {
      const subject = random() < 0.1 ? '' : `Subject ${step % 3}`;
      await runStageMail({ type: 'SaveStageMail', data: { organisationId, stage, lng, subject, body: `Hello {{name}}, about {{jobTitle}} (${step % 2}).`, by, now } });
    } else {
      await runStageMail({ type: 'RemoveStageMail', data: { organisationId, stage, lng, by, now } });
    }
  }
  {
    // Whatever the seed, one template is saved then removed, so both events are always in the log, and one stays.
    const organisationId = stableUuid('rebuild-stage-mail-organisation');
    const now = new Date(start + 700 * 1000).toISOString();
    const by = pick(accountIds);
    await runStageMail({ type: 'SaveStageMail', data: { organisationId, stage: 'rejected', lng: 'de', subject: 'Absage', body: 'Hallo {{name}}', by, now } });
    await runStageMail({ type: 'RemoveStageMail', data: { organisationId, stage: 'rejected', lng: 'de', by, now } });
    await runStageMail({ type: 'SaveStageMail', data: { organisationId, stage: 'offer', lng: 'en', subject: 'Offer', body: 'Hello {{name}}', by, now } });
    const live = applications.find((a) => a.stage !== 'withdrawn');
    if (live) {
      await runReview({ type: 'RateApplication', data: { applicationId: live.application_id, asCompanyId: live.company_id, rating: 4, by, now } }, live);
      await runReview({ type: 'AddApplicationNote', data: { applicationId: live.application_id, asCompanyId: live.company_id, noteId: stableUuid('rebuild-note-last'), text: 'Last', by, now } }, live);
    }
  }
}
