import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useToken } from '../../../lib/app-state.ts';

/** /student and its pages need a stored token (spec §2 Student area); without one, /login. */
export function RequireStudent({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to={paths.login.href()} replace />;
  return <>{children}</>;
}
