import { useSyncExternalStore } from 'react';
import { getAppState, loadAppState, setAppState, subscribeAppState } from './app-state.ts';
import {
  ADMIN_TOKEN_KEY,
  CAREER_TOKEN_KEY,
  REHYDRATE_TIMEOUT_MS,
  ROOT_KEY,
  TOKEN_KEY,
  readToken,
  withTimeout,
  writeToken,
  type RootState,
} from './storage.ts';

/**
 * One session model for every audience (docs/accounts.md § Kinds): one person signed in per browser,
 * whatever their kind. The token lives where the spec keeps it (§3 storage keys): student (and student-organisation
 * members) `localStorage.token`, career center `localStorage.careertoken`, employer inside `root` (employerauth,
 * employer.token, uniqueId, company), admin `sessionStorage.admintoken` (gone with the tab).
 */
export type SessionKind = 'student' | 'employer' | 'career_center' | 'admin';

export interface Session {
  kind: SessionKind;
  token: string;
  uniqueId: string;
}

export interface StoredTokens {
  token: string | null;
  careertoken: string | null;
  admintoken: string | null;
}

/**
 * The session the stores describe. Only one should exist (startSession clears the others); if an older build left
 * several, the most deliberate wins: admin (this tab only), then employer, career center, student.
 */
export function sessionFromStores(tokens: StoredTokens, root: RootState): Session | null {
  const uniqueId = root.uniqueId || root.user?._id || '';
  if (tokens.admintoken) return { kind: 'admin', token: tokens.admintoken, uniqueId };
  if (root.employerauth && root.employer?.token) return { kind: 'employer', token: root.employer.token, uniqueId: root.uniqueId };
  if (tokens.careertoken) return { kind: 'career_center', token: tokens.careertoken, uniqueId };
  if (tokens.token) return { kind: 'student', token: tokens.token, uniqueId };
  return null;
}

/** What `root` holds once `session` has started (or ended, for null): the other kinds' fields are cleared. */
export function rootForSession(root: RootState, session: Session | null): RootState {
  const samePerson = !!session && !!session.uniqueId && root.uniqueId === session.uniqueId;
  const cleared: RootState = {
    ...root,
    user: samePerson ? root.user : null,
    studentauth: false,
    role: '',
    employerauth: false,
    employer: null,
    uniqueId: session?.uniqueId ?? '',
    company: samePerson ? root.company : null,
  };
  if (!session) return { ...cleared, email: '', step: 0 };
  if (session.kind === 'student') return { ...cleared, studentauth: true, role: 'student' };
  if (session.kind === 'employer') {
    const firstName = samePerson ? root.employer?.firstName : undefined;
    return { ...cleared, employerauth: true, employer: firstName ? { token: session.token, firstName } : { token: session.token } };
  }
  return cleared;
}

const tokenKeyOf: Record<Exclude<SessionKind, 'employer'>, typeof TOKEN_KEY | typeof CAREER_TOKEN_KEY | typeof ADMIN_TOKEN_KEY> = {
  student: TOKEN_KEY,
  career_center: CAREER_TOKEN_KEY,
  admin: ADMIN_TOKEN_KEY,
};

let current: Session | null = null;
const listeners = new Set<() => void>();

function readStores(): StoredTokens {
  return { token: readToken(TOKEN_KEY), careertoken: readToken(CAREER_TOKEN_KEY), admintoken: readToken(ADMIN_TOKEN_KEY) };
}

function sameSession(a: Session | null, b: Session | null): boolean {
  return a === b || (!!a && !!b && a.kind === b.kind && a.token === b.token && a.uniqueId === b.uniqueId);
}

/** Recomputes the session from storage; listeners hear of it only when it changed. */
function refresh(): void {
  const next = sessionFromStores(readStores(), getAppState());
  if (sameSession(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A student's stored user may bring the uniqueId later (e.g. a token from before accounts): follow root changes.
subscribeAppState(refresh);

let watchingOtherTabs = false;

/** Loads `root` and the tokens before the first render (spec §4 Persistence; gives up after REHYDRATE_TIMEOUT_MS). */
export function rehydrate(): Promise<void> {
  const load = new Promise<void>((resolve) => {
    loadAppState();
    refresh();
    resolve();
  });
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true;
    // One person per browser: a sign-in or logout in another tab is this tab's too.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === ROOT_KEY) loadAppState();
      if (event.key === null || event.key === ROOT_KEY || event.key === TOKEN_KEY || event.key === CAREER_TOKEN_KEY) refresh();
    });
  }
  return withTimeout(load, REHYDRATE_TIMEOUT_MS, undefined);
}

/** Stores the session under its kind's key and ends any other kind's session locally (one person per browser). */
export function startSession(session: Session): void {
  for (const key of [TOKEN_KEY, CAREER_TOKEN_KEY, ADMIN_TOKEN_KEY] as const) writeToken(null, key);
  if (session.kind !== 'employer') writeToken(session.token, tokenKeyOf[session.kind]);
  setAppState(rootForSession(getAppState(), session));
  refresh();
}

/** Clears the session (user, token, employer fields) locally; lib/logout.ts then ends it on the server. */
export function endSession(): void {
  for (const key of [TOKEN_KEY, CAREER_TOKEN_KEY, ADMIN_TOKEN_KEY] as const) writeToken(null, key);
  setAppState(rootForSession(getAppState(), null));
  refresh();
}

export function getSession(): Session | null {
  return current;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

const homes: Record<SessionKind, string> = { student: '/student', employer: '/dashboard', career_center: '/cc/dashboard', admin: '/' };
const logins: Record<SessionKind, string> = { student: '/login', employer: '/employer/login', career_center: '/career-center/login', admin: '/' };

/** Where a signed-in person of this kind lives (the admin's entry path is hidden, so '/'). */
export function homeOf(kind: SessionKind): string {
  return homes[kind];
}

/** Where a person of this kind signs in. */
export function loginOf(kind: SessionKind): string {
  return logins[kind];
}

export function isSessionKind(value: unknown): value is SessionKind {
  return value === 'student' || value === 'employer' || value === 'career_center' || value === 'admin';
}
