import { randomBytes } from 'node:crypto';
import { NotFoundError } from '@fast-track/shared/errors';
import { findAccount, identityStore, nowIso, runAccountCommand, type AccountDeps } from '../accounts/index.ts';

export type AccountDecision = 'suspend' | 'restore';

/**
 * An admin suspends or restores an account (issue 26 part 6): a fact on the account's own stream with the admin's
 * id (data and actor), and on suspension the end of every session in the same transaction, so no request after the
 * answer is served to the account. The owner is mailed in their language; a suspension quotes the reason.
 */
export async function decideOnAccount(deps: AccountDeps, adminId: string, accountId: string, decision: AccountDecision, reason: string): Promise<void> {
  const identity = await identityStore.byId(deps.db, accountId);
  if (!identity) throw new NotFoundError('No such account.');
  const now = nowIso(deps);
  await deps.db.transaction(async (tx) => {
    if (decision === 'suspend') {
      await runAccountCommand(deps, { type: 'SuspendAccount', data: { accountId, adminId, reason, now } }, tx, adminId);
      await deps.sessions.revokeAll(accountId, tx);
    } else {
      await runAccountCommand(deps, { type: 'RestoreAccount', data: { accountId, adminId, now } }, tx, adminId);
    }
  });
  const lng = (await findAccount(deps.db, accountId))?.lng ?? 'en';
  await deps.mail.enqueue(
    {
      to: identity.email,
      template: 'account-decision',
      lng,
      vars: { decision: decision === 'suspend' ? 'suspended' : 'restored', ...(reason ? { reason } : {}), name: identity.firstName },
    },
    { jobId: `account-decision:${accountId}:${randomBytes(8).toString('hex')}` },
  );
}
