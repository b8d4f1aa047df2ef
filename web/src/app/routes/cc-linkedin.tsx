import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { getProviders } from '../../features/auth/api/get-providers.ts';
import { CcLinkedinCallback } from '../../features/career-center/components/cc-linkedin-callback.tsx';

/** The LinkedIn variants exist only where LinkedIn is configured (GET /api/auth/providers); else the e-mail screen. */
function LinkedinOnly({ fallback }: { fallback: string }) {
  const [linkedin, setLinkedin] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void getProviders().then((p) => {
      if (live) setLinkedin(p.linkedin);
    });
    return () => {
      live = false;
    };
  }, []);

  if (linkedin === null) return <PageSpinner />;
  if (!linkedin) return <Navigate to={fallback} replace />;
  return <CcLinkedinCallback fallback={fallback} />;
}

export function CcRegisterLinkedinRoute() {
  return <LinkedinOnly fallback={paths.careerCenterArea.register.href()} />;
}

export function CcLoginLinkedinRoute() {
  return <LinkedinOnly fallback={paths.careerCenterArea.login.href()} />;
}
