import { trackIds } from '@fast-track/shared/tracks';
import { pipelineBands } from '@fast-track/shared/jobs/pipeline-limits';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../../components/ui/filter-select.tsx';
import { trackLabel } from '../../../../lib/fixed-labels.ts';
import { bandLabel, type RankBand } from '../../../../lib/rank-band.ts';
import { BOARD_STAGES, type PipelineFilters } from '../../api/pipeline.ts';

const bandOf: Record<number, RankBand> = { 1: 'top1', 5: 'top5', 10: 'top10', 25: 'top25', 50: 'topHalf' };

interface Props {
  filters: PipelineFilters;
  universities: readonly string[];
  onChange: (filters: PipelineFilters) => void;
}

/**
 * The board's filters: stage, university, track, challenge band (as the talent pool reads ranks) and rating. A filter
 * on screening answers joins here once jobs have questions (docs/jobs.md § Pipeline filters).
 */
export function PipelineFilterBar({ filters, universities, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const set = (key: keyof PipelineFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const active = Object.values(filters).some(Boolean);
  return (
    <div className="pipeline-filters" role="group" aria-label={t('pipeline.filters.label')} data-testid="pipeline-filters">
      <FilterSelect id="pipeline-stage" label={t('pipeline.filters.stage')} value={filters.stage} anyLabel={t('pipeline.filters.anyStage')} options={BOARD_STAGES.map((s) => ({ value: s, label: t(`jobs.stages.${s}`) }))} onChange={set('stage')} testId="pipeline-filter-stage" />
      <FilterSelect id="pipeline-university" label={t('pipeline.filters.university')} value={filters.university} anyLabel={t('pipeline.filters.anyUniversity')} options={universities.map((u) => ({ value: u, label: u }))} onChange={set('university')} testId="pipeline-filter-university" />
      <FilterSelect id="pipeline-track" label={t('pipeline.filters.track')} value={filters.track} anyLabel={t('pipeline.filters.anyTrack')} options={trackIds.map((id) => ({ value: id, label: trackLabel(t, id) }))} onChange={set('track')} testId="pipeline-filter-track" />
      <FilterSelect id="pipeline-band" label={t('pipeline.filters.band')} value={filters.band} anyLabel={t('pipeline.filters.anyBand')} options={pipelineBands.map((b) => ({ value: String(b), label: bandLabel(t, bandOf[b]!, locale) }))} onChange={set('band')} testId="pipeline-filter-band" />
      <FilterSelect
        id="pipeline-rating"
        label={t('pipeline.filters.rating')}
        value={filters.rating}
        anyLabel={t('pipeline.filters.anyRating')}
        options={[...['4', '3', '2', '1'].map((r) => ({ value: r, label: t('pipeline.filters.atLeast', { rating: Number(r) }) })), { value: 'none', label: t('pipeline.filters.unrated') }]}
        onChange={set('rating')}
        testId="pipeline-filter-rating"
      />
      {active && (
        <button type="button" className="link-button pipeline-filters__clear" onClick={() => onChange({ stage: '', university: '', track: '', band: '', rating: '' })}>
          {t('pipeline.filters.clear')}
        </button>
      )}
    </div>
  );
}
