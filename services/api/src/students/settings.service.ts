import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { NotFoundError } from '@fast-track/shared/errors';
import { checkPassword, passwordMessages } from '../auth/password-hasher.ts';
import { retryAfterSeconds, type IdentityDeps } from './identity-deps.ts';
import { identityStore } from './identity-store.ts';
import type { StudentProfile } from './read-models/student-profile.queries.ts';
import { resetTokenStore } from './recovery/reset-token-store.ts';
import { studentDecider, type StudentCommand } from './student.decider.ts';
import { studentStreamId, type Track } from './student.ts';
import { profileOf } from './account.service.ts';

/** Wrong current passwords per student per window before the change is refused for a while. */
export const passwordChangeLimit = 5;
export const passwordChangeWindowMs = 15 * 60_000;
export const passwordChangeKey = (studentId: string): string => `password-change:${studentId}`;

async function run(deps: IdentityDeps, command: StudentCommand & { data: { studentId: string } }): Promise<void> {
  await handleCommand(deps.db, studentStreamId(command.data.studentId), studentDecider, command, {
    projections: deps.projections,
    metadata: { actor: command.data.studentId },
  });
}

const nowIso = (deps: IdentityDeps): string => new Date(deps.now()).toISOString();

export async function changeTracks(deps: IdentityDeps, studentId: string, tracks: Track[]): Promise<StudentProfile> {
  await run(deps, { type: 'ChangeStudentTracks', data: { studentId, tracks, now: nowIso(deps) } });
  return profileOf(deps, studentId);
}

export async function changeLanguage(deps: IdentityDeps, studentId: string, lng: string): Promise<StudentProfile> {
  await run(deps, { type: 'ChangeStudentLanguage', data: { studentId, lng, now: nowIso(deps) } });
  return profileOf(deps, studentId);
}

export type PasswordChangeAnswer =
  | { msg: 'success' }
  | { msg: 'wrongpass' }
  | { msg: 'weak password'; message: string }
  | { msg: 'throttled'; retryAfter: number };

/**
 * Knowing the current password, set a new one (argon2id through the shared hasher). Every other session and
 * every pending recovery link end with it, in one transaction; the session that asked stays signed in.
 */
export async function changePassword(
  deps: IdentityDeps,
  auth: { studentId: string; token: string },
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeAnswer> {
  const weak = checkPassword(input.newPassword);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  const key = passwordChangeKey(auth.studentId);
  const blocked = await deps.rateLimiter.peek(key, passwordChangeLimit);
  if (!blocked.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(blocked.retryAfterMs) };

  const identity = await identityStore.byId(deps.db, auth.studentId);
  if (!identity) throw new NotFoundError(`No student ${auth.studentId}`);
  // Accounts made through Google or LinkedIn have no password: the recovery link sets their first one.
  const matches = identity.passwordHash !== null && (await deps.passwords.verify(identity.passwordHash, input.currentPassword));
  if (!matches) {
    await deps.rateLimiter.hit(key, passwordChangeLimit, passwordChangeWindowMs);
    return { msg: 'wrongpass' };
  }
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await identityStore.setPasswordHash(tx, auth.studentId, passwordHash);
    await deps.sessions.revokeOthers(auth.studentId, auth.token, tx);
    await resetTokenStore.discardAll(tx, auth.studentId);
    await handleCommand(
      tx,
      studentStreamId(auth.studentId),
      studentDecider,
      { type: 'ChangeStudentPassword', data: { studentId: auth.studentId, reason: 'change', now: nowIso(deps) } },
      { projections: deps.projections, metadata: { actor: auth.studentId } },
    );
  });
  await deps.rateLimiter.reset(key);
  return { msg: 'success' };
}
