import { randomBytes } from 'node:crypto';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { emailHash, findAccount, identityStore, normaliseEmail, nowIso, type AccountDeps, type Caller, type MemberRole } from '../accounts/index.ts';
import { invitationStore } from './invitation-store.ts';
import { runOrganisationCommand } from './organisation.commands.ts';
import type { JobRole } from './organisation.ts';
import { findOrganisation } from './read-models/organisation.queries.ts';

/**
 * Invites an address with a role: an invitation row (address, token hash) and OrganisationInvitationSent (ids and
 * role only) in one transaction, then the mail. Only owners may hand out the owner role.
 */
export async function invite(
  deps: AccountDeps,
  by: { caller: Caller; role: MemberRole },
  organisationId: string,
  input: { email: string; role: MemberRole },
): Promise<{ msg: 'success' }> {
  if (input.role === 'owner' && by.role !== 'owner') throw new ForbiddenError('Only owners may invite another owner.');
  const organisation = await findOrganisation(deps.db, organisationId);
  if (!organisation) throw new NotFoundError('No such organisation.');
  const email = normaliseEmail(input.email);
  const hash = emailHash(deps.secret, email);
  const existing = await identityStore.byEmailHash(deps.db, hash);
  const nowMs = deps.now();
  const link = await deps.db.transaction(async (tx) => {
    const created = await invitationStore.create(tx, {
      organisationId,
      email,
      emailHash: hash,
      role: input.role,
      inviteeId: existing?.accountId,
      invitedBy: by.caller.accountId,
      nowMs,
    });
    await runOrganisationCommand(
      deps,
      { type: 'RecordInvitation', data: { organisationId, invitationId: created.invitationId, role: input.role, by: by.caller.accountId, now: nowIso(deps) } },
      by.caller.accountId,
      tx,
    );
    return created;
  });
  const lng = (existing && (await findAccount(deps.db, existing.accountId))?.lng) ?? (await findAccount(deps.db, by.caller.accountId))?.lng ?? 'en';
  await deps.mail.enqueue(
    {
      to: email,
      template: 'invitation',
      lng,
      vars: {
        organisationName: organisation.name,
        organisationKind: organisation.kind,
        role: input.role,
        organisationId,
        dsa: link.dsa,
        invitationId: link.invitationId,
      },
    },
    { jobId: `invitation:${hash}:${randomBytes(8).toString('hex')}` },
  );
  return { msg: 'success' };
}

export async function changeRole(deps: AccountDeps, by: Caller, organisationId: string, accountId: string, role: MemberRole): Promise<void> {
  await runOrganisationCommand(deps, { type: 'ChangeMemberRole', data: { organisationId, accountId, role, by: by.accountId, now: nowIso(deps) } }, by.accountId);
}

export async function removeMember(deps: AccountDeps, by: Caller, organisationId: string, accountId: string): Promise<void> {
  const reason = accountId === by.accountId ? 'left' : 'removed';
  await runOrganisationCommand(deps, { type: 'RemoveMember', data: { organisationId, accountId, reason, by: by.accountId, now: nowIso(deps) } }, by.accountId);
}

export async function setJobRole(deps: AccountDeps, by: Caller, organisationId: string, jobRole: JobRole): Promise<void> {
  await runOrganisationCommand(deps, { type: 'SetJobRole', data: { organisationId, accountId: by.accountId, jobRole, now: nowIso(deps) } }, by.accountId);
}

export async function requestToJoin(deps: AccountDeps, by: Caller, organisationId: string): Promise<void> {
  await runOrganisationCommand(deps, { type: 'RequestToJoin', data: { organisationId, accountId: by.accountId, now: nowIso(deps) } }, by.accountId);
  await mailJoinRequestToOwners(deps, organisationId, by.accountId);
}

/** Tells the owners of an organisation that someone asks to join (after the request is committed). */
export async function mailJoinRequestToOwners(deps: AccountDeps, organisationId: string, requesterId: string): Promise<void> {
  const organisation = await findOrganisation(deps.db, organisationId);
  if (!organisation) return;
  // Owners hear of it; the mail names no requester (they see who in the team page, signed in).
  const owners = await deps.db.query<{ email: string }>(
    `SELECT i.email FROM organisation_members m JOIN account_identities i USING (account_id) WHERE m.organisation_id = $1 AND m.role = 'owner'`,
    [organisationId],
  );
  for (const owner of owners.rows) {
    await deps.mail.enqueue(
      { to: owner.email, template: 'join-request', lng: 'en', vars: { organisationName: organisation.name, organisationKind: organisation.kind } },
      { jobId: `join-request:${organisationId}:${requesterId}:${emailHash(deps.secret, owner.email).slice(0, 16)}` },
    );
  }
}

export async function decideJoinRequest(deps: AccountDeps, by: Caller, organisationId: string, accountId: string, accept: boolean): Promise<void> {
  await runOrganisationCommand(deps, { type: 'DecideJoinRequest', data: { organisationId, accountId, accept, by: by.accountId, now: nowIso(deps) } }, by.accountId);
}
