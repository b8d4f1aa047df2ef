import type { AccountAnswer } from '../api/answer.ts';
import type { NameProblem, PasswordProblem, StaffEmailProblem } from '../utils/staff-email.ts';

/** The university the career center belongs to: picked from the list, with its known e-mail domains. */
export interface StaffUniversity {
  name: string;
  /** Country name. */
  area: string;
  domains: string[];
}

export interface StaffDetails {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface StaffErrors {
  email: StaffEmailProblem | null;
  firstName: NameProblem | null;
  lastName: NameProblem | null;
  password: PasswordProblem | null;
  /** The server's own wording for a refused address or password, shown instead of ours. */
  serverEmail: string | null;
  serverPassword: string | null;
}

export interface CcRegistrationInput {
  university: StaffUniversity | null;
  lng: string;
}

export interface CcRegistrationContext {
  university: StaffUniversity | null;
  lng: string;
  details: StaffDetails;
  errors: StaffErrors;
  otp: string;
  token: string | null;
  uniqueId: string | null;
  /** When 'Resend code' may be pressed (ms since the epoch): last send plus the server's window, or its Retry-After. */
  resendAt: number;
}

export type CcRegistrationEvent =
  | { type: 'UNIVERSITY.CHANGE'; university: StaffUniversity | null }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | ({ type: 'SUBMIT' } & StaffDetails)
  | { type: 'VERIFY'; otp: string }
  | { type: 'RESEND' }
  | { type: 'LANGUAGE.CHANGE'; lng: string };

/** Toast keys under careerCenter.register.toast. */
/** 'spentCode': the code's guesses are used up, ask for a new one (the machine is back on the step that sends it). */
export type CcNoticeKey =
  | 'codeSent'
  | 'alreadyRegistered'
  | 'invalidCode'
  | 'incorrectCode'
  | 'expiredCode'
  | 'spentCode'
  /** The address's guess budget is spent: only a browser that opened a code mail's link may guess (stays on the code step). */
  | 'lockedCode'
  | 'registered'
  | 'registrationError'
  | 'sendError'
  | 'throttled';

export interface CcNotice {
  type: 'notify';
  level: 'success' | 'warning' | 'error';
  key: CcNoticeKey;
  /** Seconds, for 'throttled'. */
  retryAfter?: number;
}

export type { AccountAnswer };
