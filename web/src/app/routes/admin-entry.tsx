import { lazy, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { isAdminEntry } from '../../features/admin/api/admin-entry.ts';

const AdminAreaRoute = lazy(() => import('./admin-area.tsx'));

/**
 * The router's catch-all. Unknown paths go to / (spec §2), except the hidden admin sign-in path, which only the API
 * knows (ADMIN_LOGIN_PATH): it answers 204 for it, and the admin area (its own chunk) renders there.
 */
export default function AdminEntryRoute() {
  const { pathname } = useLocation();
  const [answer, setAnswer] = useState<{ path: string; admin: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    void isAdminEntry(pathname).then((admin) => {
      if (live) setAnswer({ path: pathname, admin });
    });
    return () => {
      live = false;
    };
  }, [pathname]);

  if (!answer || answer.path !== pathname) return <PageSpinner />;
  if (!answer.admin) return <Navigate to={paths.home.href()} replace />;
  return <AdminAreaRoute />;
}
