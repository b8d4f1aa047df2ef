import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getAnalyticsOverview, type AnalyticsItem } from '../api/analytics-api.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { AnalyticsFailed, AnalyticsLoading, DownloadCsv } from './shared.tsx';
import './analytics.css';

/** /dashboard/analytics: the company's events, jobs and challenges with their key figures. */
export function AnalyticsOverview({
  organisationId,
  nav,
  detailHref,
  diversityHref,
}: {
  organisationId: string;
  nav: ReactNode;
  detailHref: (item: AnalyticsItem) => string;
  diversityHref: string;
}) {
  const { t, i18n } = useTranslation();
  const state = useOutcome(organisationId, () => getAnalyticsOverview(organisationId));
  useEffect(() => {
    document.title = t('analytics.documentTitle');
  }, [t]);
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : '');
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <div className="container page analytics-page" data-testid="analytics-overview">
      <header className="page-header analytics-head">
        <h1 className="page-title">{t('analytics.title')}</h1>
        <div className="analytics-actions">
          <Link to={diversityHref} className="button button--primary button--small" data-testid="analytics-dei-link">
            {t('analytics.dei.link')}
          </Link>
          <DownloadCsv organisationId={organisationId} which={{ what: 'overview' }} testId="analytics-overview-csv" />
        </div>
      </header>
      {nav}
      <p className="muted">{t('analytics.intro')}</p>
      {state.status === 'loading' && <AnalyticsLoading />}
      {state.status === 'failed' && <AnalyticsFailed onRetry={state.reload} />}
      {state.status === 'ready' && state.value.items.length === 0 && (
        <p className="muted" data-testid="analytics-empty">
          {t('analytics.empty')}
        </p>
      )}
      {state.status === 'ready' && state.value.items.length > 0 && (
        <ul className="analytics-items" data-testid="analytics-items">
          {state.value.items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="analytics-item" data-testid="analytics-item">
              <div className="analytics-item__head">
                <span className="analytics-kind">{t(`analytics.kind.${item.kind}`)}</span>
                <h2 className="analytics-item__title">
                  <Link to={detailHref(item)}>{item.title}</Link>
                </h2>
                {item.date && <span className="muted">{date(item.date)}</span>}
              </div>
              <dl className="analytics-figures">
                {item.funnel.map((f) => (
                  <div key={f.stage} className="analytics-figure">
                    <dt>{t(`analytics.stage.${f.stage}`)}</dt>
                    <dd>{number.format(f.count)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
