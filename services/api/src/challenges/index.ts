// The challenges slice's public surface (docs/challenges.md): other code imports only from here.
import type { Logger } from '@fast-track/shared/logger';
import type { RequestHandler } from 'express';
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { attemptLogRedactions } from './attempt.ts';
import { attemptRoutes } from './attempt.routes.ts';
import { sweepDueAttempts } from './attempt.service.ts';
import { challengeEditorPaths, challengeRoutes } from './challenge.routes.ts';
import type { ChallengesDeps } from './challenge.service.ts';
import { challengePublicRoutes } from './public.routes.ts';
import { challengeFileRoutes } from './challenge-files.routes.ts';
import type { BlobStore } from '../storage/index.ts';
import { startSweep } from '../http/sweep.ts';

export { challengesProjection } from './read-models/challenges.projection.ts';
export { challengeAttemptsProjection } from './read-models/attempts.projection.ts';
export { challengePercentilesProjection } from './read-models/percentiles.projection.ts';
export { studentProgress, type Progress } from './read-models/progress.queries.ts';
export { challengePageMeta } from './read-models/challenge-page-meta.ts';
export { companyChallengeActivity, openChallengesOfTracks, publishedChallengeLinks, type PublicChallenge } from './read-models/challenge.queries.ts';
export { challengeEditorPaths } from './challenge.routes.ts';
export { challengeDecider, type ChallengeCommand } from './challenge.decider.ts';
export { attemptDecider, type AttemptCommand } from './attempt.decider.ts';
export { challengeStreamId, type ChallengeContent, type PublishedContent, type Task } from './challenge.ts';
export { attemptLogRedactions, attemptStreamId, type AttemptEvent } from './attempt.ts';
export { draftChallenge, publishChallenge, type ChallengesDeps, type ActingMember } from './challenge.service.ts';
export { sweepDueAttempts } from './attempt.service.ts';
export { rankVisibilityDecider, rankVisibilityStreamId, type SetRankVisibility } from './rank-visibility.ts';
export { drawVariant } from './variant.ts';
export { MIN_RANKED_COHORT, rankBand, type RankBand } from './rank-rule.ts';

export interface ChallengesModuleDeps extends ChallengesDeps {
  logger: Logger;
  requireStudent: RequestHandler;
  tracksOf(studentId: string): Promise<string[]>;
  /** Where the builder's data files go (the storage port). */
  blobs: BlobStore;
  /** How often the time-up sweeper runs; 0 disables it (tests drive sweepDueAttempts themselves). */
  sweepEveryMs?: number;
}

/** Routes of the firm, the students and the public, the builder's body limit, and the time-up sweeper (stopped by `dispose`). */
export function createChallengesModule(deps: ChallengesModuleDeps, guard: Guard): ApiModule {
  const stopSweep = startSweep(deps.sweepEveryMs ?? 5000, () => sweepDueAttempts(deps), (error) => deps.logger.warn({ err: error }, 'challenge time-up sweep failed'));
  return {
    routes: [challengeRoutes(deps, guard), attemptRoutes(deps, deps.requireStudent), challengePublicRoutes(deps, guard), challengeFileRoutes(deps, guard)],
    bodyLimits: [{ paths: challengeEditorPaths, limit: '256kb' }],
    // A deleted student's written answers are blanked in the event log too.
    logRedactions: attemptLogRedactions,
    dispose: stopSweep,
  };
}
