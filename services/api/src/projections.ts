import type { ProjectionRegistry } from '@fast-track/shared/event-store/projection';
import { accountsProjection } from './accounts/index.ts';
import { companiesProjection, companyStatsProjection } from './companies/index.ts';
import { eventAttendanceProjection, eventListProjection } from './events/index.ts';
import { opportunitiesProjection } from './opportunities/index.ts';
import { organisationsProjection } from './organisations/index.ts';
import { studentsProjection } from './students/index.ts';

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
    studentsProjection,
    opportunitiesProjection,
    organisationsProjection,
  ],
  async: [companyStatsProjection],
};
