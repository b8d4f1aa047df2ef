import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { Logger } from '@fast-track/shared/logger';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import type { MailQueue } from '../mail/index.ts';
import { checkInRoutes } from './check-in/check-in.routes.ts';
import { createEventNotices } from './event-notices.ts';
import { silentNotifier, type EventNotifier } from './event-notifier.ts';
import { eventEditorPaths, eventHostingRoutes, type HostCompanies } from './hosting/event-hosting.routes.ts';
import { createResponseCache } from './listing/event-list.cache.ts';
import { eventRoutes } from './listing/event.routes.ts';
import { participationErasure, participationLogRedactions } from './participation/participation.erasure.ts';
import { participationRoutes } from './participation/participation.routes.ts';
import { eventRequestsRoutes } from './requests/event-requests.routes.ts';
import type { HostMembership } from './requests/host-membership.ts';

export interface EventsModuleDeps {
  db: Db;
  logger: Logger;
  mail: MailQueue;
  publicUrl: string;
  projections: readonly Projection[];
  now: () => number;
  /** How long the public list's answer is reused (ms). */
  listCacheTtlMs: number;
  /** The account behind a bearer token on the public list (restricted events reach only their audience). */
  identify: (token: string) => Promise<string | undefined>;
  /** The hosting company an event editor shows (the organisations slice, joined in app-wiring.ts). */
  companies: HostCompanies;
  /** Whether a caller may decide for a hosting organisation (the organisations slice). */
  hosts: HostMembership;
  /** Shared by every replica: bounds guessing ticket codes at check-in. */
  rateLimiter: RateLimiter;
  /** What open pages hear live (realtime); silent without one. */
  notify?: EventNotifier;
}

/**
 * The events slice: the public list and detail (listing/), a student's side (participation/: attendance, requests to
 * join, questions and upvotes), the host's side (hosting/: drafts, edits, publish, cancel; requests/: bulk decisions)
 * and what students are told (event-notices.ts). The public list comes first: the hottest route walks through no
 * other router.
 */
export function createEventsModule(deps: EventsModuleDeps, guard: Guard): ApiModule {
  const { db, projections, now } = deps;
  const notify = deps.notify ?? silentNotifier;
  const listCache = createResponseCache(deps.listCacheTtlMs);
  const notices = createEventNotices({ db, mail: deps.mail, logger: deps.logger, publicUrl: deps.publicUrl });
  return {
    routes: [
      eventRoutes({ db, listCache, now, identify: deps.identify }),
      participationRoutes({ db, requireStudent: guard.requireKind('student'), notify, notices, projections, now }),
      checkInRoutes({ db, guard, requireStudent: guard.requireKind('student'), rateLimiter: deps.rateLimiter, projections, now }),
      eventRequestsRoutes({
        db,
        // Every kind that hosts: employers, career center staff, students running a society (membership is checked next).
        requireEmployer: guard.requireKind('employer', 'career_center', 'student'),
        hosts: deps.hosts,
        notify,
        notices,
        projections,
        now,
      }),
      eventHostingRoutes({ db, guard, companies: deps.companies, notify, notices, projections, now }),
    ],
    // Six language versions of a 20,000-character description (docs/events.md § Languages) fit; a megabyte does not.
    bodyLimits: [{ paths: eventEditorPaths, limit: '640kb' }],
    // A deleted person leaves every event's lists; their questions stay as a deleted account's, without text.
    erasure: [participationErasure({ projections, notices, notify })],
    logRedactions: participationLogRedactions,
    dispose: () => listCache.dispose(),
  };
}
