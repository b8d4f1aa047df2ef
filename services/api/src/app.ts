import { developmentIdentitySecret, type DevMailboxAccess } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import { createRateLimiter, type RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { Logger } from '@fast-track/shared/logger';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import {
  createEventNotices,
  createResponseCache,
  eventEditorPaths,
  eventHostingRoutes,
  eventRequestsRoutes,
  eventOpportunities,
  eventPageData,
  eventsOfTracks,
  eventRoutes,
  hostedEventsOf,
  participationErasure,
  participationLogRedactions,
  participationRoutes,
  silentNotifier,
  type EventNotifier,
  type HostMembership,
} from './events/index.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { utf8BodiesOnly } from './http/body-charset.ts';
import { healthRoutes } from './http/health.routes.ts';
import { installJsonCompression } from './http/json-compression.ts';
import { requestLogging } from './http/request-logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticWeb } from './http/static-web.ts';
import { universityCatalog, universityRoutes, type UniversityCatalog } from './universities/index.ts';
import { createInProcessMailQueue, createOutboxTransport, mailboxRoutes, type MailQueue } from './mail/index.ts';
import { projections } from './projections.ts';
import { createAccountsModule, createSessionStore, identityStore, type OAuthConfig } from './accounts/index.ts';
import { adminRoutes } from './admin/index.ts';
import { careerCenterLinkedinHandler, careerCenterLinkedinRoutes, careerCenterRoutes } from './career-centers/index.ts';
import { employerRoutes } from './employers/index.ts';
import { findOrganisation, membershipLookup, organisationErasure, organisationHostMembership, organisationRoutes } from './organisations/index.ts';
import { createStudentSlice, findStudentPreferences } from './students/index.ts';
import { percentageRoutes } from './opportunities/index.ts';
import { feedRoutes } from './feed/index.ts';
import { createJobsModule, jobEditorPaths, jobOpportunities, listCompanyJobs } from './jobs/index.ts';
import { attemptLogRedactions, challengeEditorPaths, createChallengesModule, openChallengesOfTracks, publishedChallengeLinks, studentProgress } from './challenges/index.ts';
import { localBlobStore, type BlobStore } from './storage/index.ts';
import { fileRoutes, hashPattern } from './uploads/index.ts';
import { documentRoutes } from './documents/index.ts';
import { companySearchRoutes, directoryRoutes, insightsRoutes } from './host-areas/index.ts';
import { sponsorRoutes } from './sponsors/index.ts';
import { webinarTeamErasure, webinarTeamRoutes } from './webinar-teams/index.ts';
import { talentLogRedactions, talentPoolRoutes } from './talent-pool/index.ts';
import { companyEditorPaths, companyProfileRoutes, type CompanyActivity } from './company-profiles/index.ts';
import type { ApiMetrics } from './observability/index.ts';
import { defaultSiteSettings, inquiryErasure, inquiryRoutes, siteRoutes, startInquirySweep, type SiteSettings } from './public-site/index.ts';
import { magazineEditorPaths, magazineRoutes, publishedArticleLinks } from './magazine/index.ts';
import { analyticsRoutes, diversityErasure, diversityRoutes, pageViewRoutes } from './analytics/index.ts';
import { messagingErasure, messagingRoutes, silentMessagingNotifier, startDigestSweeper, type MessagingNotifier } from './messaging/index.ts';
import { reminderErasure, reminderKinds, reminderRoutes, startReminderSweeper } from './reminders/index.ts';

export interface AppDeps {
  db: Db;
  logger: Logger;
  /** Built SPA folder; skipped when it has no index.html (API-only runs, tests). */
  webDist?: string;
  /** How long a list page may be served from memory; 0 disables. */
  listCacheTtlMs?: number;
  now?: () => number;
  /** Redis of the distributed mode (REDIS_URL); absent in the embedded mode. */
  redis?: Redis;
  /** Who may read GET /api/dev/mailbox (config: devMailboxAccess); loopback callers only when not given. */
  devMailbox?: DevMailboxAccess;
  /** University reference data; the list shipped in services/api/data when not given. */
  universities?: UniversityCatalog;
  /** Shared limits (Redis across replicas); one process's memory when not given. */
  rateLimiter?: RateLimiter;
  /** Outgoing mail; an in-process queue into the local outbox when not given. */
  mailQueue?: MailQueue;
  /** HMAC key for address and one-time-code hashes (config IDENTITY_SECRET). */
  identitySecret?: string;
  /** Social sign-in providers (config GOOGLE_*, LINKEDIN_*); none when not given. */
  oauth?: OAuthConfig;
  /** Tells an event's viewers about new questions, votes and participants (realtime); silent when not given. */
  eventNotifier?: EventNotifier;
  /** Who may decide attendance requests for a company; members of the active company when not given. */
  hostMembership?: HostMembership;
  /**
   * Proxies whose X-Forwarded-For names the client (config TRUSTED_PROXIES): a hop count or addresses; none when not
   * given, so the client is the connection's peer and a header it writes itself changes nothing.
   */
  trustedProxies?: number | readonly string[];
  /** The hidden admin sign-in path (config ADMIN_LOGIN_PATH); no admin door when not given. */
  adminLoginPath?: string;
  /** Code mails per client per hour (config OTP_MAILS_PER_CLIENT_HOUR); 50 when not given. */
  otpLimitPerClient?: number;
  /** Codes compared per address per day without the mailed link (config OTP_GUESSES_PER_ADDRESS_DAY); 50 when not given. */
  otpGuessesPerAddress?: number;
  /** Prometheus metrics (request latency, rate-limit refusals, GET /metrics); none when not given. */
  metrics?: ApiMetrics;
  /** Uploaded files (storage port; server.ts: createBlobStore(config)); a fresh temporary folder when not given (tests). */
  blobStore?: BlobStore;
  /** How often attempts whose time is up are submitted (ms); 5000 when not given, 0 off (tests drive it). */
  challengeSweepEveryMs?: number;
  /** The public site's operator settings (server.ts: siteSettingsFrom(config)); defaults (no prices, no social links) when not given. */
  site?: SiteSettings;
  /** Base of absolute links the API writes itself (the sitemap; config PUBLIC_URL). */
  publicUrl?: string;
  /** Tells the parties of a conversation about messages, reads and blocks (realtime); silent when not given. */
  messagingNotifier?: MessagingNotifier;
  /** How often the unread-messages digest is swept (ms); 5 minutes when not given, 0 off (tests drive it). */
  messageDigestEveryMs?: number;
  /** How often reminders (events the day before) are swept (ms; config REMINDER_SWEEP_MS); 5 minutes when not given, 0 off. */
  reminderSweepEveryMs?: number;
}

export interface App {
  app: Express;
  dispose: () => void;
}

/** Wires the Express app from its dependencies; no listening, no globals, so tests start it on port 0. */
export function createApp(deps: AppDeps): App {
  const app = express();
  app.disable('x-powered-by');
  // ETags on POST answers are never used by clients and would hash every body.
  app.set('etag', false);
  // req.ip keys every per-client limit: only the proxies we are told of may name the client (docs/operations.md).
  app.set('trust proxy', typeof deps.trustedProxies === 'object' ? [...deps.trustedProxies] : (deps.trustedProxies ?? false));
  // JSON answers of 1 KB and more go out br or gzip when the client takes it (the cached list keeps its own forms).
  installJsonCompression(app);

  const listCache = createResponseCache(deps.listCacheTtlMs ?? 1000);

  app.use(requestLogging(deps.logger));
  if (deps.metrics) app.use(deps.metrics.httpMiddleware);
  app.use(securityHeaders);
  // Before every body parser: a body in any charset but UTF-8 is refused, not decoded (http/body-charset.ts).
  app.use(utf8BodiesOnly);
  // The job editor sends rich text: its paths get a larger limit first (the 16 KB parser then skips a parsed body).
  app.use(jobEditorPaths, express.json({ limit: '64kb' }));
  // So does the event editor (a description of up to 20,000 characters).
  app.use(eventEditorPaths, express.json({ limit: '256kb' }));
  // And the company profile (4,000 characters of about text in any script).
  app.use(companyEditorPaths, express.json({ limit: '48kb' }));
  // And the challenge builder (material and up to ten tasks with their options and rubrics).
  app.use(challengeEditorPaths, express.json({ limit: '256kb' }));
  // And the magazine editor (an article of up to 60,000 characters).
  app.use(magazineEditorPaths, express.json({ limit: '256kb' }));
  app.use('/api', express.json({ limit: '16kb' }));
  // The public event list is the hottest route: mounted before every other router so it walks through none.
  const callerSessions = createSessionStore(deps.db);
  const clock = deps.now ?? Date.now;
  app.use(
    '/api',
    eventRoutes({
      db: deps.db,
      listCache,
      ...(deps.now ? { now: deps.now } : {}),
      identify: (token) => callerSessions.resolve(token, clock()),
    }),
  );
  app.use(healthRoutes(deps.db, deps.redis));
  if (deps.metrics) app.use(deps.metrics.router);
  app.use(universityRoutes(deps.universities ?? universityCatalog()));
  app.use('/api', mailboxRoutes({ db: deps.db, access: deps.devMailbox ?? 'local' }));
  const now = deps.now ?? Date.now;
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
  const ownsMailQueue = mailQueue !== deps.mailQueue;
  const countRefusals = (limiter: RateLimiter): RateLimiter => deps.metrics?.countRefusals(limiter) ?? limiter;
  const accounts = createAccountsModule({
    db: deps.db,
    logger: deps.logger,
    secret: deps.identitySecret ?? developmentIdentitySecret,
    now,
    rateLimiter: countRefusals(deps.rateLimiter ?? createRateLimiter(undefined, { now })),
    mail: mailQueue,
    projections: projections.inline,
    readTables: [...projections.inline, ...projections.async].flatMap((p) => p.tables),
    memberships: membershipLookup(deps.db),
    ...(deps.otpLimitPerClient ? { otpLimitPerClient: deps.otpLimitPerClient } : {}),
    ...(deps.otpGuessesPerAddress ? { otpGuessesPerAddress: deps.otpGuessesPerAddress } : {}),
  });
  accounts.onErase(organisationErasure(accounts.deps));
  const students = createStudentSlice({
    accounts,
    oauth: deps.oauth,
    linkedinAudiences: { career_center: careerCenterLinkedinHandler(accounts.deps) },
  });
  const requireStudent = accounts.guard.requireKind('student');
  app.use('/api', accounts.routes, students.routes);
  app.use('/api', employerRoutes(accounts.deps), careerCenterRoutes(accounts.deps),
    careerCenterLinkedinRoutes(accounts.deps, deps.oauth), organisationRoutes(accounts.deps, accounts.guard));
  app.use('/api', adminRoutes(accounts.deps, accounts.guard, deps.adminLoginPath));
  const notify = deps.eventNotifier ?? silentNotifier;
  const notices = createEventNotices({ db: deps.db, mail: mailQueue, logger: deps.logger, publicUrl: deps.publicUrl ?? 'http://localhost:8080' });
  app.use('/api', participationRoutes({ db: deps.db, requireStudent, notify, confirmAttendance: (eventId, studentId) => notices.confirmAttendance(eventId, studentId), projections: projections.inline, now }));
  // A deleted person leaves every event's lists; their questions stay as a deleted account's, without text.
  accounts.onErase(participationErasure({ projections: projections.inline }));
  accounts.redactOnErase(participationLogRedactions);
  // The host's side of events (issue 11): what students hear goes by mail (notices) and to their open pages.
  app.use(
    '/api',
    eventRequestsRoutes({
      db: deps.db,
      // Every kind that hosts: employers, career center staff, students running a society (membership is checked next).
      requireEmployer: accounts.guard.requireKind('employer', 'career_center', 'student'),
      hosts: deps.hostMembership ?? organisationHostMembership(deps.db),
      notify,
      notices,
      projections: projections.inline,
      now,
    }),
    eventHostingRoutes({
      db: deps.db,
      guard: accounts.guard,
      companies: {
        async companyOf(companyId) {
          const company = await findOrganisation(deps.db, companyId);
          return company && { name: company.name, logo: company.profile.logo ?? '', approved: company.status === 'active', kind: company.kind };
        },
      },
      notify,
      notices,
      projections: projections.inline,
      now,
    }),
  );
  app.use(
    '/api',
    percentageRoutes({
      db: deps.db,
      requireStudent,
      tracksOf: async (studentId) => (await findStudentPreferences(deps.db, studentId))?.tracks ?? [],
      // Open jobs, then upcoming events, of the student's tracks: real entries before any demo entry.
      liveOpportunities: async (trackIds) => {
        const [jobs, events] = await Promise.all([jobOpportunities(deps.db, trackIds, now()), eventOpportunities(deps.db, trackIds, now())]);
        return [...jobs, ...events];
      },
      progress: (studentId, trackIds) => studentProgress(deps.db, studentId, trackIds, now()),
    }),
  );
  // Tests may omit the store: the app then keeps files in a temporary folder of its own, removed on dispose.
  let ownFiles: string | undefined;
  const blobs: BlobStore = deps.blobStore ?? localBlobStore((ownFiles = mkdtempSync(path.join(tmpdir(), 'fast-track-files-'))));
  const jobs = createJobsModule(
    {
      db: deps.db,
      logger: deps.logger,
      projections: projections.inline,
      now,
      blobs,
      mail: mailQueue,
    },
    accounts.guard,
  );
  accounts.onErase(jobs.erasure);
  // Employer analytics and DE&I (issue 14): page views, the company's funnels and aggregates, a student's own answers.
  accounts.onErase(diversityErasure());
  app.use(
    '/api',
    pageViewRoutes({ db: deps.db, now, secret: deps.identitySecret ?? developmentIdentitySecret }),
    analyticsRoutes({ db: deps.db, now }, accounts.guard),
    diversityRoutes({ db: deps.db, now }, accounts.guard),
  );
  app.use('/api', ...jobs.routes);
  // Ranked challenges (issue 12): the firm's builder, the students' attempts, results, certificates, invites.
  const challenges = createChallengesModule(
    {
      db: deps.db,
      logger: deps.logger,
      projections: projections.inline,
      now,
      requireStudent,
      tracksOf: async (studentId) => (await findStudentPreferences(deps.db, studentId))?.tracks ?? [],
      blobs,
      ...(deps.challengeSweepEveryMs === undefined ? {} : { sweepEveryMs: deps.challengeSweepEveryMs }),
    },
    accounts.guard,
  );
  app.use('/api', ...challenges.routes);
  // The student feed (issue 23): open jobs, upcoming events and open challenges, the selected track's first; saved items.
  app.use(
    '/api',
    feedRoutes(
      { db: deps.db, projections: projections.inline, now, tracksOf: async (studentId) => (await findStudentPreferences(deps.db, studentId))?.tracks ?? [] },
      accounts.guard,
    ),
  );
  accounts.redactOnErase(attemptLogRedactions);
  accounts.redactOnErase(talentLogRedactions);
  // Uploads (logos, covers) and the company page with the employer dashboard's overview (issue 11).
  const activity: CompanyActivity = {
    events: (companyId, nowMs) => hostedEventsOf(deps.db, companyId, nowMs),
    jobs: async (companyId) =>
      (await listCompanyJobs(deps.db, companyId)).map((job) => ({
        uniqueId: job.uniqueId,
        status: job.status,
        title: job.title,
        type: job.type,
        track: job.track,
        locations: job.locations,
        remote: job.remote,
        deadline: job.deadline,
        applicants: job.applicants.total,
      })),
  };
  app.use(
    '/api',
    fileRoutes({ store: blobs, guard: accounts.guard, rateLimiter: accounts.deps.rateLimiter }),
    // A career center's or student organisation's team files (issue 13), through the same storage port.
    documentRoutes({ db: deps.db, blobs, projections: projections.inline, now }, accounts.guard),
    // The career center's university at a glance (issue 13): aggregates, groups of five or more only.
    insightsRoutes({ db: deps.db, now }, accounts.guard),
    // A student organisation's sponsor CRM and the companies' answers to its sponsorship requests (issue 13).
    sponsorRoutes({ db: deps.db, projections: projections.inline, now }, accounts.guard),
    // Career center staff register their team for upcoming webinars (issue 13).
    webinarTeamRoutes({ db: deps.db, projections: projections.inline, now, mail: mailQueue }, accounts.guard),
    companySearchRoutes({ db: deps.db }, accounts.guard),
    // The talent pool (issue 14): students' talent settings, companies' search, short-lists and target schools.
    talentPoolRoutes({ db: deps.db, projections: projections.inline, now }, accounts.guard),
    directoryRoutes({ db: deps.db, now }, accounts.guard),
    companyProfileRoutes(
      {
        db: deps.db,
        projections: projections.inline,
        now,
        activity,
        imageExists: async (file) => {
          const hash = file.slice('/api/files/'.length);
          return hashPattern.test(hash) && (await blobs.get(hash)) !== undefined;
        },
      },
      accounts.guard,
    ),
  );
  // The public site (issue 15): its forms, the operator's settings, the magazine and the sitemap.
  const imageExists = async (file: string): Promise<boolean> => {
    const hash = file.slice('/api/files/'.length);
    return hashPattern.test(hash) && (await blobs.get(hash)) !== undefined;
  };
  const site = siteRoutes({
    db: deps.db,
    settings: deps.site ?? defaultSiteSettings,
    now,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    articleLinks: (nowMs) => publishedArticleLinks(deps.db, nowMs),
    challengeLinks: () => publishedChallengeLinks(deps.db),
    trackChallenges: (tracks, nowMs) => openChallengesOfTracks(deps.db, tracks, nowMs),
    trackEvents: (tracks, nowMs) => eventsOfTracks(deps.db, tracks, nowMs),
  });
  app.use(
    '/api',
    site.api,
    inquiryRoutes({ db: deps.db, mail: mailQueue, rateLimiter: accounts.deps.rateLimiter, now, salesEmail: (deps.site ?? defaultSiteSettings).salesEmail }),
    magazineRoutes({ db: deps.db, projections: projections.inline, now, imageExists }, accounts.guard),
  );
  app.use(site.root);
  // Messaging (issue 14): conversations of students, companies and societies; texts erased with their author.
  app.use(
    '/api',
    messagingRoutes(
      { db: deps.db, projections: projections.inline, now, notifier: deps.messagingNotifier ?? silentMessagingNotifier, adminDoor: Boolean(deps.adminLoginPath) },
      accounts.guard,
    ),
  );
  accounts.onErase(messagingErasure());
  const stopDigests = deps.messageDigestEveryMs === 0 ? () => undefined : startDigestSweeper({ db: deps.db, mail: mailQueue, logger: deps.logger }, deps.messageDigestEveryMs);
  // Reminders (issue 23): the students' setting, and the sweep that mails each reminder once across replicas.
  app.use('/api', reminderRoutes({ db: deps.db, projections: projections.inline, now }, accounts.guard));
  accounts.onErase(reminderErasure());
  const reminderDeps = { db: deps.db, mail: mailQueue, logger: deps.logger, publicUrl: deps.publicUrl ?? 'http://localhost:8080' };
  const stopReminders = deps.reminderSweepEveryMs === 0 ? () => undefined : startReminderSweeper(reminderDeps, reminderKinds, deps.reminderSweepEveryMs ?? 5 * 60_000);
  // A deleted account's inquiries go with it; everyone's go after the retention period (docs/public-site.md).
  accounts.onErase(inquiryErasure(async (tx, accountId) => (await identityStore.byId(tx, accountId))?.email));
  // Team webinar registrations made for a deleted account's address are cancelled, their name and address deleted.
  accounts.onErase(webinarTeamErasure({ projections: projections.inline, emailOf: async (tx, accountId) => (await identityStore.byId(tx, accountId))?.email }));
  const stopInquirySweep = startInquirySweep({ db: deps.db, now, onError: (error) => deps.logger.warn({ err: error }, 'inquiry retention sweep failed') });
  app.use('/api', apiNotFound);
  // A visitor's event page carries the event (index-html.ts): it paints without waiting for the detail call.
  const web = deps.webDist ? staticWeb(deps.webDist, eventPageData(deps.db, now)) : undefined;
  if (web) app.use(web);
  app.use(apiNotFound);
  app.use(errorHandler);

  return {
    app,
    dispose: () => {
      listCache.dispose();
      challenges.dispose();
      stopInquirySweep();
      stopDigests();
      stopReminders();
      if (ownsMailQueue) void mailQueue.close();
      if (ownFiles) rmSync(ownFiles, { recursive: true, force: true });
    },
  };
}
