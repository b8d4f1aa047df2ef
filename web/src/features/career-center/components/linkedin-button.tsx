import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { linkedinAuthorizationUrl, linkedinConfigured } from '../api/linkedin.ts';
import './career-center.css';

interface Props {
  mode: 'login' | 'register';
  university?: { name: string; area: string };
}

/** 'Or continue with LinkedIn', only where the server has LinkedIn configured. */
export function LinkedinButton({ mode, university }: Props) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void linkedinConfigured().then((on) => live && setEnabled(on));
    return () => {
      live = false;
    };
  }, []);

  if (!enabled) return null;

  const go = async () => {
    setBusy(true);
    try {
      window.location.assign(await linkedinAuthorizationUrl({ mode, ...(university ? { university } : {}) }));
    } catch {
      toast.error(t('careerCenter.linkedin.error'));
      setBusy(false);
    }
  };

  return (
    <div data-testid="cc-linkedin">
      <p className="cc-divider">{t('careerCenter.linkedin.or')}</p>
      <button type="button" className="button button--secondary button--block" disabled={busy} data-testid="cc-linkedin-button" onClick={() => void go()}>
        {t('careerCenter.linkedin.button')}
      </button>
    </div>
  );
}
