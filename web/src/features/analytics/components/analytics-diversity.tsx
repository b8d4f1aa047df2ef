import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getDiversity, type DiversityCell, type DiversityView } from '../api/analytics-api.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { Chart, seriesColor } from './chart.tsx';
import { AnalyticsFailed, AnalyticsLoading, ChartTable, DownloadCsv } from './shared.tsx';
import './analytics.css';

/** /dashboard/analytics/dei: the pipeline's self-descriptions per stage, in groups of five or more only. */
export function AnalyticsDiversity({ organisationId, nav, backHref }: { organisationId: string; nav: ReactNode; backHref: string }) {
  const { t } = useTranslation();
  const state = useOutcome(organisationId, () => getDiversity(organisationId));
  useEffect(() => {
    document.title = t('analytics.dei.documentTitle');
  }, [t]);

  return (
    <div className="container page analytics-page" data-testid="analytics-diversity">
      <p>
        <Link to={backHref}>{t('analytics.back')}</Link>
      </p>
      <header className="page-header analytics-head">
        <h1 className="page-title">{t('analytics.dei.title')}</h1>
        <DownloadCsv organisationId={organisationId} which={{ what: 'diversity' }} testId="analytics-dei-csv" />
      </header>
      {nav}
      <p className="muted">{t('analytics.dei.intro', { count: 5 })}</p>
      {state.status === 'loading' && <AnalyticsLoading />}
      {state.status === 'failed' && <AnalyticsFailed onRetry={state.reload} />}
      {state.status === 'ready' && <Stages view={state.value} />}
    </div>
  );
}

function Stages({ view }: { view: DiversityView }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  if (view.stages.every((s) => s.total === 0)) {
    return (
      <p className="muted" data-testid="analytics-dei-empty">
        {t('analytics.dei.empty')}
      </p>
    );
  }
  return (
    <>
      {view.stages.map((stage) => (
        <section key={stage.stage} className="analytics-card" aria-labelledby={`dei-${stage.stage}`} data-testid={`dei-stage-${stage.stage}`}>
          <h2 id={`dei-${stage.stage}`}>
            {t(`analytics.dei.stage.${stage.stage}`)} <span className="muted analytics-total">{t('analytics.dei.people', { count: stage.total, formatted: number.format(stage.total) })}</span>
          </h2>
          <p className="muted">{t(`analytics.dei.stageHint.${stage.stage}`)}</p>
          {stage.total === 0 ? (
            <p className="muted">{t('analytics.dei.stageEmpty')}</p>
          ) : (
          <div className="analytics-grid">
            {stage.attributes.map((a) => (
              <AttributeChart key={a.attribute} stage={stage.stage} attribute={a.attribute} cells={a.cells} />
            ))}
          </div>
          )}
        </section>
      ))}
    </>
  );
}

function AttributeChart({ stage, attribute, cells }: { stage: string; attribute: string; cells: DiversityCell[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  // Ethnicity: only the categories of conventions someone could be counted in are worth a bar; the table keeps all.
  const shown = attribute === 'ethnicity' ? cells.filter((c) => !('count' in c) || c.count > 0 || c.category === 'not_disclosed') : cells;
  const label = useCallback((category: string) => t(`analytics.dei.category.${category.replace(':', '_')}`), [t]);
  const labels = useMemo(() => shown.map((c) => label(c.category)), [shown, label]);
  const series = useMemo(() => [{ label: t('analytics.people'), values: shown.map((c) => ('count' in c ? c.count : null)), color: seriesColor(0) }], [shown, t]);
  const title = t(`analytics.dei.attribute.${attribute}`);
  const allHidden = cells.every((c) => !('count' in c));
  return (
    <div className="analytics-attribute" data-testid={`dei-${stage}-${attribute}`}>
      <h3>{title}</h3>
      {allHidden ? (
        <p className="muted">{t('analytics.dei.allSuppressed', { count: 5 })}</p>
      ) : (
        <>
          <Chart type="bars" labels={labels} series={series} height={200} testId={`dei-chart-${stage}-${attribute}`} caption={t('analytics.dei.chartCaption')} table={null} />
          <ChartTable
            visible
            caption={title}
            head={[t('analytics.dei.group'), t('analytics.people')]}
            rows={cells.map((c) => [label(c.category), 'count' in c ? number.format(c.count) : <span className="analytics-suppressed">{t('analytics.fewerThan', { count: 5 })}</span>])}
          />
        </>
      )}
    </div>
  );
}
