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

/** A sign-in or registration screen of `kind`: someone already signed in as that kind goes home instead. */
export function decideEntry(session: Session | null, kind: SessionKind): GuardDecision {
  return session?.kind === kind ? { type: 'home', to: homeOf(kind) } : { type: 'allow' };
}
