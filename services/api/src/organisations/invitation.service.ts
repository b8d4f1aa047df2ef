import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import {
  AlreadyRegisteredError,
  checkPassword,
  createAccount,
  identityStore,
  nowIso,
  passwordMessages,
  type AccountDeps,
  type AccountKind,
  type Caller,
  type OrganisationKind,
} from '../accounts/index.ts';
import { invitationStore, type Invitation } from './invitation-store.ts';
import { runOrganisationCommand } from './organisation.commands.ts';
import { findOrganisation } from './read-models/organisation.queries.ts';

export class InvitationInvalidError extends NotFoundError {
  override readonly code = 'INVITATION_INVALID';
}
export class InvitationMismatchError extends ConflictError {
  override readonly code = 'INVITATION_MISMATCH';
}

export interface InvitationLink {
  organisationId: string;
  dsa: string;
  invitationId: string;
}

/** The kind of account each organisation kind's members have. */
export const memberKindOf: Record<OrganisationKind, AccountKind> = {
  company: 'employer',
  career_center: 'career_center',
  student_organisation: 'student',
};

/** "a***@firm.com": enough for the invitee to recognise their address, not enough to harvest it from a link. */
const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

async function live(deps: AccountDeps, link: InvitationLink): Promise<Invitation> {
  const invitation = await invitationStore.find(deps.db, link, deps.now());
  if (!invitation) throw new InvitationInvalidError('This invitation link is invalid, already used or expired.');
  return invitation;
}

export async function describeInvitation(deps: AccountDeps, link: InvitationLink) {
  const invitation = await live(deps, link);
  const organisation = await findOrganisation(deps.db, invitation.organisationId);
  if (!organisation) throw new InvitationInvalidError('This invitation link is invalid, already used or expired.');
  const existing = await identityStore.byEmailHash(deps.db, invitation.emailHash);
  return {
    msg: 'success' as const,
    organisation: { organisationId: organisation.organisationId, name: organisation.name, kind: organisation.kind },
    role: invitation.role,
    email: maskEmail(invitation.email),
    uniqueId: invitation.inviteeId,
    accountExists: Boolean(existing),
    /** Student organisations invite students: a new person registers as a student first, then opens the link. */
    mustRegisterFirst: !existing && organisation.kind === 'student_organisation',
  };
}

export type AcceptAnswer =
  | { msg: 'success'; token?: string; uniqueId: string; kind: AccountKind; organisationId: string }
  | { msg: 'weak password'; message: string };

/**
 * Signed in as the invited address's account: joins. Not signed in and the address has no account: creates it
 * (names, password; the kind follows the organisation's) with the pre-assigned uniqueId, joins and starts a
 * session, all in one transaction with spending the invitation.
 */
export async function acceptInvitation(
  deps: AccountDeps,
  link: InvitationLink,
  caller: Caller | undefined,
  profile: { firstName?: string | undefined; lastName?: string | undefined; password?: string | undefined },
): Promise<AcceptAnswer> {
  const invitation = await live(deps, link);
  const organisation = await findOrganisation(deps.db, invitation.organisationId);
  if (!organisation) throw new InvitationInvalidError('This invitation link is invalid, already used or expired.');
  const kind = memberKindOf[organisation.kind];
  const join = (tx: Parameters<typeof runOrganisationCommand>[3], accountId: string) =>
    runOrganisationCommand(
      deps,
      { type: 'AddMember', data: { organisationId: organisation.organisationId, accountId, role: invitation.role, via: 'invitation', now: nowIso(deps) } },
      accountId,
      tx,
    );
  const spend = async (tx: NonNullable<Parameters<typeof runOrganisationCommand>[3]>) => {
    if (!(await invitationStore.consume(tx, invitation.invitationId))) throw new InvitationInvalidError('This invitation was just used.');
  };

  const existing = await identityStore.byEmailHash(deps.db, invitation.emailHash);
  if (existing) {
    if (!caller || caller.accountId !== existing.accountId) {
      throw new InvitationMismatchError('Sign in with the invited address to accept this invitation.');
    }
    if (existing.kind !== kind) throw new InvitationMismatchError(`This invitation is for a ${kind.replace('_', ' ')} account.`);
    // A society's members are students of its university (issue 13): the invitation is refused, and stays usable,
    // for a student of another one.
    if (organisation.kind === 'student_organisation' && organisation.university) {
      const university = await studentUniversity(deps, existing.accountId);
      if (university?.toLowerCase() !== organisation.university.name.toLowerCase()) {
        throw new InvitationMismatchError(`This society is for students of ${organisation.university.name}.`);
      }
    }
    await deps.db.transaction(async (tx) => {
      await spend(tx);
      await join(tx, existing.accountId);
    });
    return { msg: 'success', uniqueId: existing.accountId, kind, organisationId: organisation.organisationId };
  }
  if (organisation.kind === 'student_organisation') throw new InvitationMismatchError('Register as a student first, then open the invitation again.');
  const password = profile.password ?? '';
  const weak = checkPassword(password);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  const passwordHash = await deps.passwords.hash(password);
  try {
    const created = await createAccount(
      deps,
      { kind, email: invitation.email, passwordHash, method: 'invitation', firstName: profile.firstName, lastName: profile.lastName, accountId: invitation.inviteeId },
      async (tx, accountId) => {
        await spend(tx);
        await join(tx, accountId);
      },
    );
    return { msg: 'success', token: created.token ?? undefined, uniqueId: created.accountId, kind, organisationId: organisation.organisationId };
  } catch (error) {
    if (error instanceof AlreadyRegisteredError) throw new InvitationMismatchError('This address has an account now: sign in to accept.');
    throw error;
  }
}

async function studentUniversity(deps: AccountDeps, studentId: string): Promise<string | undefined> {
  const found = await deps.db.query<{ university_name: string | null }>('SELECT university_name FROM students WHERE student_id = $1', [studentId]);
  return found.rows[0]?.university_name ?? undefined;
}
