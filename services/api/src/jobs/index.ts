// The jobs slice's public surface: other code imports only from here.
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { applicationRoutes } from './application.routes.ts';
import type { ApplicationDeps } from './application.service.ts';
import { applicationErasure } from './application.erasure.ts';
import { jobRoutes } from './job.routes.ts';
import { savedCvRoutes } from './saved-cv.routes.ts';
import { sweepScheduledJobs } from './job.service.ts';
import { screeningStore } from './screening.store.ts';
import { pipelineRoutes } from './pipeline/pipeline.routes.ts';
import { startSweep } from '../http/sweep.ts';

export { jobPostsProjection } from './read-models/job-posts.projection.ts';
export { jobApplicationsProjection } from './read-models/job-applications.projection.ts';
export { pipelineReviewsProjection, stageMailsProjection } from './pipeline/pipeline.projections.ts';
export { jobPageMeta } from './read-models/job-page-meta.ts';
export { openJobsForTracks, listCompanyJobs, type JobView } from './read-models/job.queries.ts';
export { jobOpportunities, type JobOpportunity } from './read-models/job-opportunities.ts';
export { jobDecider, type JobCommand } from './job.decider.ts';
export { applicationDecider, type ApplicationCommand } from './application.decider.ts';
export { jobStreamId, jobTypes, type JobDetails, type JobEvent } from './job.ts';
export { sweepScheduledJobs } from './job.service.ts';
export { applicationStreamId, stages, type ApplicationEvent, type ApplicationStatus, type Stage } from './application.ts';
export { applicationStart } from './read-models/application-facts.ts';
export { applicationById, applicationOfJob, applicationOfStudent, endedApplications, type ApplicationParties } from './read-models/application-parties.ts';
export { reviewDecider, type ReviewCommand } from './pipeline/review.decider.ts';
export { reviewStreamId, type Rating, type ReviewState } from './pipeline/review.ts';
export { stageMailDecider, type StageMailCommand } from './pipeline/stage-mail.decider.ts';
export { mailLanguages, mailStages, stageMailStreamId } from './pipeline/stage-mail.ts';
export type { ApplicationDeps } from './application.service.ts';
export { reportEnded, type ApplicationsEnded, type ApplicationEndReason, type EndedApplication } from './application-ended.ts';

/** Paths whose bodies may exceed the app's 16 KB JSON limit: the job editor sends rich text. */
export const jobEditorPaths = ['/api/organisations/:organisationId/jobs'];

/** The pipeline's bulk move: its list of ids may exceed the app's 16 KB JSON limit. */
export const bulkMovePaths = ['/api/organisations/:organisationId/jobs/:jobId/applications/move'];

export interface JobsModuleDeps extends ApplicationDeps {
  /** The clock scheduled jobs go live by: the test clock on e2e servers (TEST_CLOCK), else `now`. */
  scheduleNow?: () => number;
  /** How often scheduled jobs are published; 0 disables the sweep (tests call sweepScheduledJobs themselves). */
  sweepEveryMs?: number;
}

/**
 * Routes (employers' and students'), the job editor's larger body limit, the erasure hook of account deletion (the
 * applications and their screening answers) and the sweep that publishes scheduled jobs (stopped by `dispose`).
 */
export function createJobsModule(deps: JobsModuleDeps, guard: Guard): ApiModule {
  const sweepDeps = { ...deps, now: deps.scheduleNow ?? deps.now };
  const stopSweep = startSweep(deps.sweepEveryMs ?? 5000, () => sweepScheduledJobs(sweepDeps), (error) => deps.logger.warn({ err: error }, 'scheduled job sweep failed'));
  return {
    routes: [jobRoutes(deps, guard), applicationRoutes(deps, guard), savedCvRoutes(deps, guard), pipelineRoutes(deps, guard)],
    bodyLimits: [
      // The source and five other language versions of a 60,000-character description (docs/jobs.md § Languages).
      { paths: jobEditorPaths, limit: '448kb' },
      // A bulk move names up to 500 application ids (about 20 KB).
      { paths: bulkMovePaths, limit: '32kb' },
    ],
    erasure: [applicationErasure(deps), (tx, accountId) => screeningStore.eraseFor(tx, accountId)],
    dispose: stopSweep,
  };
}
