import type { DevMailboxAccess } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { Logger } from '@fast-track/shared/logger';
import type { Redis } from 'ioredis';
import type { EventNotifier, HostMembership } from './events/index.ts';
import type { UniversityCatalog } from './universities/index.ts';
import type { MailQueue } from './mail/index.ts';
import type { OAuthConfig } from './accounts/index.ts';
import type { ApiMetrics } from './observability/index.ts';
import type { BlobStore } from './storage/index.ts';
import type { SiteSettings } from './public-site/index.ts';
import type { MessagingNotifier } from './messaging/index.ts';

/** What createApp is given (server.ts from config; tests their fixtures); app.ts re-exports it. */
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
  /** Whether POST /api/dev/clock may move the challenge clock forward (config TEST_CLOCK; e2e only); off when not given. */
  testClock?: boolean;
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
  /** How often scheduled jobs are published (ms); 5000 when not given, 0 off (tests drive sweepScheduledJobs). */
  jobSweepEveryMs?: number;
  /** The public site's operator settings (server.ts: siteSettingsFrom(config)); defaults (no prices, no social links) when not given. */
  site?: SiteSettings;
  /** Base of absolute links the API writes itself (the sitemap; config PUBLIC_URL). */
  publicUrl?: string;
  /** Tells the parties of a conversation about messages, reads and blocks (realtime); silent when not given. */
  messagingNotifier?: MessagingNotifier;
  /** How often the unread-messages digest is swept (ms); 5 minutes when not given, 0 off (tests drive it). */
  messageDigestEveryMs?: number;
  /** How often waiting career center announcements are mailed as digests; 0 turns the sweep off (tests). */
  announcementSweepEveryMs?: number;
  /** How often reminders (events the day before) are swept (ms; config REMINDER_SWEEP_MS); 5 minutes when not given, 0 off. */
  reminderSweepEveryMs?: number;
}
