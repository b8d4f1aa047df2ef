// The career centers slice: how university career center staff join, and what a center lets through to its
// students (issue 26: posting approval per school, employer relationships). The center itself is an organisation.
import type { AccountDeps, Guard, OAuthConfig } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { careerCenterLinkedinRoutes } from './career-center-linkedin.ts';
import { careerCenterRoutes } from './career-center.routes.ts';
import { schoolGateRoutes } from './school-gate.routes.ts';

export { checkStaffEmail } from './staff-email.ts';
// The students slice's LinkedIn callback hands a career center sign-up back to this slice (a port, not a route).
export { careerCenterLinkedinHandler } from './career-center-linkedin.ts';
// The one rule of what a student sees of employer postings (events, jobs, feed and challenges put it in their SQL).
export { centerOfStudentSql, postingsLetThrough, schoolGatesEventsSql, schoolLetsThroughSql, studentSeesSql, type GatedRow } from './posting-gate.ts';
export { schoolGateProjection } from './read-models/school-gate.projection.ts';
export { schoolGateDecider, type SchoolGateCommand } from './school-gate.decider.ts';
export { runSchoolGateCommand, decidePosting } from './school-gate.service.ts';
export { postingKinds, schoolGateStreamId, type PostingKind, type SchoolGateEvent } from './school-gate.ts';

/** Staff sign-up by e-mail code (and by LinkedIn when `oauth` configures it), and the center's gate for its students. */
export function createCareerCentersModule(deps: AccountDeps, oauth: OAuthConfig | undefined, guard: Guard): ApiModule {
  return {
    routes: [
      careerCenterRoutes(deps),
      careerCenterLinkedinRoutes(deps, oauth),
      schoolGateRoutes({ db: deps.db, projections: deps.projections, now: deps.now, mail: deps.mail }, guard),
    ],
  };
}
