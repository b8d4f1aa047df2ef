import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import { identityStore, nowIso, type AccountDeps, type Caller } from '../accounts/index.ts';
import { runOrganisationCommand } from './organisation.commands.ts';
import type { OrganisationProfile, OrganisationUniversity } from './organisation.ts';
import { findCareerCenter, findOrganisation, organisationsOf, type OrganisationView } from './read-models/organisation.queries.ts';

export class AlreadyOwnsCompanyError extends ConflictError {
  override readonly code = 'ALREADY_OWNS_COMPANY';
}

/**
 * A company, owned by the employer creating it, "pending" until an admin approves it (fraud control): its people
 * can build the profile and drafts, but nothing they publish is shown to students before approval. The creator's
 * address domain is kept so colleagues registering later can find it and ask to join.
 */
export async function createCompany(
  deps: AccountDeps,
  caller: Caller,
  input: { name: string; profile: OrganisationProfile },
): Promise<OrganisationView> {
  const owned = (await organisationsOf(deps.db, caller.accountId)).filter((m) => m.kind === 'company');
  if (owned.length > 0) throw new AlreadyOwnsCompanyError('You already belong to a company on Fast-Track.');
  const identity = await identityStore.byId(deps.db, caller.accountId);
  if (!identity) throw new NotFoundError('No such account.');
  const organisationId = randomUUID();
  await runOrganisationCommand(
    deps,
    {
      type: 'CreateOrganisation',
      data: {
        organisationId,
        kind: 'company',
        name: input.name,
        profile: input.profile,
        university: null,
        emailDomain: identity.email.split('@')[1] ?? null,
        status: 'pending',
        createdBy: caller.accountId,
        now: nowIso(deps),
      },
    },
    caller.accountId,
  );
  return (await findOrganisation(deps.db, organisationId))!;
}

/** A student organisation, run by the student creating it (owner), tied to a university; active at once. */
export async function createStudentOrganisation(
  deps: AccountDeps,
  caller: Caller,
  input: { name: string; university: OrganisationUniversity; profile: OrganisationProfile },
): Promise<OrganisationView> {
  const organisationId = randomUUID();
  await runOrganisationCommand(
    deps,
    {
      type: 'CreateOrganisation',
      data: {
        organisationId,
        kind: 'student_organisation',
        name: input.name,
        profile: input.profile,
        university: input.university,
        emailDomain: null,
        status: 'active',
        createdBy: caller.accountId,
        now: nowIso(deps),
      },
    },
    caller.accountId,
  );
  return (await findOrganisation(deps.db, organisationId))!;
}

/** How a new career center staff member was admitted: both wait, no one reads the center's data by address alone. */
export type CareerCenterAdmission = 'review' | 'request';

/**
 * Inside a career center registration's transaction. An address at a university's domain proves where someone
 * studies or works, not that they are its career center's staff (students have such addresses too), so it admits
 * no one (issue 22): the first staff member opens the center "pending" until an admin approves it, as companies
 * are; later ones ask to join, and an owner or admin of the center accepts or declines. The unique index on
 * (university) settles two first registrations racing: the loser's transaction fails and it retries.
 */
export async function joinOrOpenCareerCenter(
  deps: AccountDeps,
  tx: Db,
  accountId: string,
  university: OrganisationUniversity,
): Promise<{ organisationId: string; admission: CareerCenterAdmission }> {
  const now = nowIso(deps);
  const existing = await findCareerCenter(tx, university);
  if (existing) {
    await runOrganisationCommand(deps, { type: 'RequestToJoin', data: { organisationId: existing, accountId, now } }, accountId, tx);
    return { organisationId: existing, admission: 'request' };
  }
  const organisationId = randomUUID();
  await runOrganisationCommand(
    deps,
    {
      type: 'CreateOrganisation',
      data: {
        organisationId,
        kind: 'career_center',
        name: university.name,
        profile: {},
        university,
        emailDomain: null,
        status: 'pending',
        createdBy: accountId,
        now,
      },
    },
    accountId,
    tx,
  );
  return { organisationId, admission: 'review' };
}
