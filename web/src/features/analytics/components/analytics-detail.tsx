import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { getAnalyticsDetail, type AnalyticsDetail, type ItemKind, type Reach } from '../api/analytics-api.ts';
import type { Refusal } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { Chart, seriesColor } from './chart.tsx';
import { AnalyticsFailed, AnalyticsLoading, ChartTable, DownloadCsv } from './shared.tsx';
import './analytics.css';

/** An item that is not this company's, or an id that is no item: nothing to retry. */
const isNotFound = (refusal: Refusal | null) => refusal?.status === 404 || refusal?.status === 400;

type Scope = 'all' | 'target-schools';

/** /dashboard/analytics/{kind}/{id}: one item's funnel, weekly trend and reach. */
export function AnalyticsDetailPage({ organisationId, kind, itemId, nav, backHref }: { organisationId: string; kind: ItemKind; itemId: string; nav: ReactNode; backHref: string }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('all');
  const state = useOutcome(`${organisationId}/${kind}/${itemId}/${scope}`, () => getAnalyticsDetail(organisationId, kind, itemId, scope));
  useEffect(() => {
    document.title = t('analytics.documentTitle');
  }, [t]);

  return (
    <div className="container page analytics-page" data-testid="analytics-detail">
      <p>
        <Link to={backHref}>{t('analytics.back')}</Link>
      </p>
      {nav}
      {state.status === 'loading' && <AnalyticsLoading />}
      {state.status === 'failed' && (isNotFound(state.refusal) ? <p className="alert alert--info">{t('analytics.notFound')}</p> : <AnalyticsFailed onRetry={state.reload} />)}
      {state.status === 'ready' && <Detail detail={state.value} organisationId={organisationId} scope={scope} onScope={setScope} />}
    </div>
  );
}

function Detail({ detail, organisationId, scope, onScope }: { detail: AnalyticsDetail; organisationId: string; scope: Scope; onScope: (s: Scope) => void }) {
  const { t, i18n } = useTranslation();
  const { item } = detail;
  const number = new Intl.NumberFormat(i18n.language);
  const funnelLabels = useMemo(() => item.funnel.map((f) => t(`analytics.stage.${f.stage}`)), [item, t]);
  const funnelSeries = useMemo(() => [{ label: t('analytics.people'), values: item.funnel.map((f) => f.count), color: seriesColor(0) }], [item, t]);
  const weekFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekLabels = useMemo(() => detail.weeks.map((w) => weekFormat.format(new Date(`${w.week}T00:00:00Z`))), [detail, i18n.language]);
  const trendSeries = useMemo(
    () => [
      { label: t('analytics.trend.views'), values: detail.weeks.map((w) => w.views), color: seriesColor(0) },
      { label: t(`analytics.trend.entered.${item.kind}`), values: detail.weeks.map((w) => w.entered), color: seriesColor(1) },
      { label: t(`analytics.trend.finished.${item.kind}`), values: detail.weeks.map((w) => w.finished), color: seriesColor(2) },
    ],
    [detail, item, t],
  );

  return (
    <>
      <header className="page-header analytics-head">
        <div>
          <span className="analytics-kind">{t(`analytics.kind.${item.kind}`)}</span>
          <h1 className="page-title" data-testid="analytics-detail-title">
            {item.title}
          </h1>
        </div>
        <div className="analytics-actions">
          {detail.targetSchools && (
          <label className="analytics-scope">
            <span>{t('analytics.scope.label')}</span>
            <select className="input" value={scope} onChange={(e) => onScope(e.currentTarget.value === 'target-schools' ? 'target-schools' : 'all')} data-testid="analytics-scope">
              <option value="all">{t('analytics.scope.all')}</option>
              <option value="target-schools">{t('analytics.scope.targetSchools')}</option>
            </select>
          </label>
          )}
          <DownloadCsv organisationId={organisationId} which={{ what: 'item', kind: item.kind, itemId: item.id, scope }} testId="analytics-detail-csv" />
        </div>
      </header>
      {scope === 'target-schools' && <p className="muted">{t('analytics.scope.note')}</p>}
      <section className="analytics-card" aria-labelledby="analytics-funnel-title">
        <h2 id="analytics-funnel-title">{t('analytics.funnel')}</h2>
        <Chart
          type="bars"
          labels={funnelLabels}
          series={funnelSeries}
          testId="analytics-funnel-chart"
          caption={t('analytics.funnelCaption')}
          table={<ChartTable caption={t('analytics.funnel')} head={[t('analytics.stageColumn'), t('analytics.people')]} rows={item.funnel.map((f, i) => [funnelLabels[i], number.format(f.count)])} />}
        />
      </section>
      <section className="analytics-card" aria-labelledby="analytics-trend-title">
        <h2 id="analytics-trend-title">{t('analytics.trend.title')}</h2>
        <Chart
          type="lines"
          labels={weekLabels}
          series={trendSeries}
          testId="analytics-trend-chart"
          caption={t('analytics.trend.caption')}
          table={
            <ChartTable
              caption={t('analytics.trend.title')}
              head={[t('analytics.trend.week'), ...trendSeries.map((s) => s.label)]}
              rows={detail.weeks.map((w, i) => [weekLabels[i], number.format(w.views), number.format(w.entered), number.format(w.finished)])}
            />
          }
        />
      </section>
      <div className="analytics-reach">
        <ReachTable title={t('analytics.reach.universities')} reach={detail.universities} label={(k) => k} testId="analytics-universities" />
        <ReachTable title={t('analytics.reach.tracks')} reach={detail.tracks} label={(k) => trackLabel(t, k)} testId="analytics-tracks" />
      </div>
    </>
  );
}

function ReachTable({ title, reach, label, testId }: { title: string; reach: Reach; label: (key: string) => string; testId: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rows = reach.rows.map((r) => [label(r.key), number.format(r.count)]);
  if (reach.other !== 0) rows.push([t('analytics.reach.other'), reach.other === 'suppressed' ? t('analytics.fewerThan', { count: 5 }) : number.format(reach.other)]);
  return (
    <section className="analytics-card" data-testid={testId}>
      <h2>{title}</h2>
      {rows.length === 0 ? <p className="muted">{t('analytics.reach.empty')}</p> : <ChartTable visible caption={title} head={[t('analytics.reach.name'), t('analytics.people')]} rows={rows} />}
    </section>
  );
}
