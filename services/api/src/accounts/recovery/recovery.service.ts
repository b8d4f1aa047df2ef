import { randomBytes } from 'node:crypto';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { checkPassword, passwordMessages } from '../../auth/password-hasher.ts';
import { emailHash, normaliseEmail } from '../email-hash.ts';
import { pickLanguage, type IdentityDeps, type Language } from '../identity-deps.ts';
import { identityStore } from '../identity-store.ts';
import { findStudentPreferences } from '../read-models/student-profile.queries.ts';
import { studentDecider } from '../student.decider.ts';
import { studentStreamId } from '../student.ts';
import { resetTokenStore } from './reset-token-store.ts';

export const recoveryResendWindowMs = 60_000;
export const recoveryThrottleKey = (hash: string): string => `recovery-send:${hash}`;

/**
 * Always answers success so the call cannot be used to find out who has an account. A registered address gets
 * at most one link a minute (silently), so the endpoint cannot be used to flood someone's inbox.
 */
export async function forgotPassword(deps: IdentityDeps, input: { email: string; lng: Language }): Promise<{ msg: 'success' }> {
  const email = normaliseEmail(input.email);
  const hash = emailHash(deps.secret, email);
  const identity = await identityStore.byEmailHash(deps.db, hash);
  if (!identity) return { msg: 'success' };
  const throttle = await deps.rateLimiter.hit(recoveryThrottleKey(hash), 1, recoveryResendWindowMs);
  if (!throttle.allowed) return { msg: 'success' };

  const uniqueId = await resetTokenStore.create(deps.db, identity.studentId, deps.now());
  // The language the student chose in settings wins over the page the request came from.
  const stored = (await findStudentPreferences(deps.db, identity.studentId))?.lng;
  await deps.mail.enqueue(
    {
      to: identity.email,
      template: 'password-reset',
      lng: stored ? pickLanguage(stored, undefined) : input.lng,
      vars: { uniqueId, name: identity.firstName },
    },
    { jobId: `password-reset:${hash}:${randomBytes(8).toString('hex')}` },
  );
  return { msg: 'success' };
}

export type ResetAnswer =
  | { msg: 'success' }
  | { msg: 'expired' }
  | { msg: 'invalid' }
  | { msg: 'weak password'; message: string };

/** New password, link spent, every session and every other link of the student ended: one transaction. */
export async function resetPassword(deps: IdentityDeps, input: { uniqueId: string; password: string }): Promise<ResetAnswer> {
  const weak = checkPassword(input.password);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  const passwordHash = await deps.passwords.hash(input.password);
  const nowMs = deps.now();
  return deps.db.transaction(async (tx): Promise<ResetAnswer> => {
    const claim = await resetTokenStore.claim(tx, input.uniqueId, nowMs);
    if (claim.result !== 'ok') return { msg: claim.result };
    const { studentId } = claim;
    await identityStore.setPasswordHash(tx, studentId, passwordHash);
    await deps.sessions.revokeAll(studentId, tx);
    await resetTokenStore.discardAll(tx, studentId);
    await handleCommand(
      tx,
      studentStreamId(studentId),
      studentDecider,
      { type: 'ChangeStudentPassword', data: { studentId, now: new Date(nowMs).toISOString() } },
      { projections: deps.projections, metadata: { actor: studentId } },
    );
    return { msg: 'success' };
  });
}
