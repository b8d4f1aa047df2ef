import { Navigate, Outlet } from 'react-router-dom';
import { useSession, type SessionKind } from '../../lib/session.ts';
import { decideEntry } from './guard-decision.ts';

/**
 * Layout route for the login and registration screens of every audience: a person who is signed in (of any kind)
 * goes to their home, or to `homes[kind]` where that kind goes on elsewhere.
 */
export function RedirectSignedIn({ homes }: { homes?: Partial<Record<SessionKind, string>> }) {
  const decision = decideEntry(useSession(), homes);
  if (decision.type === 'home') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
