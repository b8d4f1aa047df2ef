import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { bandLabel, formatCount, neededLabel, type RankBand } from '../../../lib/rank-band.ts';

interface Props {
  band: RankBand | null;
  cohort: { track: string; yearOfStudy: string; size: number; minimum: number };
  /** The student hides their rank: say so instead of "results needed" (only on the student's own screens). */
  hidden?: boolean;
}

/**
 * A result's rank as the rank rule allows it (docs/challenges.md § Rank rules), the same on the result,
 * the certificate and /Find: the band when there is one, else how many results the cohort still lacks; always
 * who the cohort is and how large.
 */
export function RankFacts({ band, cohort, hidden = false }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const rank = band !== null ? bandLabel(t, band, locale) : hidden ? t('rank.hiddenShort') : cohort.size < cohort.minimum ? neededLabel(t, cohort.size, cohort.minimum, locale) : null;
  return (
    <>
      {rank !== null && (
        <div>
          <dt>{t('rank.rank')}</dt>
          <dd data-testid="rank-band">{rank}</dd>
        </div>
      )}
      <div>
        <dt>{t('rank.cohort')}</dt>
        <dd data-testid="rank-cohort">
          {t('rank.cohortDefinition', {
            size: formatCount(cohort.size, locale),
            year: cohort.yearOfStudy ? t(`fixedValues.schoolYear.${cohort.yearOfStudy}`, { defaultValue: cohort.yearOfStudy }) : '',
            track: trackLabel(t, cohort.track),
          })}
        </dd>
      </div>
    </>
  );
}
