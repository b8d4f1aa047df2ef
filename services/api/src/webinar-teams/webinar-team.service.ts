import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { WebinarTeamDeps } from './webinar-team.routes.ts';
import { webinarTeamDecider, type WebinarTeamCommand } from './webinar-team.decider.ts';
import { webinarTeamStreamId } from './webinar-team.ts';

/** Every write of a team's webinar registrations; `db`: the transaction the command shares with its mail. */
export function runWebinarTeamCommand(deps: Pick<WebinarTeamDeps, 'db' | 'projections'>, command: WebinarTeamCommand, actor: string, db: Db = deps.db) {
  return handleCommand(db, webinarTeamStreamId(command.data.organisationId, command.data.eventId), webinarTeamDecider, command, {
    projections: deps.projections,
    metadata: { actor },
  });
}
