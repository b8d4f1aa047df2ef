import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { NotFoundError } from '@fast-track/shared/errors';
import { deleteMailFor } from '../mail/index.ts';
import { emailHash } from './email-hash.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityStore } from './identity-store.ts';
import { loginAddressKey } from './login.service.ts';
import { otpThrottleKey } from './otp/otp.service.ts';
import { findStudentProfile, type StudentProfile } from './read-models/student-profile.queries.ts';
import { recoveryThrottleKey } from './recovery/recovery.service.ts';
import { resetTokenStore } from './recovery/reset-token-store.ts';
import { studentDecider } from './student.decider.ts';
import { studentStreamId } from './student.ts';

export async function profileOf(deps: IdentityDeps, studentId: string): Promise<StudentProfile> {
  const profile = await findStudentProfile(deps.db, studentId);
  if (!profile) throw new NotFoundError(`No student ${studentId}`);
  return profile;
}

/** The names change in the identity row; the log only records that a rename happened. */
export async function renameProfile(
  deps: IdentityDeps,
  studentId: string,
  names: { firstName: string; lastName?: string | undefined },
): Promise<StudentProfile> {
  await deps.db.transaction(async (tx) => {
    const identity = await identityStore.byId(tx, studentId, true);
    if (!identity) throw new NotFoundError(`No student ${studentId}`);
    await identityStore.rename(tx, studentId, names.firstName.trim(), names.lastName?.trim() ?? identity.lastName);
    await handleCommand(
      tx,
      studentStreamId(studentId),
      studentDecider,
      { type: 'RenameStudentProfile', data: { studentId, now: new Date(deps.now()).toISOString() } },
      { projections: deps.projections, metadata: { actor: studentId } },
    );
  });
  return profileOf(deps, studentId);
}

/**
 * Erasure: every row that holds or points at the person's address or names goes (identity, sessions, pending
 * code, recovery links, local outbox and sent-mail log) in one transaction with StudentAccountDeleted (which
 * carries only the id); then the limiter forgets the address's keys. The event log never held personal data, so nothing in it needs rewriting.
 */
export async function deleteAccount(
  deps: IdentityDeps,
  studentId: string,
  password: string,
): Promise<{ msg: 'success' } | { msg: 'wrongpass' }> {
  const identity = await identityStore.byId(deps.db, studentId);
  if (!identity) throw new NotFoundError(`No student ${studentId}`);
  const matches = identity.passwordHash !== null && (await deps.passwords.verify(identity.passwordHash, password));
  if (!matches) return { msg: 'wrongpass' };
  const hash = emailHash(deps.secret, identity.email);

  await deps.db.transaction(async (tx) => {
    await identityStore.erase(tx, studentId);
    await deps.sessions.revokeAll(studentId, tx);
    await resetTokenStore.discardAll(tx, studentId);
    await deps.otps.discard(hash, tx);
    await deleteMailFor(tx, identity.email);
    await handleCommand(
      tx,
      studentStreamId(studentId),
      studentDecider,
      { type: 'DeleteStudentAccount', data: { studentId, now: new Date(deps.now()).toISOString() } },
      { projections: deps.projections, metadata: { actor: studentId } },
    );
  });
  await Promise.all(
    [otpThrottleKey(hash), loginAddressKey(hash), recoveryThrottleKey(hash)].map((key) => deps.rateLimiter.reset(key)),
  );
  return { msg: 'success' };
}
