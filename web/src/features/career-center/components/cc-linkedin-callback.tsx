import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { startSession } from '../../../lib/session.ts';

/**
 * /career-center/register/linkedin and /career-center/login/linkedin: where LinkedIn sends the browser back once the
 * API has signed the staff member in, with the session in the fragment (#token=…&uniqueId=…), as the student
 * LinkedIn callback does. Without a token it goes back to the e-mail screen (`fallback`).
 */
export function CcLinkedinCallback({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    window.history.replaceState(null, '', window.location.pathname); // the token must not stay in the address bar
    const token = params.get('token');
    if (token) {
      startSession({ kind: 'career_center', token, uniqueId: params.get('uniqueId') ?? '' });
      void navigate(paths.careerCenterArea.dashboard.href(), { replace: true });
    } else {
      toast.error(t('careerCenter.linkedin.error'));
      void navigate(fallback, { replace: true });
    }
  }, [fallback, navigate, t]);

  return <PageSpinner />;
}
