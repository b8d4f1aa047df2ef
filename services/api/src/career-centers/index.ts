// The career centers slice: how university career center staff join, what they do with their students
// (announcements, the cross-school benchmark) and what a center lets through to them (posting approval per school,
// employer relationships; issue 26). The center itself is an organisation.
import type { AccountDeps, Guard, OAuthConfig } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { startAnnouncementSweeper } from './announcements/announcement-delivery.ts';
import { announcementEditorPaths, announcementRoutes, type AnnouncementDeps } from './announcements/announcement.routes.ts';
import { benchmarkRoutes } from './benchmark/benchmark.routes.ts';
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

export { announcementsProjection } from './announcements/announcements.projection.ts';
export { announcementDecider, announcementSubscriptionDecider, type SendAnnouncement, type ChangeAnnouncementSubscription } from './announcements/announcement.decider.ts';
export { announcementStreamId, announcementSubscriptionStreamId, type AnnouncementText } from './announcements/announcement.ts';
export { deliverAnnouncements } from './announcements/announcement-delivery.ts';
export { unsubscribeToken } from './announcements/unsubscribe-token.ts';

export interface CareerCenterCommsDeps extends AnnouncementDeps {
  guard: Guard;
  /** How often waiting announcements are mailed as digests; 0 turns the sweep off (tests), undefined takes its default. */
  announcementSweepEveryMs?: number;
}

/** Staff sign-up by e-mail code, and by LinkedIn when `oauth` configures it; announcements, the benchmark and the center's gate for its students. */
export function createCareerCentersModule(deps: AccountDeps, oauth: OAuthConfig | undefined, comms: CareerCenterCommsDeps): ApiModule {
  const { guard, announcementSweepEveryMs, ...announcementDeps } = comms;
  return {
    routes: [
      careerCenterRoutes(deps),
      careerCenterLinkedinRoutes(deps, oauth),
      announcementRoutes(announcementDeps, guard),
      benchmarkRoutes(announcementDeps, guard),
      schoolGateRoutes({ db: deps.db, projections: deps.projections, now: deps.now, mail: deps.mail }, guard),
    ],
    bodyLimits: [{ paths: announcementEditorPaths, limit: '64kb' }],
    // A deleted student's waiting announcements and mail log go with them (the facts name only their id, tombstoned).
    erasure: [
      async (tx, accountId) => {
        await tx.query('DELETE FROM cc_announcement_deliveries WHERE student_id = $1::uuid', [accountId]);
        await tx.query('DELETE FROM announcement_mail_log WHERE student_id = $1::uuid', [accountId]);
      },
    ],
    dispose: announcementSweepEveryMs === 0 ? () => undefined : startAnnouncementSweeper(announcementDeps, announcementSweepEveryMs),
  };
}
