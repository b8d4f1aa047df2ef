import { useTranslation } from 'react-i18next';
import { COHORT_AVERAGE_PERCENT, arcLength, arcPath, dashFor, formatPercent, pointOnArc, roundPercent } from '../utils/gauge-math.ts';

const C = 100;
const R = 80;

/** RANKING (spec §2, §9): a 270° arc, value with one decimal, average mark at 74%, scale 0%–100%. */
export function RankingGauge({ value }: { value: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const shown = formatPercent(value, locale);
  const track = arcPath(C, C, R);
  const dash = dashFor(roundPercent(value), arcLength(R));
  const markIn = pointOnArc(C, C, R - 14, COHORT_AVERAGE_PERCENT);
  const markOut = pointOnArc(C, C, R + 14, COHORT_AVERAGE_PERCENT);
  const min = pointOnArc(C, C, R, 0);
  const max = pointOnArc(C, C, R, 100);
  const label = t('dashboard.ranking.label', { value: shown, average: formatPercent(COHORT_AVERAGE_PERCENT, locale) });

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
      <p className="ranking__cohort" data-testid="ranking-cohort">
        {t('dashboard.ranking.cohort')}
      </p>
    </section>
  );
}
