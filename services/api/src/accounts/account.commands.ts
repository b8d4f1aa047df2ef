import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { accountDecider, type AccountCommand } from './account.decider.ts';
import { accountStreamId } from './account.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * Runs a command on the person's own stream (inside `tx` when given); the actor is the person, or the admin who
 * suspends or restores the account (the audit view finds admin decisions by their actor).
 */
export async function runAccountCommand(deps: AccountDeps, command: AccountCommand, tx: Db = deps.db, actor: string = command.data.accountId): Promise<void> {
  await handleCommand(tx, accountStreamId(command.data.accountId), accountDecider, command, {
    projections: deps.projections,
    metadata: { actor },
  });
}
