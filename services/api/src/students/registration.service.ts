import { randomUUID } from 'node:crypto';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { checkPassword, passwordMessages } from '../auth/password-hasher.ts';
import { emailHash, normaliseEmail } from './email-hash.ts';
import { defaultFirstName } from './first-name.ts';
import { emailMessages, type IdentityDeps } from './identity-deps.ts';
import { AlreadyRegisteredError, identityStore } from './identity-store.ts';
import { studentDecider } from './student.decider.ts';
import { studentStreamId, type SignUpMethod, type Track, type University } from './student.ts';

export interface RegistrationInput {
  email: string;
  password: string;
  otp: string;
  university: University;
  tracks: Track[];
  firstName?: string | undefined;
  lastName?: string | undefined;
  invite?: string | undefined;
}

export type RegistrationAnswer =
  | { msg: 'success'; token: string }
  | { msg: 'invalid otp' }
  | { msg: 'incorrect otp'; attemptsLeft: number }
  | { msg: 'expired otp' }
  | { msg: 'registered' }
  | { msg: 'invalid email' | 'weak password'; message: string };

/**
 * Cheap stateless checks first, then "already registered" (so a typo'd retry does not burn the code), then
 * the code itself. The unique index on email_hash settles two registrations of one address racing past.
 */
export async function registerWithOtp(deps: IdentityDeps, input: RegistrationInput): Promise<RegistrationAnswer> {
  const email = normaliseEmail(input.email);
  const verdict = await deps.checkEmail(email, input.university);
  if (!verdict.ok) return { msg: 'invalid email', message: emailMessages[verdict.reason] };
  const weak = checkPassword(input.password);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  const hash = emailHash(deps.secret, email);
  if (await identityStore.byEmailHash(deps.db, hash)) return { msg: 'registered' };

  const otp = await deps.otps.check(hash, input.otp, deps.now());
  switch (otp.result) {
    case 'invalid':
      return { msg: 'invalid otp' };
    case 'expired':
      return { msg: 'expired otp' };
    case 'incorrect':
      return { msg: 'incorrect otp', attemptsLeft: otp.attemptsLeft };
    case 'ok':
      break;
  }
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    const token = await createStudent(deps, {
      email,
      passwordHash,
      university: input.university,
      tracks: input.tracks,
      firstName: input.firstName,
      lastName: input.lastName,
      invite: input.invite,
      method: 'otp',
    });
    return { msg: 'success', token };
  } catch (error) {
    if (error instanceof AlreadyRegisteredError) return { msg: 'registered' };
    throw error;
  }
}

export interface NewStudent {
  email: string;
  /** null for accounts created through a social provider until a password is set by recovery. */
  passwordHash: string | null;
  university: University;
  tracks: Track[];
  firstName?: string | undefined;
  lastName?: string | undefined;
  invite?: string | undefined;
  method: SignUpMethod;
}

/** Identity row, StudentRegistered and the first session in one transaction: all or nothing. */
export async function createStudent(deps: IdentityDeps, student: NewStudent): Promise<string> {
  const studentId = randomUUID();
  const nowMs = deps.now();
  const now = new Date(nowMs).toISOString();
  const email = normaliseEmail(student.email);
  return deps.db.transaction(async (tx) => {
    await identityStore.insert(tx, {
      studentId,
      emailHash: emailHash(deps.secret, email),
      email,
      firstName: student.firstName?.trim() || defaultFirstName(email),
      lastName: student.lastName?.trim() ?? '',
      passwordHash: student.passwordHash,
      invite: student.invite?.trim() || null,
      createdAt: now,
    });
    await handleCommand(
      tx,
      studentStreamId(studentId),
      studentDecider,
      {
        type: 'RegisterStudent',
        data: { studentId, university: student.university, tracks: student.tracks, method: student.method, now },
      },
      { projections: deps.projections, metadata: { actor: studentId } },
    );
    return deps.sessions.create(studentId, nowMs, tx);
  });
}
