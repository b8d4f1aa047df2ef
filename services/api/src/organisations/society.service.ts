import { NotFoundError } from '@fast-track/shared/errors';
import { findAccount, nowIso, type AccountDeps, type Caller } from '../accounts/index.ts';
import { runOrganisationCommand } from './organisation.commands.ts';
import type { Admission } from './organisation.ts';
import { findHandover, findOrganisation, listMembers, societyMembershipStatus, type SocietyMembershipStatus } from './read-models/organisation.queries.ts';
import { mailJoinRequestToOwners } from './team.service.ts';

// Issue 26 part 7: a society's admission rule, a student joining it, and the officers' hand-over of ownership.

export async function setAdmission(deps: AccountDeps, by: Caller, organisationId: string, admission: Admission): Promise<void> {
  await runOrganisationCommand(deps, { type: 'SetAdmission', data: { organisationId, admission, by: by.accountId, now: nowIso(deps) } }, by.accountId);
}

/** The verified university of a student (registered with its address), matched by name as invitations are. */
async function isStudentOf(deps: AccountDeps, accountId: string, university: { name: string } | null): Promise<boolean> {
  if (!university) return false;
  const found = await deps.db.query<{ university_name: string }>('SELECT university_name FROM students WHERE student_id = $1', [accountId]);
  return found.rows[0]?.university_name.toLowerCase() === university.name.toLowerCase();
}

async function activeSociety(deps: AccountDeps, organisationId: string) {
  const organisation = await findOrganisation(deps.db, organisationId);
  if (!organisation || organisation.kind !== 'student_organisation' || organisation.status !== 'active') throw new NotFoundError('No such student organisation.');
  return organisation;
}

/** What a student's join button shows: the society's rule, where they stand, and whether its university is theirs. */
export async function societyMembership(
  deps: AccountDeps,
  by: Caller,
  organisationId: string,
): Promise<{ admission: Admission; status: SocietyMembershipStatus; sameUniversity: boolean }> {
  const organisation = await activeSociety(deps, organisationId);
  const [status, sameUniversity] = await Promise.all([societyMembershipStatus(deps.db, organisationId, by.accountId), isStudentOf(deps, by.accountId, organisation.university)]);
  return { admission: organisation.admission ?? 'request', status, sameUniversity };
}

/** A student joins (admission 'university') or asks to (admission 'request'; the owners are mailed). */
export async function joinSociety(deps: AccountDeps, by: Caller, organisationId: string): Promise<{ status: 'member' | 'requested' }> {
  const organisation = await activeSociety(deps, organisationId);
  const sameUniversity = await isStudentOf(deps, by.accountId, organisation.university);
  await runOrganisationCommand(deps, { type: 'JoinSociety', data: { organisationId, accountId: by.accountId, sameUniversity, now: nowIso(deps) } }, by.accountId);
  const status = await societyMembershipStatus(deps.db, organisationId, by.accountId);
  if (status === 'requested') await mailJoinRequestToOwners(deps, organisationId, by.accountId);
  return { status: status === 'member' ? 'member' : 'requested' };
}

/** The offer, then a mail to the member with the link to their team page and the offer's last day. */
export async function offerHandover(deps: AccountDeps, by: Caller, organisationId: string, to: string): Promise<void> {
  await runOrganisationCommand(deps, { type: 'OfferHandover', data: { organisationId, from: by.accountId, to, now: nowIso(deps) } }, by.accountId);
  const [organisation, offer, member] = await Promise.all([
    findOrganisation(deps.db, organisationId),
    findHandover(deps.db, organisationId, deps.now()),
    listMembers(deps.db, organisationId).then((members) => members.find((m) => m.uniqueId === to)),
  ]);
  if (!organisation || !offer || !member) return;
  const lng = (await findAccount(deps.db, to))?.lng ?? 'en';
  await deps.mail.enqueue(
    {
      to: member.email,
      template: 'handover-offer',
      lng,
      vars: { organisationName: organisation.name, organisationKind: organisation.kind, expiresAt: offer.expiresAt, ...(member.firstName ? { name: member.firstName } : {}) },
    },
    { jobId: `handover-offer:${organisationId}:${to}:${offer.offeredAt}` },
  );
}

export async function withdrawHandover(deps: AccountDeps, by: Caller, organisationId: string): Promise<void> {
  await runOrganisationCommand(deps, { type: 'WithdrawHandover', data: { organisationId, by: by.accountId, now: nowIso(deps) } }, by.accountId);
}

export async function answerHandover(deps: AccountDeps, by: Caller, organisationId: string, accept: boolean): Promise<void> {
  await runOrganisationCommand(deps, { type: 'AnswerHandover', data: { organisationId, accountId: by.accountId, accept, now: nowIso(deps) } }, by.accountId);
}
