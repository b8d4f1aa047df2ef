import type { CompanyMatch, EmployerAnswer } from '../api/answer.ts';
import type { RegisterEmployerInput } from '../api/register-employer.ts';
import type { NameProblem, PasswordProblem, WorkEmailProblem } from '../utils/work-email.ts';

export interface EmployerRegistrationInput {
  lng: string;
  /** Clock for the resend wait (tests pass their own). */
  now?: () => number;
}

export interface DetailsErrors {
  firstName: NameProblem | null;
  lastName: NameProblem | null;
  email: WorkEmailProblem | null;
  password: PasswordProblem | null;
  /** The server's own words for a refused address or password, shown instead of ours. */
  serverEmail: string | null;
  serverPassword: string | null;
}

export interface EmployerRegistrationContext {
  lng: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  errors: DetailsErrors;
  otp: string;
  /** When the last code was sent (ms); 'Resend code' waits RESEND_AFTER_S from here. */
  codeSentAt: number;
  token: string | null;
  uniqueId: string;
  match: CompanyMatch | null;
  now: () => number;
}

export type EmployerRegistrationEvent =
  | { type: 'SUBMIT'; firstName: string; lastName: string; email: string; password: string }
  | { type: 'VERIFY'; otp: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'JOIN' }
  | { type: 'CREATE' }
  | { type: 'LANGUAGE.CHANGE'; lng: string };

export type NoticeKey =
  | 'codeSent'
  | 'alreadyRegistered'
  | 'invalidOtp'
  | 'incorrectOtp'
  | 'expiredOtp'
  /** The code's guesses are used up: ask for a new one (back on the step that sends it). */
  | 'spentOtp'
  /** The address's guess budget is spent: only a browser that opened a code mail's link may guess (stays on the code step). */
  | 'lockedOtp'
  | 'registered'
  | 'registrationError'
  | 'sendError'
  | 'throttled'
  | 'joinRequested'
  | 'joinError';

export interface EmployerNotice {
  type: 'notify';
  level: 'success' | 'warning' | 'error';
  key: NoticeKey;
  retryAfter?: number;
}

export interface SendCodeInput {
  email: string;
  lng: string;
}

export type RegisterInput = RegisterEmployerInput;
export type { EmployerAnswer };
