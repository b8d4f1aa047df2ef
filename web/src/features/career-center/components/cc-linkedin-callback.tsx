import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { startSession } from '../../../lib/session.ts';

const KNOWN_ERRORS = new Set(['notreg', 'kind', 'email', 'denied', 'state', 'retry']);

/**
 * /career-center/register/linkedin and /career-center/login/linkedin: where the API sends the browser back from
 * LinkedIn, with the session (#token=…&uniqueId=…) or the reason it failed (#error=…&message=…). Without a session
 * it goes back to the e-mail screen (`fallback`) and says why.
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
      return;
    }
    const error = params.get('error') ?? '';
    const message = error === 'email' ? params.get('message') : null;
    toast.error(message || t(`careerCenter.linkedin.${KNOWN_ERRORS.has(error) ? error : 'error'}`));
    void navigate(fallback, { replace: true });
  }, [fallback, navigate, t]);

  return <PageSpinner />;
}
