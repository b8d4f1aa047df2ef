import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackYearSelects } from '../../../components/students/track-year-selects.tsx';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getInsights, type Figure } from '../api/insights.ts';
import './host-areas.css';

/** A figure as people read it: a number ("about" when rounded), "fewer than 5", or withheld. */
export function FigureText({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if ('value' in figure) {
    const number = new Intl.NumberFormat(locale).format(figure.value);
    return <>{figure.rounded ? t('hostAreas.insights.about', { number }) : number}</>;
  }
  if ('fewerThan' in figure) return <>{t('hostAreas.insights.fewerThan', { count: figure.fewerThan })}</>;
  return <>{t('hostAreas.insights.withheld')}</>;
}

/**
 * The career center's university at a glance (/cc/dashboard): aggregates only, filtered by track and year of study;
 * the server never answers a figure of fewer than five students.
 */
export function InsightsPanel({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({ track: '', yearOfStudy: '' });
  const loaded = useOutcome(`${organisationId}/${filters.track}/${filters.yearOfStudy}`, () => getInsights(organisationId, filters));

  return (
    <section className="insights" aria-labelledby="insights-title" data-testid="cc-insights">
      <h2 id="insights-title">{t('hostAreas.insights.title')}</h2>
      <p className="muted">{t('hostAreas.insights.privacy')}</p>
      <div className="insights__filters">
        <TrackYearSelects
          idPrefix="insights"
          value={filters}
          onChange={setFilters}
          labels={{ track: t('hostAreas.insights.track'), allTracks: t('hostAreas.insights.allTracks'), year: t('hostAreas.insights.year'), allYears: t('hostAreas.insights.allYears') }}
        />
      </div>
      {loaded.status === 'loading' && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert" data-testid="insights-error">
          <p>{t('hostAreas.insights.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('hostAreas.gate.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && (
        <>
          <dl className="insights__figures">
            <div>
              <dt>{t('hostAreas.insights.registered')}</dt>
              <dd data-testid="insights-registered">
                <FigureText figure={loaded.value.studentsRegistered} />
              </dd>
            </div>
            <div>
              <dt>{t('hostAreas.insights.active')}</dt>
              <dd data-testid="insights-active">
                <FigureText figure={loaded.value.activeThisMonth} />
              </dd>
            </div>
            <div>
              <dt>{t('hostAreas.insights.attendances')}</dt>
              <dd data-testid="insights-attendances">
                <FigureText figure={loaded.value.eventAttendances} />
              </dd>
            </div>
          </dl>
          <h3>{t('hostAreas.insights.challengesTitle')}</h3>
          {loaded.value.challengeResults.length === 0 ? (
            <p className="muted">{t('hostAreas.insights.noChallenges')}</p>
          ) : (
            <ul className="insights__list">
              {loaded.value.challengeResults.map((row) => (
                <li key={row.track}>
                  <span>{trackLabel(t, row.track)}</span>
                  <strong>{'value' in row.averagePercent ? t('hostAreas.insights.percent', { value: row.averagePercent.value }) : <FigureText figure={row.averagePercent} />}</strong>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('hostAreas.insights.employersTitle')}</h3>
          {loaded.value.topEmployers.length === 0 ? (
            <p className="muted" data-testid="insights-no-employers">
              {t('hostAreas.insights.noEmployers')}
            </p>
          ) : (
            <ul className="insights__list">
              {loaded.value.topEmployers.map((row) => (
                <li key={row.organisationId}>
                  <span>{row.name}</span>
                  <strong>
                    {t('hostAreas.insights.students')} <FigureText figure={row.students} />
                  </strong>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
