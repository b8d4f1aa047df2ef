import type { ProjectionRegistry } from '@fast-track/shared/event-store/projection';
import { accountsProjection } from './accounts/index.ts';
import { companiesProjection, companyStatsProjection } from './companies/index.ts';
import { eventAttendanceProjection, eventListProjection, hostedEventsProjection } from './events/index.ts';
import { opportunitiesProjection } from './opportunities/index.ts';
import { jobApplicationsProjection, jobPostsProjection, pipelineReviewsProjection, stageMailsProjection } from './jobs/index.ts';
import { interviewsProjection } from './interviews/index.ts';
import { organisationsProjection } from './organisations/index.ts';
import { companyPagesProjection } from './company-profiles/index.ts';
import { studentsProjection } from './students/index.ts';
import { challengeAttemptsProjection, challengePercentilesProjection, challengesProjection } from './challenges/index.ts';
import { articlesProjection } from './magazine/index.ts';
import { documentsProjection } from './documents/index.ts';
import { sponsorsProjection } from './sponsors/index.ts';
import { webinarTeamsProjection } from './webinar-teams/index.ts';
import { conversationsProjection } from './messaging/index.ts';
import { talentPoolProjection } from './talent-pool/index.ts';
import { reminderSettingsProjection } from './reminders/index.ts';
import { savedItemsProjection } from './feed/index.ts';
import { announcementsProjection, schoolGateProjection } from './career-centers/index.ts';
import { takedownsProjection } from './admin/index.ts';

/**
 * Every read model of the API. Inline ones are updated in the command's transaction; async ones by the
 * worker (distributed mode) or the in-process runner (embedded mode). `rebuild` replays into all of them.
 */
export const projections: ProjectionRegistry = {
  inline: [
    accountsProjection,
    companiesProjection,
    eventListProjection,
    eventAttendanceProjection,
    hostedEventsProjection,
    studentsProjection,
    opportunitiesProjection,
    organisationsProjection,
    // After organisations: a profile edit updates the row that projection creates.
    companyPagesProjection,
    jobPostsProjection,
    jobApplicationsProjection,
    interviewsProjection,
    pipelineReviewsProjection,
    stageMailsProjection,
    articlesProjection,
    documentsProjection,
    sponsorsProjection,
    webinarTeamsProjection,
    conversationsProjection,
    challengesProjection,
    challengeAttemptsProjection,
    talentPoolProjection,
    reminderSettingsProjection,
    savedItemsProjection,
    announcementsProjection,
    takedownsProjection,
    schoolGateProjection,
  ],
  async: [companyStatsProjection, challengePercentilesProjection],
};
