import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { startSession } from '../../../lib/session.ts';
import { registerWithGoogle } from '../api/social-register.ts';
import { hashParams, takePendingSocial } from '../utils/social-pending.ts';

/**
 * Where a provider sends the browser back. LinkedIn: the API already registered the student and put the token in the
 * fragment (/register/linkedin#token=…). Google: the fragment holds the ID token, which the API verifies.
 */
export function SocialCallback({ provider }: { provider: 'google' | 'linkedin' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const params = hashParams(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname); // the token must not stay in the address bar

    const finish = (token: string | undefined) => {
      if (token) {
        startSession({ kind: 'student', token, uniqueId: '' });
        toast.success(t('auth.register.toast.registered'));
        void navigate(paths.student.href(), { replace: true });
      } else {
        toast.error(t('auth.social.error'));
        void navigate(paths.register.href(), { replace: true });
      }
    };

    if (provider === 'linkedin') {
      finish(params.get('token') ?? undefined);
      return;
    }
    const idToken = params.get('id_token');
    const pending = takePendingSocial();
    if (!idToken || !pending) {
      finish(undefined);
      return;
    }
    registerWithGoogle({ university: pending.university, invite: pending.invite, credential: idToken })
      .then((answer) => finish(answer.msg === 'success' ? answer.token : undefined))
      .catch(() => finish(undefined));
  }, [provider, navigate, t]);

  return <PageSpinner />;
}
