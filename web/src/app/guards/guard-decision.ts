import { homeOf, type Session, type SessionKind } from '../../lib/session.ts';

export type GuardDecision = { type: 'allow' } | { type: 'login'; to: string } | { type: 'home'; to: string };

/**
 * Who may see an area of one kind (spec §2 guards, §6): nobody signed in → that area's login (which comes back
 * afterwards); someone of another kind → their own home, not a login screen they do not need.
 */
export function decideGuard(session: Session | null, kind: SessionKind, login: string): GuardDecision {
  if (!session) return { type: 'login', to: login };
  if (session.kind !== kind) return { type: 'home', to: homeOf(session.kind) };
  return { type: 'allow' };
}

/**
 * A sign-in or registration screen, of any audience: someone already signed in goes to their own home instead (one
 * person per browser; to become someone else they log out first). `homes` names a different home for a kind whose
 * way onward from this screen is elsewhere (a student opening the student-organisation registration creates one).
 */
export function decideEntry(session: Session | null, homes: Partial<Record<SessionKind, string>> = {}): GuardDecision {
  return session ? { type: 'home', to: homes[session.kind] ?? homeOf(session.kind) } : { type: 'allow' };
}
