// The jobs slice's public surface: other code imports only from here.
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { applicationRoutes } from './application.routes.ts';
import type { ApplicationDeps } from './application.service.ts';
import { applicationErasure } from './application.erasure.ts';
import { jobRoutes } from './job.routes.ts';
import { savedCvRoutes } from './saved-cv.routes.ts';
import { pipelineRoutes } from './pipeline/pipeline.routes.ts';

export { jobPostsProjection } from './read-models/job-posts.projection.ts';
export { jobApplicationsProjection } from './read-models/job-applications.projection.ts';
export { pipelineReviewsProjection, stageMailsProjection } from './pipeline/pipeline.projections.ts';
export { openJobsForTracks, listCompanyJobs, type JobView } from './read-models/job.queries.ts';
export { jobOpportunities, type JobOpportunity } from './read-models/job-opportunities.ts';
export { jobDecider, type JobCommand } from './job.decider.ts';
export { applicationDecider, type ApplicationCommand } from './application.decider.ts';
export { jobStreamId, jobTypes, type JobDetails, type JobEvent } from './job.ts';
export { applicationStreamId, stages, type ApplicationEvent, type ApplicationStatus, type Stage } from './application.ts';
export { applicationStart } from './read-models/application-facts.ts';
export { reviewDecider, type ReviewCommand } from './pipeline/review.decider.ts';
export { reviewStreamId, type Rating, type ReviewState } from './pipeline/review.ts';
export { stageMailDecider, type StageMailCommand } from './pipeline/stage-mail.decider.ts';
export { mailLanguages, mailStages, stageMailStreamId } from './pipeline/stage-mail.ts';
export type { ApplicationDeps } from './application.service.ts';

/** Paths whose bodies may exceed the app's 16 KB JSON limit: the job editor sends rich text. */
export const jobEditorPaths = ['/api/organisations/:organisationId/jobs'];

/** The pipeline's bulk move: its list of ids may exceed the app's 16 KB JSON limit. */
export const bulkMovePaths = ['/api/organisations/:organisationId/jobs/:jobId/applications/move'];

/** Routes (employers' and students'), the job editor's larger body limit and the erasure hook of account deletion. */
export function createJobsModule(deps: ApplicationDeps, guard: Guard): ApiModule {
  return {
    routes: [jobRoutes(deps, guard), applicationRoutes(deps, guard), savedCvRoutes(deps, guard), pipelineRoutes(deps, guard)],
    bodyLimits: [
      { paths: jobEditorPaths, limit: '64kb' },
      // A bulk move names up to 500 application ids (about 20 KB).
      { paths: bulkMovePaths, limit: '32kb' },
    ],
    erasure: [applicationErasure(deps)],
  };
}
