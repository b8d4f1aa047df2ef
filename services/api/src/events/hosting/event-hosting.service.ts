import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { HostingDeps } from './event-hosting.routes.ts';
import { hostingDecider, type HostingCommand } from './event-hosting.decider.ts';
import { eventStreamId } from '../event.ts';

/**
 * Every write of the host's side of an event goes through here to its decider. `db`: the transaction a command
 * shares with the mails it causes (event-notices.ts).
 */
export function runHostingCommand(deps: Pick<HostingDeps, 'db' | 'projections'>, eventId: string, command: HostingCommand, actor: string, db: Db = deps.db) {
  return handleCommand(db, eventStreamId(eventId), hostingDecider, command, {
    projections: deps.projections,
    metadata: { actor, correlationId: randomUUID() },
  });
}
