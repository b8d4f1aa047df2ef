import { Navigate, useParams } from 'react-router-dom';
import { studentRedirectTarget, type studentRedirectPaths } from '../../config/paths.ts';

/** The spec's /student/* paths redirect to /student, landing on the feed with their kind (or job) chosen. */
export function StudentRedirect({ path }: { path: (typeof studentRedirectPaths)[number] }) {
  const { uniqueId } = useParams();
  return <Navigate to={studentRedirectTarget(path, { uniqueId })} replace />;
}
