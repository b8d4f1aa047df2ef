import type { Logger } from '@fast-track/shared/logger';
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import type { MailQueue } from '../mail/index.ts';
import { startDigestSweeper } from './message-digest.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { messagingErasure, type MessagingDeps } from './messaging.service.ts';

export interface MessagingModuleDeps extends MessagingDeps {
  mail: MailQueue;
  logger: Logger;
  /** Whether the admin door is open (admins then read reported conversations). */
  adminDoor: boolean;
  /** How often unread messages are mailed as a digest; 0 turns the sweep off (tests), undefined takes its default. */
  digestEveryMs?: number;
}

/** Messaging (issue 14): conversations of students, companies and societies; texts erased with their author. */
export function createMessagingModule(deps: MessagingModuleDeps, guard: Guard): ApiModule {
  const { mail, logger, digestEveryMs, ...routeDeps } = deps;
  return {
    routes: [messagingRoutes(routeDeps, guard)],
    erasure: [messagingErasure()],
    dispose: digestEveryMs === 0 ? () => undefined : startDigestSweeper({ db: deps.db, mail, logger }, digestEveryMs),
  };
}
