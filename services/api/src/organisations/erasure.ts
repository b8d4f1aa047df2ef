import type { Db } from '@fast-track/shared/db/db';
import { emailHash, identityStore, type AccountDeps } from '../accounts/index.ts';
import { invitationStore } from './invitation-store.ts';
import { runOrganisationCommand } from './organisation.commands.ts';
import { organisationsOf } from './read-models/organisation.queries.ts';

/**
 * Account deletion's hook: leave every organisation (refused with LAST_OWNER while the person is the only owner of a
 * team with other members, so nobody is stranded), withdraw pending join requests and drop invitations
 * addressed to them.
 */
export function organisationErasure(deps: AccountDeps) {
  return async (tx: Db, accountId: string, now: string): Promise<void> => {
    for (const membership of await organisationsOf(tx, accountId)) {
      await runOrganisationCommand(
        deps,
        { type: 'RemoveMember', data: { organisationId: membership.organisationId, accountId, reason: 'account-deleted', by: accountId, now } },
        accountId,
        tx,
      );
    }
    const requests = await tx.query<{ organisation_id: string }>('SELECT organisation_id FROM organisation_join_requests WHERE account_id = $1', [accountId]);
    for (const { organisation_id: organisationId } of requests.rows) {
      await runOrganisationCommand(deps, { type: 'DecideJoinRequest', data: { organisationId, accountId, accept: false, by: accountId, now } }, accountId, tx);
    }
    const identity = await identityStore.byId(tx, accountId);
    if (identity) await invitationStore.eraseFor(tx, emailHash(deps.secret, identity.email));
  };
}
