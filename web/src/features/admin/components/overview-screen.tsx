import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-format.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getOverview } from '../api/overview.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';

const DAYS = 14;

/** The daily overview (issue 26 part 6): sign-ups, postings and reports for each of the last 14 days, from the log. */
export function OverviewScreen() {
  const { t, i18n } = useTranslation();
  const overview = useOutcome('overview', () => getOverview(DAYS));

  return (
    <section aria-labelledby="admin-overview-title" data-testid="admin-overview">
      <h1 id="admin-overview-title">{t('admin.overview.title')}</h1>
      <p className="muted">{t('admin.overview.lead', { days: DAYS })}</p>
      <LoadState loaded={overview} failed={t('admin.overview.failed')} reload={overview.reload} />
      {overview.status === 'ready' && (
        <div className="admin-overview__scroll" role="region" aria-labelledby="admin-overview-title" tabIndex={0}>
          <table className="admin-overview" data-testid="admin-overview-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.overview.day')}</th>
                <th scope="col">{t('admin.overview.signUps')}</th>
                <th scope="col">{t('admin.overview.postings')}</th>
                <th scope="col">{t('admin.overview.reports')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.value.map((d) => (
                <tr key={d.day} data-testid="admin-overview-day">
                  <th scope="row">
                    <time dateTime={d.day}>{formatDay(`${d.day}T12:00:00Z`, i18n.language)}</time>
                  </th>
                  <td>{d.signUps}</td>
                  <td>{d.postings}</td>
                  <td>{d.reports}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
