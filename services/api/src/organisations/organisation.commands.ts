import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { organisationDecider, type OrganisationCommand } from './organisation.decider.ts';
import { organisationStreamId } from './organisation.ts';

/** Runs a command on one organisation's stream; `actor` (account or admin id) goes into the events' metadata. */
export async function runOrganisationCommand(
  deps: { db: Db; projections: readonly Projection[] },
  command: OrganisationCommand,
  actor: string,
  tx: Db = deps.db,
): Promise<void> {
  await handleCommand(tx, organisationStreamId(command.data.organisationId), organisationDecider, command, {
    projections: deps.projections,
    metadata: { actor },
  });
}
