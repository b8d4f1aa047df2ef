import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cohort } from '../api/get-percentage.ts';
import { COHORT_AVERAGE_PERCENT, arcLength, arcPath, dashFor, formatPercent, pointOnArc, roundPercent } from '../utils/gauge-math.ts';

const C = 100;
const R = 80;

interface Props {
  value: number;
  /** false: no ranked result yet — an honest empty state with one next action instead of 0 % figures. */
  ranked: boolean;
  /** The cohort of the selected track (or the first ranked one): "{rank}/{size} in your Cohort | {average}% average". */
  cohort: Cohort | null;
  /** Where to go first when not ranked (the track's Induction Challenge). */
  nextAction: string | null;
  /** The analytics call failed: say so, rather than showing an empty state that may not be true. */
  failed?: boolean;
}

/** RANKING (spec §2, §9): a 270° arc, value with one decimal, the cohort's average marked, scale 0%–100%. */
export function RankingGauge({ value, ranked, cohort, nextAction, failed = false }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  if (failed || !ranked) return <RankingEmpty nextAction={nextAction} failed={failed} />;
  // Spec §9 places the average mark at 74 % until a real cohort average exists.
  const average = cohort ? cohort.average : COHORT_AVERAGE_PERCENT;
  const shown = formatPercent(value, locale);
  const track = arcPath(C, C, R);
  const dash = dashFor(roundPercent(value), arcLength(R));
  const markIn = pointOnArc(C, C, R - 14, average);
  const markOut = pointOnArc(C, C, R + 14, average);
  const min = pointOnArc(C, C, R, 0);
  const max = pointOnArc(C, C, R, 100);
  const label = t('dashboard.ranking.label', { value: shown, average: formatPercent(average, locale) });

  return (
    <section className="dash-card ranking" aria-labelledby="ranking-title">
      <p className="eyebrow">{t('dashboard.ranking.analytics')}</p>
      <h2 id="ranking-title" className="ranking__title">
        {t('dashboard.ranking.title')}
      </h2>
      <svg className="ranking__gauge" viewBox="0 0 200 190" role="img" aria-label={label} data-testid="ranking-gauge">
        <path d={track} className="gauge__track" />
        <path d={track} className="gauge__value" strokeDasharray={dash.dasharray} strokeDashoffset={dash.dashoffset} />
        <line x1={markIn.x} y1={markIn.y} x2={markOut.x} y2={markOut.y} className="gauge__mark" />
        <text x={C} y={C + 6} textAnchor="middle" className="gauge__value-text" aria-hidden="true" data-testid="ranking-value">
          {shown}
        </text>
        <text x={min.x} y={min.y + 24} textAnchor="middle" className="gauge__scale" aria-hidden="true">
          0%
        </text>
        <text x={max.x} y={max.y + 24} textAnchor="middle" className="gauge__scale" aria-hidden="true">
          100%
        </text>
      </svg>
      {cohort && (
        <p className="ranking__cohort" data-testid="ranking-cohort">
          {t('dashboard.ranking.cohortLine', { rank: cohort.rank, size: cohort.size, average: Math.round(cohort.average) })}
        </p>
      )}
    </section>
  );
}

function RankingEmpty({ nextAction, failed }: { nextAction: string | null; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="dash-card ranking" aria-labelledby="ranking-title" data-testid="ranking-empty">
      <p className="eyebrow">{t('dashboard.ranking.analytics')}</p>
      <h2 id="ranking-title" className="ranking__title">
        {t('dashboard.ranking.title')}
      </h2>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t('dashboard.ranking.failed')}
        </p>
      ) : (
        <p>{t('dashboard.ranking.empty')}</p>
      )}
      {!failed && nextAction && (
        <Link to={nextAction} className="button button--primary" data-testid="ranking-next-action">
          {t('dashboard.ranking.emptyAction')}
        </Link>
      )}
    </section>
  );
}
