import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { downloadCsv, type Export } from '../api/analytics-api.ts';

/** The loading placeholder of every analytics screen (announced once). */
export function AnalyticsLoading() {
  const { t } = useTranslation();
  return (
    <div className="analytics-stack" aria-busy="true" data-testid="analytics-loading">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="skeleton--tile" />
      <Skeleton className="skeleton--tile" />
    </div>
  );
}

export function AnalyticsFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error analytics-error" role="alert" data-testid="analytics-failed">
      <span>{message ?? t('analytics.failed')}</span>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A button that downloads one CSV export, with its own busy and error states. */
export function DownloadCsv({ organisationId, which, testId }: { organisationId: string; which: Export; testId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <span className="analytics-download">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={state === 'busy'}
        data-testid={testId}
        onClick={() => {
          setState('busy');
          downloadCsv(organisationId, which).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
      >
        {t('analytics.download')}
      </button>
      {state === 'failed' && (
        <span className="analytics-download__error" role="alert">
          {t('analytics.downloadFailed')}
        </span>
      )}
    </span>
  );
}

/** The screen-reader table of a chart (visually hidden: the chart shows the same). */
export function ChartTable({ caption, head, rows, visible = false }: { caption: string; head: string[]; rows: ReactNode[][]; visible?: boolean }) {
  return (
    <table className={visible ? 'analytics-table' : 'visually-hidden'}>
      <caption className={visible ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              c === 0 ? (
                <th key={c} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={c}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
