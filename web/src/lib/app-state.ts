import { useSyncExternalStore } from 'react';
import { initialRootState, readRoot, readToken, REHYDRATE_TIMEOUT_MS, withTimeout, writeRoot, writeToken, type RootState } from './storage.ts';

/**
 * The client state (spec §3) and the token, in one small store: persisted on every change, rehydrated once before
 * the first render (main.tsx), read by components through useAppState / useToken.
 */
type Listener = () => void;

let state: RootState = initialRootState;
let token: string | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads `root` and `token` from storage; the UI waits for this (at most REHYDRATE_TIMEOUT_MS). */
export function rehydrate(): Promise<void> {
  const load = new Promise<void>((resolve) => {
    state = readRoot();
    token = readToken();
    resolve();
  });
  return withTimeout(load, REHYDRATE_TIMEOUT_MS, undefined);
}

export function getAppState(): RootState {
  return state;
}

export function setAppState(patch: Partial<RootState>): void {
  state = { ...state, ...patch };
  writeRoot(state);
  notify();
}

export function getToken(): string | null {
  return token;
}

export function setToken(next: string | null): void {
  token = next;
  writeToken(next);
  notify();
}

/** Logout (spec §4 Login state): clears user and token; the chosen university stays for the next registration. */
export function clearSession(): void {
  token = null;
  writeToken(null);
  state = { ...state, user: null, studentauth: false, role: '', email: '', step: 0 };
  writeRoot(state);
  notify();
}

export function useAppState(): RootState {
  return useSyncExternalStore(subscribe, getAppState, getAppState);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}
