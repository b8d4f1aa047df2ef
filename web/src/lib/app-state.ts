import { useSyncExternalStore } from 'react';
import { initialRootState, readRoot, writeRoot, type RootState } from './storage.ts';

/**
 * The client state (spec §3), persisted under `root` on every change and rehydrated once before the first render
 * (lib/session.ts rehydrate, called by main.tsx). Components read it through useAppState. Who is signed in is
 * lib/session.ts's business: it is the only writer of the employer and session fields.
 */
type Listener = () => void;

let state: RootState = initialRootState;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeAppState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads `root` again (first load, or another tab changed it). */
export function loadAppState(): void {
  state = readRoot();
  notify();
}

export function getAppState(): RootState {
  return state;
}

export function setAppState(patch: Partial<RootState>): void {
  state = { ...state, ...patch };
  writeRoot(state);
  notify();
}

export function useAppState(): RootState {
  return useSyncExternalStore(subscribeAppState, getAppState, getAppState);
}
