import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { JoinLinkView } from '../hooks/use-join-link.ts';
import { formatClockTime } from '../utils/join-link.ts';

/** Where and when an online event's join link appears; the link itself once the API sends it. */
export function JoinLinkBox({ view, timeZone }: { view: JoinLinkView; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (view.kind === 'none') return null;
  const time = 'opensAt' in view && view.opensAt ? formatClockTime(view.opensAt, timeZone, locale) : null;

  return (
    <div className="join-link" data-testid="join-link" data-state={view.kind} aria-live="polite">
      <p className="join-link__title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M3 6h13v12H3zM16 10l5-3v10l-5-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {t('event.join.title')}
      </p>
      {view.kind === 'info' && <p className="join-link__text">{time ? t('event.join.forAttendees', { time }) : t('event.join.forAttendeesSoon')}</p>}
      {view.kind === 'waiting' && (
        <p className="join-link__text" data-testid="join-link-waiting">
          {time ? t('event.join.appearsAt', { time }) : t('event.join.appearsSoon')}
        </p>
      )}
      {view.kind === 'loading' && <p className="join-link__text">{t('event.join.loading')}</p>}
      {view.kind === 'failed' && (
        <p className="join-link__text join-link__text--error">
          {t('event.join.failed')}{' '}
          <button type="button" className="link-button" onClick={view.retry}>
            {t('event.join.retry')}
          </button>
        </p>
      )}
      {view.kind === 'open' && (
        <>
          <a
            className="button button--primary button--block"
            href={view.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('event.join.openNewTab')}
            data-testid="join-link-open"
          >
            {t('event.join.open')}
          </a>
          <p className="join-link__url">{view.url}</p>
        </>
      )}
    </div>
  );
}
