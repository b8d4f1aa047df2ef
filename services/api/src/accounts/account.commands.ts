import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { accountDecider, type AccountCommand } from './account.decider.ts';
import { accountStreamId } from './account.ts';
import type { AccountDeps } from './account-deps.ts';

/** Runs a command on the person's own stream, the person being the actor (inside `tx` when given). */
export async function runAccountCommand(deps: AccountDeps, command: AccountCommand, tx: Db = deps.db): Promise<void> {
  await handleCommand(tx, accountStreamId(command.data.accountId), accountDecider, command, {
    projections: deps.projections,
    metadata: { actor: command.data.accountId },
  });
}
