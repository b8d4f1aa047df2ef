import { getAppState } from './app-state.ts';
import type { Session } from './session.ts';
import { getSession } from './session.ts';

/** Who the realtime connection speaks for: the user id the server's presence and rooms know, and the bearer. */
export interface Identity {
  userId: string;
  token: string;
}

/**
 * The identity of a session: a student is known by their user id (from the stored user), the other kinds by their
 * account id. Null without a session, or for a student whose user is not known yet (app/realtime-session.tsx asks).
 */
export function identityOf(session: Session | null, studentUserId: string | null | undefined): Identity | null {
  if (!session) return null;
  const userId = session.kind === 'student' ? (studentUserId ?? null) : session.uniqueId || null;
  return userId ? { userId, token: session.token } : null;
}

/** The identity of the session now. */
export const currentIdentity = (): Identity | null => identityOf(getSession(), getAppState().user?._id);
