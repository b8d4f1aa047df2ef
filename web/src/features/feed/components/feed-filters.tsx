import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { feedKinds } from '../api/get-feed.ts';
import { withinChoices, type FeedFilters } from '../utils/feed-params.ts';

interface Props {
  filters: FeedFilters;
  trackIds: readonly string[];
  onChange: (key: keyof FeedFilters, value: string) => void;
}

/** Search (title or company) and the feed's filters; selects apply at once, texts on submit. */
export function FeedFilterBar({ filters, trackIds, onChange }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const [where, setWhere] = useState(filters.where);
  // A new URL (back button, a redirect) brings its own texts.
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => setWhere(filters.where), [filters.where]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim() !== filters.q) onChange('q', q.trim());
    if (where.trim() !== filters.where) onChange('where', where.trim());
  };

  return (
    <form className="feed-filters" role="search" aria-label={t('feed.filters.label')} onSubmit={submit} data-testid="feed-filters">
      <div className="field feed-filters__search">
        <label htmlFor="feed-q">{t('feed.filters.search')}</label>
        <input id="feed-q" className="input" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.currentTarget.value)} placeholder={t('feed.filters.searchHint')} data-testid="feed-search" />
      </div>
      <FilterSelect id="feed-kind" label={t('feed.filters.kind')} value={filters.kind} anyLabel={t('feed.filters.anyKind')} options={feedKinds.map((k) => ({ value: k, label: t(`feed.kinds.${k}`) }))} onChange={(v) => onChange('kind', v)} testId="feed-kind" />
      <FilterSelect id="feed-track" label={t('feed.filters.track')} value={filters.track} anyLabel={t('feed.filters.anyTrack')} options={trackIds.map((id) => ({ value: id, label: t(`tracks.${id}.name`) }))} onChange={(v) => onChange('track', v)} testId="feed-track" />
      <FilterSelect id="feed-within" label={t('feed.filters.within')} value={filters.within} anyLabel={t('feed.filters.anyTime')} options={withinChoices.map((d) => ({ value: d, label: t('feed.filters.days', { count: Number(d) }) }))} onChange={(v) => onChange('within', v)} testId="feed-within" />
      <div className="field">
        <label htmlFor="feed-where">{t('feed.filters.where')}</label>
        <input id="feed-where" className="input" type="text" value={where} maxLength={80} list="feed-where-online" onChange={(e) => setWhere(e.currentTarget.value)} placeholder={t('feed.filters.whereHint')} data-testid="feed-where" />
        <datalist id="feed-where-online">
          <option value="online" />
        </datalist>
      </div>
      <div className="feed-filters__actions">
        <label className="feed-filters__saved">
          <input type="checkbox" checked={filters.saved} onChange={(e) => onChange('saved', e.currentTarget.checked ? '1' : '')} data-testid="feed-saved-only" />
          {t('feed.filters.savedOnly')}
        </label>
        <button type="submit" className="button button--secondary" data-testid="feed-search-submit">
          {t('feed.filters.apply')}
        </button>
      </div>
    </form>
  );
}
