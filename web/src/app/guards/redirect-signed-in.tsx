import { Navigate, Outlet } from 'react-router-dom';
import { useSession, type SessionKind } from '../../lib/session.ts';
import { decideEntry } from './guard-decision.ts';

/** Layout route for the login and registration screens of `kind`: a person signed in as that kind goes home. */
export function RedirectSignedIn({ kind }: { kind: SessionKind }) {
  const decision = decideEntry(useSession(), kind);
  if (decision.type === 'home') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
