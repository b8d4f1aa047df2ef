// The API's modules and the cross-slice adapters between them; app.ts mounts what this builds (docs/architecture.md).
import { developmentIdentitySecret } from '@fast-track/shared/config';
import { createRateLimiter, type RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from './app-deps.ts';
import { createEventsModule, eventOpportunities, eventsOfTracks, hostedEventsOf } from './events/index.ts';
import { createHealthModule } from './http/health.routes.ts';
import type { ApiModule } from './http/module.ts';
import { createUniversitiesModule, lazyUniversityCatalog } from './universities/index.ts';
import { createInProcessMailQueue, createMailboxModule, createOutboxTransport, type MailQueue } from './mail/index.ts';
import { projections } from './projections.ts';
import { createAccountsModule, createSessionStore, identityStore, type AccountsModule } from './accounts/index.ts';
import { createAdminModule } from './admin/index.ts';
import { careerCenterLinkedinHandler, createCareerCentersModule } from './career-centers/index.ts';
import { createEmployersModule } from './employers/index.ts';
import { createOrganisationsModule, findOrganisation, membershipLookup, organisationHostMembership } from './organisations/index.ts';
import { createStudentsModule, findStudentPreferences } from './students/index.ts';
import { createOpportunitiesModule } from './opportunities/index.ts';
import { createFeedModule } from './feed/index.ts';
import { createJobsModule, jobOpportunities, listCompanyJobs } from './jobs/index.ts';
import { createInterviewsModule, endInterviews } from './interviews/index.ts';
import { companyChallengeActivity, createChallengesModule, openChallengesOfTracks, publishedChallengeLinks, studentProgress } from './challenges/index.ts';
import { localBlobStore, type BlobStore } from './storage/index.ts';
import { createUploadsModule, hashPattern } from './uploads/index.ts';
import { createDocumentsModule } from './documents/index.ts';
import { createHostAreasModule } from './host-areas/index.ts';
import { createSponsorsModule } from './sponsors/index.ts';
import { createWebinarTeamsModule } from './webinar-teams/index.ts';
import { createTalentPoolModule } from './talent-pool/index.ts';
import { createCompanyProfilesModule, type CompanyActivity } from './company-profiles/index.ts';
import { createPublicSiteModule, defaultSiteSettings } from './public-site/index.ts';
import { createMagazineModule, publishedArticleLinks } from './magazine/index.ts';
import { createAnalyticsModule } from './analytics/index.ts';
import { createMessagingModule, silentMessagingNotifier } from './messaging/index.ts';
import { createRemindersModule } from './reminders/index.ts';
import { createTestClockModule } from './test-clock/index.ts';

/** What every module may use: the clock, mail, file storage; dispose frees what the app owns. */
export interface Platform {
  now: () => number;
  mailQueue: MailQueue;
  blobs: BlobStore;
  dispose: () => void;
}

export function createPlatform(deps: AppDeps): Platform {
  // Test fixtures may omit the queue; the app then owns an in-process one and must close it on dispose.
  const mailQueue =
    deps.mailQueue ??
    createInProcessMailQueue({
      db: deps.db,
      logger: deps.logger,
      transport: createOutboxTransport(deps.db),
      from: 'Fast-Track <no-reply@fast-track.local>',
      publicUrl: 'http://localhost:8080',
    });
  // Tests may omit the store: the app then keeps files in a temporary folder of its own, removed on dispose.
  let ownFiles: string | undefined;
  const blobs = deps.blobStore ?? localBlobStore((ownFiles = mkdtempSync(path.join(tmpdir(), 'fast-track-files-'))));
  return {
    now: deps.now ?? Date.now,
    mailQueue,
    blobs,
    dispose: () => {
      if (mailQueue !== deps.mailQueue) void mailQueue.close();
      if (ownFiles) rmSync(ownFiles, { recursive: true, force: true });
    },
  };
}

/** The modules in mount order: events first (its public list is the hottest route and walks through no other router). */
export function apiModules(deps: AppDeps, platform: Platform): { accounts: AccountsModule; modules: ApiModule[] } {
  const { db, logger } = deps;
  const { now, mailQueue: mail, blobs } = platform;
  const inline = projections.inline;
  const publicUrl = deps.publicUrl ?? 'http://localhost:8080';
  const secret = deps.identitySecret ?? developmentIdentitySecret;
  const callerSessions = createSessionStore(db);
  const health = createHealthModule({ db, redis: deps.redis, metrics: deps.metrics?.router });
  const universities = createUniversitiesModule(deps.universities ?? lazyUniversityCatalog);
  const mailbox = createMailboxModule({ db, access: deps.devMailbox ?? 'local' });
  const testClock = createTestClockModule({ now, enabled: deps.testClock === true });
  const countRefusals = (limiter: RateLimiter): RateLimiter => deps.metrics?.countRefusals(limiter) ?? limiter;
  const accounts = createAccountsModule({
    db,
    logger,
    secret,
    now,
    rateLimiter: countRefusals(deps.rateLimiter ?? createRateLimiter(undefined, { now })),
    mail,
    projections: inline,
    readTables: [...projections.inline, ...projections.async].flatMap((p) => p.tables),
    memberships: membershipLookup(db),
    ...(deps.otpLimitPerClient ? { otpLimitPerClient: deps.otpLimitPerClient } : {}),
    ...(deps.otpGuessesPerAddress ? { otpGuessesPerAddress: deps.otpGuessesPerAddress } : {}),
  });
  const { guard } = accounts;
  // Events (issues 11, 17): the public list, participation, the host's side; its list is the hottest route.
  const events = createEventsModule(
    {
      db,
      logger,
      mail,
      publicUrl,
      projections: inline,
      now,
      listCacheTtlMs: deps.listCacheTtlMs ?? 1000,
      identify: (token) => callerSessions.resolve(token, now()),
      companies: { companyOf: (companyId) => hostingCompany(db, companyId) },
      hosts: deps.hostMembership ?? organisationHostMembership(db),
      rateLimiter: accounts.deps.rateLimiter,
      ...(deps.eventNotifier ? { notify: deps.eventNotifier } : {}),
    },
    guard,
  );
  const students = createStudentsModule({ accounts, oauth: deps.oauth, linkedinAudiences: { career_center: careerCenterLinkedinHandler(accounts.deps) } });
  const requireStudent = guard.requireKind('student');
  const tracksOf = async (studentId: string) => (await findStudentPreferences(db, studentId))?.tracks ?? [];
  const imageExists = async (file: string): Promise<boolean> => {
    const hash = file.slice('/api/files/'.length);
    return hashPattern.test(hash) && (await blobs.get(hash)) !== undefined;
  };
  // Who people are and how they join: accounts, students, then one module per audience.
  const people: ApiModule[] = [
    accounts,
    students,
    createEmployersModule(accounts.deps),
    // Career center staff sign-up; announcements to their students and the cross-school benchmark (issue 26 parts 4, 5).
    createCareerCentersModule(accounts.deps, deps.oauth, {
      db,
      projections: inline,
      now,
      mail,
      secret,
      logger,
      guard,
      ...(deps.announcementSweepEveryMs === undefined ? {} : { announcementSweepEveryMs: deps.announcementSweepEveryMs }),
    }),
    createOrganisationsModule(accounts.deps, guard, { exists: imageExists }),
    createAdminModule(accounts.deps, guard, deps.adminLoginPath),
  ];
  const opportunities = createOpportunitiesModule({
    db,
    requireStudent,
    tracksOf,
    // Open jobs, then upcoming events, of the student's tracks: real entries before any demo entry.
    liveOpportunities: async (trackIds, studentId) => {
      const [jobs, upcoming] = await Promise.all([jobOpportunities(db, trackIds, now(), studentId), eventOpportunities(db, trackIds, now(), 20, studentId)]);
      return [...jobs, ...upcoming];
    },
    progress: (studentId, trackIds) => studentProgress(db, studentId, trackIds, now()),
  });
  const analytics = createAnalyticsModule({ db, now, secret }, guard);
  // Scheduled jobs go live by the test clock on e2e servers, so a browser test sees one publish without waiting.
  const jobs = createJobsModule(
    // An application that ends ends its interview in the same transaction (the interviews slice's port).
    { db, logger, projections: inline, now, blobs, mail, applicationsEnded: endInterviews({ projections: inline }), scheduleNow: testClock.now, ...(deps.jobSweepEveryMs === undefined ? {} : { sweepEveryMs: deps.jobSweepEveryMs }) },
    guard,
  );
  // Interview scheduling on applications (issue 25 part 4).
  const interviews = createInterviewsModule({ db, logger, projections: inline, now, mail }, guard);
  // Ranked challenges (issue 12): the firm's builder, the students' attempts, results, certificates, invites.
  const challenges = createChallengesModule(
    { db, logger, projections: inline, now: testClock.now, requireStudent, tracksOf, blobs, ...(deps.challengeSweepEveryMs === undefined ? {} : { sweepEveryMs: deps.challengeSweepEveryMs }) },
    guard,
  );
  const feed = createFeedModule({ db, projections: inline, now, tracksOf }, guard);
  const emailOf = async (tx: Parameters<typeof identityStore.byId>[0], accountId: string) => (await identityStore.byId(tx, accountId))?.email;
  // Uploads, the host areas (issue 13), the talent pool (issue 14) and the company page with its dashboard (issue 11).
  const hostAreas = [
    createUploadsModule({ store: blobs, guard, rateLimiter: accounts.deps.rateLimiter }),
    createDocumentsModule({ db, blobs, projections: inline, now }, guard),
    createSponsorsModule({ db, projections: inline, now }, guard),
    createWebinarTeamsModule({ db, projections: inline, now, mail, emailOf }, guard),
    createTalentPoolModule({ db, projections: inline, now }, guard),
    createHostAreasModule({ db, now }, guard),
    createCompanyProfilesModule({ db, projections: inline, now, activity: companyActivity(db), imageExists }, guard),
  ];
  // The public site (issue 15) and its magazine; the sitemap and track pages list the other slices' public pages.
  const publicSite = createPublicSiteModule({
    db,
    settings: deps.site ?? defaultSiteSettings,
    now,
    publicUrl,
    mail,
    rateLimiter: accounts.deps.rateLimiter,
    logger,
    emailOf,
    articleLinks: (nowMs) => publishedArticleLinks(db, nowMs),
    challengeLinks: () => publishedChallengeLinks(db),
    trackChallenges: (tracks, nowMs) => openChallengesOfTracks(db, tracks, nowMs),
    trackEvents: (tracks, nowMs) => eventsOfTracks(db, tracks, nowMs),
  });
  const magazine = createMagazineModule({ db, projections: inline, now, imageExists }, guard);
  const messaging = createMessagingModule(
    {
      db,
      projections: inline,
      now,
      notifier: deps.messagingNotifier ?? silentMessagingNotifier,
      adminDoor: Boolean(deps.adminLoginPath),
      mail,
      logger,
      ...(deps.messageDigestEveryMs === undefined ? {} : { digestEveryMs: deps.messageDigestEveryMs }),
    },
    guard,
  );
  const reminders = createRemindersModule(
    { db, projections: inline, now, mail, logger, publicUrl, ...(deps.reminderSweepEveryMs === undefined ? {} : { sweepEveryMs: deps.reminderSweepEveryMs }) },
    guard,
  );
  return {
    accounts,
    modules: [events, health, universities, mailbox, testClock, ...people, opportunities, analytics, jobs, interviews, challenges, feed, ...hostAreas, publicSite, magazine, messaging, reminders],
  };
}

/** What the event editor shows of its host company; undefined when there is no such company. */
async function hostingCompany(db: AppDeps['db'], companyId: string) {
  const company = await findOrganisation(db, companyId);
  return company && { name: company.name, logo: company.profile.logo ?? '', approved: company.status === 'active', kind: company.kind };
}

/** The employer dashboard's overview: the company's hosted events, its published jobs (not drafts) with their applicant
 * counts, its challenges. */
function companyActivity(db: AppDeps['db']): CompanyActivity {
  const published = <J extends { status: string }>(job: J): job is J & { status: 'open' | 'closed' } => job.status === 'open' || job.status === 'closed';
  return {
    events: (companyId, nowMs) => hostedEventsOf(db, companyId, nowMs),
    jobs: async (companyId) =>
      (await listCompanyJobs(db, companyId)).filter(published).map((job) => ({
        uniqueId: job.uniqueId,
        status: job.status,
        title: job.title,
        type: job.type,
        track: job.track,
        locations: job.locations,
        remote: job.remote,
        deadline: job.deadline,
        applicants: job.applicants.total,
        ...(job.sourceLanguage ? { sourceLanguage: job.sourceLanguage } : {}),
        ...(job.translations ? { translations: Object.fromEntries(Object.entries(job.translations).map(([lng, v]) => [lng, { title: v.title }])) } : {}),
      })),
    challenges: (companyId) => companyChallengeActivity(db, companyId),
  };
}
