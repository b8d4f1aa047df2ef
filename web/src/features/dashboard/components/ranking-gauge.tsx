import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { bandLabel, formatCount, neededLabel } from '../../../lib/rank-band.ts';
import type { Cohort } from '../api/get-percentage.ts';
import { arcLength, arcPath, bandGaugePercent, dashFor, formatPercent, pointOnArc } from '../utils/gauge-math.ts';

const C = 100;
const R = 80;

interface Props {
  /** The selected track's line; null: no ranked result in this track yet. */
  line: Cohort | null;
  /** Where to go first in this track (its Induction Challenge). */
  nextAction: string | null;
  /** The analytics call failed: say so, rather than showing an empty state that may not be true. */
  failed?: boolean;
}

/**
 * RANKING (spec §2, §9) of the selected track, by the rank rule (docs/challenges.md § Rank rules): a band
 * on a 270° arc once the track's cohorts are large enough; before that the score and how many results are missing;
 * nothing of a rank when the student hides it. The position line shows only in the top quarter.
 */
export function RankingGauge({ line, nextAction, failed = false }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  if (failed || !line) return <RankingEmpty nextAction={nextAction} failed={failed} />;
  const score = t('rank.score', { value: formatPercent(line.score, locale) });
  if (line.band === null) {
    return (
      <RankingCard>
        <p className="ranking__score" data-testid="ranking-score">
          {score}
        </p>
        {line.hidden ? (
          <p data-testid="ranking-hidden">
            {t('rank.hidden')} <Link to={paths.studentSettings.href()}>{t('rank.settings')}</Link>
          </p>
        ) : (
          <p data-testid="ranking-needed">{neededLabel(t, line.results, line.minimum, locale)}</p>
        )}
      </RankingCard>
    );
  }
  const shown = bandLabel(t, line.band, locale);
  const fill = bandGaugePercent(line.band);
  const track = arcPath(C, C, R);
  const dash = dashFor(fill, arcLength(R));
  const markIn = pointOnArc(C, C, R - 14, line.average);
  const markOut = pointOnArc(C, C, R + 14, line.average);
  const min = pointOnArc(C, C, R, 0);
  const max = pointOnArc(C, C, R, 100);
  const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <RankingCard>
      <svg className="ranking__gauge" viewBox="0 0 200 190" role="img" aria-label={t('dashboard.ranking.bandLabel', { band: shown, score })} data-testid="ranking-gauge">
        <path d={track} className="gauge__track" />
        {fill > 0 && <path d={track} className="gauge__value" strokeDasharray={dash.dasharray} strokeDashoffset={dash.dashoffset} />}
        <line x1={markIn.x} y1={markIn.y} x2={markOut.x} y2={markOut.y} className="gauge__mark" />
        <text x={C} y={C + 6} textAnchor="middle" className="gauge__value-text gauge__value-text--band" aria-hidden="true" data-testid="ranking-value">
          {shown}
        </text>
        <text x={min.x} y={min.y + 24} textAnchor="middle" className="gauge__scale" aria-hidden="true">
          {whole.format(0)}
        </text>
        <text x={max.x} y={max.y + 24} textAnchor="middle" className="gauge__scale" aria-hidden="true">
          {whole.format(1)}
        </text>
      </svg>
      <p className="ranking__score">{score}</p>
      <p className="ranking__cohort" data-testid="ranking-cohort">
        {line.rank !== null
          ? t('dashboard.ranking.cohortLine', { rank: formatCount(line.rank, locale), size: formatCount(line.size, locale), average: formatCount(line.average, locale) })
          : t('dashboard.ranking.cohortSize', { size: formatCount(line.size, locale), average: formatCount(line.average, locale) })}
      </p>
    </RankingCard>
  );
}

function RankingCard({ children, testId = 'ranking' }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <section className="dash-card ranking" aria-labelledby="ranking-title" data-testid={testId}>
      <p className="eyebrow">{t('dashboard.ranking.analytics')}</p>
      <h2 id="ranking-title" className="ranking__title">
        {t('dashboard.ranking.title')}
      </h2>
      {children}
    </section>
  );
}

function RankingEmpty({ nextAction, failed }: { nextAction: string | null; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <RankingCard testId="ranking-empty">
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
    </RankingCard>
  );
}
