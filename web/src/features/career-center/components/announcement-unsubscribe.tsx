import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { unsubscribeByLink } from '../api/announcements.ts';
import './cc-comms.css';

type State = 'asking' | 'working' | 'done' | 'invalid' | 'failed';

/**
 * /announcements/unsubscribe/:token, the link at the end of every announcement mail. Opening it changes nothing (a
 * mail scanner that follows links unsubscribes nobody); the button does, and pressing it again is harmless.
 */
export function AnnouncementUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('asking');
  useEffect(() => {
    document.title = t('ccComms.unsubscribe.documentTitle');
  }, [t]);
  const unsubscribe = async () => {
    setState('working');
    const answer = await unsubscribeByLink(token).catch(() => null);
    setState(answer?.ok ? 'done' : answer && (answer.status === 404 || answer.status === 400) ? 'invalid' : 'failed');
  };
  return (
    <div className="container page cc-unsubscribe" data-testid="announcement-unsubscribe">
      <h1 className="page-title">{t('ccComms.unsubscribe.title')}</h1>
      {(state === 'asking' || state === 'working' || state === 'failed') && (
        <>
          <p>{t('ccComms.unsubscribe.question')}</p>
          <button type="button" className="button button--primary" disabled={state === 'working'} onClick={() => void unsubscribe()} data-testid="announcement-unsubscribe-confirm">
            {state === 'working' ? t('ccComms.unsubscribe.working') : t('ccComms.unsubscribe.confirm')}
          </button>
          {state === 'failed' && (
            <p className="alert alert--error" role="alert">
              {t('ccComms.unsubscribe.failed')}
            </p>
          )}
        </>
      )}
      {state === 'done' && (
        <p role="status" data-testid="announcement-unsubscribe-done">
          {t('ccComms.unsubscribe.done')} <Link to={paths.studentSettings.href()}>{t('ccComms.unsubscribe.settingsLink')}</Link>
        </p>
      )}
      {state === 'invalid' && (
        <p className="alert alert--error" role="alert" data-testid="announcement-unsubscribe-invalid">
          {t('ccComms.unsubscribe.invalid')}
        </p>
      )}
    </div>
  );
}
