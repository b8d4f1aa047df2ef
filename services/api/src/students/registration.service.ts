import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Db } from '@fast-track/shared/db/db';
import { createAccount, registerWithCode, type RegisterWithCodeAnswer, type SignUpMethod } from '../accounts/index.ts';
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

export type RegistrationAnswer = RegisterWithCodeAnswer;

/** The accounts slice's code sign-up with the student's e-mail rule (it depends on the university) and facts. */
export async function registerWithOtp(deps: StudentDeps, input: RegistrationInput): Promise<RegistrationAnswer> {
  return registerWithCode(deps, {
    account: { kind: 'student', firstName: input.firstName, lastName: input.lastName, invite: input.invite },
    email: input.email,
    password: input.password,
    otp: input.otp,
    otpLink: input.otpLink,
    checkEmail: (address) => deps.checkEmail(address, input.university),
    then: registerStudentFacts(deps, { university: input.university, tracks: input.tracks, method: 'otp' }),
  });
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
  const created = await createAccount(deps, { kind: 'student', ...student }, registerStudentFacts(deps, student));
  return { accountId: created.accountId, token: created.token ?? '' };
}

/** StudentRegistered for a new account, run inside the account's transaction. */
function registerStudentFacts(
  deps: StudentDeps,
  student: Pick<NewStudent, 'university' | 'tracks' | 'method'>,
): (tx: Db, studentId: string, now: string) => Promise<void> {
  return (tx, studentId, now) =>
    handleCommand(
      tx,
      studentStreamId(studentId),
      studentDecider,
      { type: 'RegisterStudent', data: { studentId, university: student.university, tracks: student.tracks, method: student.method, now } },
      { projections: deps.projections, metadata: { actor: studentId } },
    ).then(() => undefined);
}
