import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession, type SessionKind } from '../../lib/session.ts';
import { decideGuard } from './guard-decision.ts';

interface Props {
  kind: SessionKind;
  /** Where to sign in; the login screen returns to `state.from` afterwards. */
  login: string;
}

/** Layout route for an area of one kind: `<Route element={<RequireKind kind="employer" login="/employer/login" />}>`. */
export function RequireKind({ kind, login }: Props) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(session, kind, login);
  if (decision.type === 'login') return <Navigate to={decision.to} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (decision.type === 'home') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
