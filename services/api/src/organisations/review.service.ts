import { randomBytes } from 'node:crypto';
import { NotFoundError } from '@fast-track/shared/errors';
import { findAccount, nowIso, type AccountDeps } from '../accounts/index.ts';
import { runOrganisationCommand } from './organisation.commands.ts';
import { findOrganisation, listMembers } from './read-models/organisation.queries.ts';

export type ReviewDecision = 'approve' | 'reject' | 'suspend';

const mailDecision = { approve: 'approved', reject: 'rejected', suspend: 'suspended' } as const;

/** An admin's decision on an organisation, recorded with the admin's id, then mailed to its owners. */
export async function reviewOrganisation(
  deps: AccountDeps,
  adminId: string,
  organisationId: string,
  decision: ReviewDecision,
  reason: string,
): Promise<void> {
  const organisation = await findOrganisation(deps.db, organisationId);
  if (!organisation) throw new NotFoundError('No such organisation.');
  await runOrganisationCommand(deps, { type: 'ReviewOrganisation', data: { organisationId, decision, adminId, reason, now: nowIso(deps) } }, adminId);
  const owners = (await listMembers(deps.db, organisationId)).filter((m) => m.role === 'owner');
  for (const owner of owners) {
    const lng = (await findAccount(deps.db, owner.uniqueId))?.lng ?? 'en';
    await deps.mail.enqueue(
      {
        to: owner.email,
        template: 'organisation-decision',
        lng,
        vars: { organisationName: organisation.name, decision: mailDecision[decision], ...(reason ? { reason } : {}), name: owner.firstName },
      },
      { jobId: `organisation-decision:${organisationId}:${randomBytes(8).toString('hex')}` },
    );
  }
}
