/**
 * One registration flow, "details → e-mail code → account", for every audience (student, career center, employer).
 * What differs per audience is data: a `RegistrationFlow` (steps, rules, endpoints, toast names), kept in the
 * audience's feature, since features never import each other.
 */

/** What every sign-up call answers (docs/accounts.md): a machine `msg` and, depending on it, more. */
export interface RegistrationAnswer {
  msg: string;
  token?: string;
  uniqueId?: string;
  retryAfter?: number;
  /** The server's own words for a refused address or password. */
  message?: string;
  /** Employers: a company with the address's domain, offered to join. */
  match?: CompanyMatch | null;
}

export interface CompanyMatch {
  organisationId: string;
  name: string;
}

/** The university a registration is for (student, career center): its name, country and known e-mail domains. */
export interface RegistrationUniversity {
  name: string;
  /** Country name. */
  area: string;
  domains: string[];
}

/** The typed values of the details step, by field name ('email' and 'password' are in every flow). */
export type RegistrationDetails = Record<string, string>;
/** A problem code per field (translated by the screen), null when the field is fine. */
export type RegistrationErrors = Record<string, string | null>;

/** Toasts the machine raises; a flow renames them to its own translation keys (`toastKeys`). */
export type RegistrationNoticeKey =
  | 'codeSent'
  | 'alreadyRegistered'
  | 'invalidCode'
  | 'incorrectCode'
  | 'expiredCode'
  /** The code's guesses are used up: ask for a new one (the machine is back on the step that sends it). */
  | 'spentCode'
  /** The address's guess budget is spent: only a browser that opened a code mail's link may guess (stays on the code step). */
  | 'lockedCode'
  | 'registered'
  | 'registrationError'
  | 'sendError'
  | 'throttled'
  | 'joinRequested'
  | 'joinError';

export interface RegistrationNotice {
  type: 'notify';
  level: 'success' | 'warning' | 'error';
  /** The flow's translation key (its `toastKeys` name for the notice, else the notice's own name). */
  key: string;
  /** Seconds, for 'throttled'. */
  retryAfter?: number;
}

export interface RegistrationInput {
  lng: string;
  university?: RegistrationUniversity | null;
  /** Audience extras the endpoints need (the student's ?track= and ?invite=). */
  params?: Readonly<Record<string, string | undefined>>;
  /** Values the details step starts with (the student's remembered address). */
  details?: Partial<RegistrationDetails>;
  /** Clock for the resend wait (tests pass their own). */
  now?: () => number;
}

export interface RegistrationContext {
  lng: string;
  university: RegistrationUniversity | null;
  params: Readonly<Record<string, string | undefined>>;
  details: RegistrationDetails;
  errors: RegistrationErrors;
  /** The server's own words for a refused address or password, shown instead of ours where the flow says so. */
  serverErrors: { email: string | null; password: string | null };
  /** Always true in a flow without a terms box. */
  termsAccepted: boolean;
  otp: string;
  token: string | null;
  uniqueId: string;
  match: CompanyMatch | null;
  /** When 'Resend code' may be pressed (ms since the epoch): the last send plus the server's window, or now plus
   *  the Retry-After of a refused send. */
  resendAt: number;
  now: () => number;
}

export type RegistrationEvent =
  | { type: 'UNIVERSITY.CHANGE'; university: RegistrationUniversity | null }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; details: RegistrationDetails }
  | { type: 'TERMS.TOGGLE'; accepted: boolean }
  | { type: 'VERIFY'; otp: string }
  | { type: 'RESEND' }
  | { type: 'JOIN' }
  | { type: 'CREATE' }
  | { type: 'LANGUAGE.CHANGE'; lng: string };

/** One audience's registration, as data. */
export interface RegistrationFlow {
  id: string;
  /** The detail fields, in form order; values are trimmed except the password. */
  fields: readonly string[];
  /** Present when the flow starts by choosing a university: whether the choice lets the person go on. */
  canPickUniversity?: (university: RegistrationUniversity | null) => boolean;
  /** The client's checks of the details (the server checks the same): a problem code per field. */
  validate: (details: RegistrationDetails, university: RegistrationUniversity | null) => RegistrationErrors;
  /** The problem recorded on the address when the server refuses it ('invalid email'). */
  refusedEmail: string;
  /** Keep the server's wording of a refused address or password, to show instead of ours. */
  serverWords: boolean;
  /** The server may refuse the password at registration ('weak password'): back to the details with its words. */
  serverPasswordRule: boolean;
  /** A refused address at registration also raises 'registrationError' (the student's screen has no server words). */
  toastRefusedEmail: boolean;
  /** The code step has a terms box that must be ticked (it is cleared with every new code). */
  terms: boolean;
  /** 'Resend code' is refused by the machine until the wait is over (not only by the disabled button). */
  resendWaits: boolean;
  /** The server's one-code-a-minute window, in seconds. */
  resendWindowS: number;
  /** The flow's translation key for a notice, where it is not the notice's own name. */
  toastKeys: Partial<Record<RegistrationNoticeKey, string>>;
  /** Request payloads, built from the context; the endpoints receive them. */
  sendInput: (context: RegistrationContext) => unknown;
  resendInput?: (context: RegistrationContext) => unknown;
  registerInput: (context: RegistrationContext) => unknown;
  api: {
    sendCode: (payload: never) => Promise<RegistrationAnswer>;
    /** 'Resend code' when it is another call than the first send. */
    resendCode?: (payload: never) => Promise<RegistrationAnswer>;
    register: (payload: never) => Promise<RegistrationAnswer>;
    /** Employers: asks to join the matched company; true when the request was taken. */
    requestJoin?: (organisationId: string) => Promise<boolean>;
  };
}
