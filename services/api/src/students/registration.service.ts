import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Db } from '@fast-track/shared/db/db';
import {
  AlreadyRegisteredError,
  checkPassword,
  claimOtp,
  createAccount,
  emailHash,
  emailMessages,
  identityStore,
  normaliseEmail,
  passwordMessages,
  type OtpClaimAnswer,
  type SignUpMethod,
} from '../accounts/index.ts';
import { studentDecider } from './student.decider.ts';
import { studentStreamId, type Track, type University } from './student.ts';
import type { StudentDeps } from './student-deps.ts';

export interface RegistrationInput {
  email: string;
  password: string;
  otp: string;
  /** The code mail's link this browser keeps (cookie), if any: its guesses are not counted against the address. */
  otpLink?: string | undefined;
  university: University;
  tracks: Track[];
  firstName?: string | undefined;
  lastName?: string | undefined;
  invite?: string | undefined;
}

export type RegistrationAnswer =
  | { msg: 'success'; token: string; uniqueId: string }
  | OtpClaimAnswer
  | { msg: 'registered' }
  | { msg: 'invalid email' | 'weak password'; message: string };

/**
 * Cheap stateless checks first (the request's shape was validated at the edge, the tracks here), then "already
 * registered" (so a typo'd retry does not burn the code), then the code itself.
 */
export async function registerWithOtp(deps: StudentDeps, input: RegistrationInput): Promise<RegistrationAnswer> {
  const email = normaliseEmail(input.email);
  const verdict = await deps.checkEmail(email, input.university);
  if (!verdict.ok) return { msg: 'invalid email', message: emailMessages[verdict.reason] };
  const weak = checkPassword(input.password);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  if (await identityStore.byEmailHash(deps.db, emailHash(deps.secret, email))) return { msg: 'registered' };

  const refused = await claimOtp(deps, email, input.otp, input.otpLink);
  if (refused) return refused;
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    const created = await createStudent(deps, { ...input, email, passwordHash, method: 'otp' });
    return { msg: 'success', token: created.token, uniqueId: created.accountId };
  } catch (error) {
    if (error instanceof AlreadyRegisteredError) return { msg: 'registered' };
    throw error;
  }
}

export interface NewStudent {
  email: string;
  passwordHash: string | null;
  university: University;
  tracks: Track[];
  firstName?: string | undefined;
  lastName?: string | undefined;
  invite?: string | undefined;
  method: SignUpMethod;
}

/** The account (identity, AccountRegistered, session) and StudentRegistered in one transaction. */
export async function createStudent(deps: StudentDeps, student: NewStudent): Promise<{ accountId: string; token: string }> {
  const created = await createAccount(
    deps,
    { kind: 'student', ...student },
    (tx: Db, studentId: string, now: string) =>
      handleCommand(
        tx,
        studentStreamId(studentId),
        studentDecider,
        { type: 'RegisterStudent', data: { studentId, university: student.university, tracks: student.tracks, method: student.method, now } },
        { projections: deps.projections, metadata: { actor: studentId } },
      ).then(() => undefined),
  );
  return { accountId: created.accountId, token: created.token ?? '' };
}
