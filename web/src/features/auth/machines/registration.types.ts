import type { TrackId } from '../../../config/tracks.ts';
import type { AuthAnswer } from '../api/answer.ts';
import type { EmailProblem, PasswordProblem } from '../utils/email-rule.ts';

/** The university the registration is for: a listed one (with its known e-mail domains) or a typed name. */
export interface ChosenUniversity {
  name: string;
  /** Country name. */
  area: string;
  domains: string[];
}

export interface RegistrationInput {
  university: ChosenUniversity | null;
  /** /register?other=true: the student types the university's name. */
  other: boolean;
  /** ?invite= is carried into the registration payload. */
  invite?: string;
  /** ?track= (a home page track chip): the track registered with, and pre-ticked in the onboarding. */
  track: TrackId;
  /** UI language; the OTP mail is written in it. */
  lng: string;
  email?: string;
}

export interface RegistrationContext {
  university: ChosenUniversity | null;
  other: boolean;
  invite?: string;
  track: TrackId;
  lng: string;
  email: string;
  password: string;
  emailError: EmailProblem | null;
  passwordError: PasswordProblem | null;
  termsAccepted: boolean;
  otp: string;
  token: string | null;
  /** When 'Resend code' may be pressed (ms since the epoch): the last send plus the server's one-minute window, or
   *  now plus the Retry-After of a refused send. */
  resendAt: number;
}

export type RegistrationEvent =
  | { type: 'UNIVERSITY.CHANGE'; university: ChosenUniversity | null }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; email: string; password: string }
  | { type: 'TERMS.TOGGLE'; accepted: boolean }
  | { type: 'VERIFY'; otp: string }
  | { type: 'RESEND' }
  | { type: 'LANGUAGE.CHANGE'; lng: string };

/** A toast the screen shows; keys map to translation keys under auth.register.toast (spec §8 texts). */
export type NoticeKey =
  | 'otpSent'
  | 'alreadyRegistered'
  | 'invalidOtp'
  | 'expiredOtp'
  /** The code's guesses are used up: ask for a new one (the machine is back on the step that sends it). */
  | 'spentOtp'
  /** The address's guess budget is spent: only a browser that opened a code mail's link may guess (stays on the code step). */
  | 'lockedOtp'
  | 'incorrectOtp'
  | 'registered'
  | 'registrationError'
  | 'sendError'
  | 'throttled';

export interface RegistrationNotice {
  type: 'notify';
  level: 'success' | 'warning' | 'error';
  key: NoticeKey;
  /** Seconds, for 'throttled'. */
  retryAfter?: number;
}

export interface SendOtpInput {
  email: string;
  university: string;
  lng: string;
}

export interface ResendOtpInput {
  email: string;
  lng: string;
}

export interface RegisterActorInput {
  email: string;
  password: string;
  otp: string;
  university: { name: string; area: string };
  track: TrackId;
  invite?: string;
}

export type { AuthAnswer };
