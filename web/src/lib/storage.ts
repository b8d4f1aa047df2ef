/**
 * Browser storage (spec §3 storage keys; docs/accounts.md): the student's bearer token under `token`, the
 * career center's under `careertoken`, the admin's in sessionStorage under `admintoken`, the employer's inside the
 * client state `root` (version 1). Reads never throw: a disabled or corrupt store behaves like an empty one.
 */
export const TOKEN_KEY = 'token';
export const CAREER_TOKEN_KEY = 'careertoken';
export const ADMIN_TOKEN_KEY = 'admintoken';
export const ROOT_KEY = 'root';
export const ROOT_VERSION = 1;
/** Spec §9: state persistence rehydrate timeout. */
export const REHYDRATE_TIMEOUT_MS = 5000;

/** The chosen university as client state holds it (spec §3 University: name, logo, area). */
export interface StoredUniversity {
  name: string;
  logo: string;
  /** Country name. */
  area: string;
  /** Known e-mail domains; empty when unknown or for 'other'. */
  domains: string[];
}

export interface StoredUser {
  _id: string;
  firstName: string;
  LastName?: string;
  email?: string;
  /** Spec §3 User.selectedItem: the chosen tracks. */
  selectedItem?: { id: string }[];
  /** Interface language chosen in settings; null until chosen. */
  lng?: string | null;
  /** A school-year key ('finalYear'), null until the onboarding (issue 10). */
  yearOfStudy?: string | null;
  /** Whether the student went through the onboarding; until then the dashboard asks. Unknown (older store): asked. */
  onboarded?: boolean;
}

/** The signed-in employer (contract: `root.state.employer.token`). */
export interface StoredEmployer {
  token: string;
  firstName?: string;
}

/** The client-state fields this release uses (spec §3 Client state fields). */
export interface RootState {
  Uni: StoredUniversity | null;
  email: string;
  role: 'student' | '';
  studentauth: boolean;
  user: StoredUser | null;
  /** Registration step the student last reached (0 university, 1 credentials, 2 OTP). */
  step: number;
  employerauth: boolean;
  employer: StoredEmployer | null;
  /** The signed-in person's account id ('' when unknown, e.g. a student token stored before accounts existed). */
  uniqueId: string;
  /** The employer's current company (organisationId), null until they have one. */
  company: string | null;
  /** The student organisation /so/dashboard shows (organisationId), null until one is chosen or created. */
  organisation: string | null;
  /** The job /edit/job edits (its uniqueId; the path names none), chosen in the job posts. */
  editJob: string | null;
  /** The job last opened in the employer's job posts (its uniqueId). */
  selectedJob: string | null;
  /** The event /edit/event and /dashboard/events/details show (its uniqueId; the paths name none). */
  selectedEvent: string | null;
  /** The challenge /edit/challenge edits and /dashboard/challenge/details shows (its uniqueId; the paths name none). */
  editChallenge: string | null;
  selectedChallenge: string | null;
}

export const initialRootState: RootState = {
  Uni: null,
  email: '',
  role: '',
  studentauth: false,
  user: null,
  step: 0,
  employerauth: false,
  employer: null,
  uniqueId: '',
  company: null,
  organisation: null,
  editJob: null,
  selectedJob: null,
  selectedEvent: null,
  editChallenge: null,
  selectedChallenge: null,
};

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

type TokenKey = typeof TOKEN_KEY | typeof CAREER_TOKEN_KEY | typeof ADMIN_TOKEN_KEY;

function storeOf(key: TokenKey): Storage | null {
  return key === ADMIN_TOKEN_KEY ? safeSessionStorage() : safeStorage();
}

export function readToken(key: TokenKey = TOKEN_KEY): string | null {
  try {
    return storeOf(key)?.getItem(key) || null;
  } catch {
    return null;
  }
}

export function writeToken(token: string | null, key: TokenKey = TOKEN_KEY): void {
  const store = storeOf(key);
  if (!store) return;
  try {
    if (token) store.setItem(key, token);
    else store.removeItem(key);
  } catch {
    // quota or privacy mode: the session lasts for this page only
  }
}

/** Parses a persisted `root` value; anything of another version or shape gives the initial state. */
export function parseRoot(raw: string | null): RootState {
  if (!raw) return initialRootState;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; state?: Partial<RootState> };
    if (parsed.version !== ROOT_VERSION || typeof parsed.state !== 'object' || parsed.state === null) return initialRootState;
    const s = parsed.state;
    return {
      Uni:
        s.Uni && typeof s.Uni.name === 'string'
          ? { name: s.Uni.name, logo: s.Uni.logo ?? '', area: s.Uni.area ?? '', domains: Array.isArray(s.Uni.domains) ? s.Uni.domains : [] }
          : null,
      email: typeof s.email === 'string' ? s.email : '',
      role: s.role === 'student' ? 'student' : '',
      studentauth: s.studentauth === true,
      user: s.user && typeof s.user.firstName === 'string' ? s.user : null,
      step: typeof s.step === 'number' ? s.step : 0,
      employerauth: s.employerauth === true,
      employer: s.employer && typeof s.employer.token === 'string' && s.employer.token ? parseEmployer(s.employer) : null,
      uniqueId: typeof s.uniqueId === 'string' ? s.uniqueId : '',
      company: typeof s.company === 'string' && s.company ? s.company : null,
      organisation: typeof s.organisation === 'string' && s.organisation ? s.organisation : null,
      editJob: typeof s.editJob === 'string' && s.editJob ? s.editJob : null,
      selectedJob: typeof s.selectedJob === 'string' && s.selectedJob ? s.selectedJob : null,
      selectedEvent: typeof s.selectedEvent === 'string' && s.selectedEvent ? s.selectedEvent : null,
      editChallenge: typeof s.editChallenge === 'string' && s.editChallenge ? s.editChallenge : null,
      selectedChallenge: typeof s.selectedChallenge === 'string' && s.selectedChallenge ? s.selectedChallenge : null,
    };
  } catch {
    return initialRootState;
  }
}

function parseEmployer(e: StoredEmployer): StoredEmployer {
  return typeof e.firstName === 'string' ? { token: e.token, firstName: e.firstName } : { token: e.token };
}

export function serializeRoot(state: RootState): string {
  return JSON.stringify({ version: ROOT_VERSION, state });
}

export function readRoot(): RootState {
  return parseRoot(safeStorage()?.getItem(ROOT_KEY) ?? null);
}

export function writeRoot(state: RootState): void {
  try {
    safeStorage()?.setItem(ROOT_KEY, serializeRoot(state));
  } catch {
    // see writeToken
  }
}

/** Resolves with `work`'s result, or with `fallback` once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
