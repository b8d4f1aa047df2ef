import { useEffect, useSyncExternalStore } from 'react';
import type { AccountMe } from './account.ts';
import { getSession, useSession } from './session.ts';

/**
 * The signed-in person's account and memberships (`GET /api/account/me`), shared by the header menu and the
 * dashboards: one request per session, kept until the session changes or someone calls refreshAccount() (after
 * creating or joining an organisation). The HTTP client is loaded on demand, so a visitor's first screen stays small.
 */
export type AccountState =
  | { status: 'anonymous' | 'loading' | 'failed'; me: null }
  | { status: 'ready'; me: AccountMe };

let state: AccountState = { status: 'anonymous', me: null };
let loadedFor: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: AccountState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getState(): AccountState {
  return state;
}

function load(token: string): void {
  loadedFor = token;
  const mine = ++generation;
  if (state.status !== 'ready') set({ status: 'loading', me: null });
  import('./account.ts')
    .then(({ getAccount }) => getAccount(token))
    .then((me) => {
      if (mine === generation) set({ status: 'ready', me });
    })
    .catch(() => {
      if (mine === generation) set({ status: 'failed', me: null }); // a 401 already ended the session (lib/http)
    });
}

/** Loads the account again (e.g. after a company was created, a request accepted or a role changed). */
export function refreshAccount(): void {
  const session = getSession();
  if (session) load(session.token);
}

export function useAccount(): AccountState & { reload: () => void } {
  const session = useSession();
  const token = session?.token ?? null;

  useEffect(() => {
    if (!token) {
      loadedFor = null;
      generation++;
      if (state.status !== 'anonymous') set({ status: 'anonymous', me: null });
      return;
    }
    if (loadedFor !== token) {
      if (state.status === 'ready') set({ status: 'loading', me: null });
      load(token);
    }
  }, [token]);

  const current = useSyncExternalStore(subscribe, getState, getState);
  // Between a session change and the effect, do not show the previous person's account.
  const visible: AccountState = !token ? { status: 'anonymous', me: null } : loadedFor === token ? current : { status: 'loading', me: null };
  return { ...visible, reload: refreshAccount };
}
