import { trackIds } from '@fast-track/shared/tracks';
import { yearsOfStudy } from '@fast-track/shared/year-of-study';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { COUNTRIES } from '../../../config/countries.ts';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { bandLabel } from '../../../lib/rank-band.ts';
import { BANDS, filterOptions, searchQuery, searchTalent, universitiesOf, type TalentFilters } from '../api/talent-pool.ts';
import { countryLabel, fullName, trackLabel, yearLabel } from './labels.ts';
import { ShortListButton } from './short-list-button.tsx';
import { TalentFrame, TalentLoadFailed } from './talent-frame.tsx';

const empty: TalentFilters = { q: '', university: '', country: '', track: '', year: '', skills: '', band: '', bandTrack: '', event: '', targets: false, sort: 'relevance', page: 1 };

function fromParams(params: URLSearchParams): TalentFilters {
  const text = (key: string) => params.get(key) ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    ...empty,
    q: text('q'),
    university: text('university'),
    country: text('country'),
    track: text('track'),
    year: text('year'),
    skills: text('skills'),
    band: text('band'),
    bandTrack: text('bandTrack'),
    event: text('event'),
    targets: params.get('targets') === '1',
    sort: params.get('sort') === 'percentile' ? 'percentile' : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
  };
}

/** /dashboard/TalentPool: the students the company may see, filtered and sorted, twenty a page; the filters live in the address. */
export function TalentPoolPage({ organisationId, nav }: { organisationId: string; nav: ReactNode }) {
  const { t } = useTranslation();
  const trackOptions = trackIds.map((id) => ({ value: id, label: trackLabel(t, id) }));
  const [params, setParams] = useSearchParams();
  const applied = fromParams(params);
  const key = searchQuery(applied);
  const [draft, setDraft] = useState<TalentFilters>(applied);
  const results = useOutcome(`${organisationId}?${key}`, () => searchTalent(organisationId, applied));
  const options = useOutcome(organisationId, () => filterOptions(organisationId));
  const [universities, setUniversities] = useState<string[]>([]);
  const lng = useLocale();
  // On a phone the filters fold away under their heading once a search has run, so the results are on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(() => typeof window === 'undefined' || !window.matchMedia?.('(max-width: 899px)').matches || key === '');

  useEffect(() => {
    document.title = t('talentPool.documentTitle');
  }, [t]);
  useEffect(() => setDraft(fromParams(params)), [key]);
  useEffect(() => {
    let live = true;
    setUniversities([]);
    if (draft.country) universitiesOf(draft.country).then((list) => live && setUniversities(list), () => undefined);
    return () => {
      live = false;
    };
  }, [draft.country]);

  const apply = (next: TalentFilters) => setParams(new URLSearchParams(searchQuery(next)));
  const set = <K extends keyof TalentFilters>(field: K, value: TalentFilters[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const pages = results.status === 'ready' ? Math.max(1, Math.ceil(results.value.total / results.value.pageSize)) : 1;

  return (
    <TalentFrame title={t('talentPool.title')} nav={nav} testId="talent-pool-page">
      <div className="talent__layout">
        <details className="employer-card talent__filters" open={filtersOpen} onToggle={(e) => setFiltersOpen(e.currentTarget.open)}>
        <summary className="talent__filters-summary">{t('talentPool.filters.label')}</summary>
        <form
          aria-label={t('talentPool.filters.label')}
          onSubmit={(e) => {
            e.preventDefault();
            if (window.matchMedia?.('(max-width: 899px)').matches) setFiltersOpen(false);
            apply({ ...draft, page: 1 });
          }}
        >
          <div className="field">
            <label htmlFor="talent-q">{t('talentPool.filters.q')}</label>
            <input id="talent-q" className="input" type="search" maxLength={200} value={draft.q} onChange={(e) => set('q', e.currentTarget.value)} placeholder={t('talentPool.filters.qHint')} data-testid="talent-q" />
          </div>
          <FilterSelect id="talent-band" label={t('talentPool.filters.band')} value={draft.band} anyLabel={t('talentPool.filters.any')} options={BANDS.map((b) => ({ value: b, label: t('talentPool.filters.top', { value: b }) }))} onChange={(v) => set('band', v)} testId="talent-band" />
          <FilterSelect id="talent-band-track" label={t('talentPool.filters.bandTrack')} value={draft.bandTrack} anyLabel={t('talentPool.filters.anyTrack')} options={trackOptions} onChange={(v) => set('bandTrack', v)} testId="talent-band-track" />
          <FilterSelect id="talent-track" label={t('talentPool.filters.track')} value={draft.track} anyLabel={t('talentPool.filters.any')} options={trackOptions} onChange={(v) => set('track', v)} />
          <FilterSelect id="talent-year" label={t('talentPool.filters.year')} value={draft.year} anyLabel={t('talentPool.filters.any')} options={yearsOfStudy.map((y) => ({ value: y, label: yearLabel(t, y) }))} onChange={(v) => set('year', v)} />
          <div className="field">
            <label htmlFor="talent-country">{t('talentPool.filters.country')}</label>
            <select
              id="talent-country"
              className="input"
              value={draft.country}
              onChange={(e) => {
                const country = e.currentTarget.value;
                setDraft((d) => ({ ...d, country, university: '' }));
              }}
            >
              <option value="">{t('talentPool.filters.any')}</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.name}>
                  {countryLabel(c.name, lng)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="talent-university">{t('talentPool.filters.university')}</label>
            <select id="talent-university" className="input" value={draft.university} disabled={!draft.country} onChange={(e) => set('university', e.currentTarget.value)}>
              <option value="">{draft.country ? t('talentPool.filters.any') : t('talentPool.filters.countryFirst')}</option>
              {draft.university && !universities.includes(draft.university) && <option value={draft.university}>{draft.university}</option>}
              {universities.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="talent-skills">{t('talentPool.filters.skills')}</label>
            <input id="talent-skills" className="input" maxLength={600} value={draft.skills} onChange={(e) => set('skills', e.currentTarget.value)} placeholder={t('talentPool.filters.skillsHint')} />
          </div>
          <div className="field">
            <label htmlFor="talent-event">{t('talentPool.filters.event')}</label>
            <select id="talent-event" className="input" value={draft.event} onChange={(e) => set('event', e.currentTarget.value)}>
              <option value="">{t('talentPool.filters.any')}</option>
              {options.status === 'ready' &&
                options.value.events.map((ev) => (
                  <option key={ev.uniqueId} value={ev.uniqueId}>
                    {ev.title}
                  </option>
                ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="talent-sort">{t('talentPool.filters.sort')}</label>
            <select id="talent-sort" className="input" value={draft.sort} onChange={(e) => set('sort', e.currentTarget.value === 'percentile' ? 'percentile' : 'relevance')} data-testid="talent-sort">
              <option value="relevance">{t('talentPool.filters.relevance')}</option>
              <option value="percentile">{t('talentPool.filters.percentile')}</option>
            </select>
          </div>
          <label className="talent__toggle">
            <input type="checkbox" checked={draft.targets} onChange={(e) => set('targets', e.currentTarget.checked)} data-testid="talent-targets" />
            <span>{t('talentPool.filters.targets')}</span>
          </label>
          <div className="talent__actions">
            <button type="submit" className="button button--primary" data-testid="talent-search">
              {t('talentPool.filters.apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => apply(empty)}>
              {t('talentPool.filters.reset')}
            </button>
          </div>
        </form>
        </details>

        <section className="talent__results" aria-labelledby="talent-results-title" aria-busy={results.status === 'loading'}>
          <h2 id="talent-results-title" className="talent__results-title">
            {results.status === 'ready'
              ? t(results.value.more ? 'talentPool.results.countMore' : 'talentPool.results.count', { count: results.value.total })
              : t('talentPool.results.title')}
          </h2>
          {results.status === 'ready' && results.value.more && applied.sort === 'relevance' && applied.q.trim() !== '' && (
            // The API ranks the newest thousand matches of a text search (docs/talent-pool.md): say so.
            <p className="muted" data-testid="talent-ranked-newest">
              {t('talentPool.results.rankedNewest', { count: results.value.total })}
            </p>
          )}
          {results.status === 'loading' && (
            <p className="muted" role="status" data-testid="talent-loading">
              {t('common.loading')}
            </p>
          )}
          {results.status === 'failed' && <TalentLoadFailed onRetry={results.reload} />}
          {results.status === 'ready' && results.value.students.length === 0 && (
            <div className="employer-card talent__empty" data-testid="talent-empty">
              <p>{t('talentPool.results.empty')}</p>
              <p className="muted">{t('talentPool.results.emptyHint')}</p>
            </div>
          )}
          {results.status === 'ready' && results.value.students.length > 0 && (
            <ul className="talent__cards">
              {results.value.students.map((s) => (
                <li key={s.uniqueId} className="employer-card talent__card" data-testid="talent-result">
                  <div className="talent__card-head">
                    <h3>
                      <Link to={paths.employerArea.talentUser.href(s.uniqueId)} data-testid="talent-result-name">
                        {fullName(s) || t('talentPool.unnamed')}
                      </Link>
                    </h3>
                    {s.bestBand !== null && <span className="talent__badge">{bandLabel(t, s.bestBand, lng)}</span>}
                  </div>
                  <p className="muted">
                    {s.university.name} · {countryLabel(s.university.area, lng)}
                    {s.yearOfStudy ? ` · ${yearLabel(t, s.yearOfStudy)}` : ''}
                  </p>
                  {s.tracks.length > 0 && <p className="talent__line">{s.tracks.map((id) => trackLabel(t, id)).join(', ')}</p>}
                  {s.skills.length > 0 && (
                    <ul className="talent__chips" aria-label={t('talentPool.skills')}>
                      {s.skills.map((skill) => (
                        <li key={skill}>{skill}</li>
                      ))}
                    </ul>
                  )}
                  <ShortListButton organisationId={organisationId} studentId={s.uniqueId} name={fullName(s)} />
                </li>
              ))}
            </ul>
          )}
          {results.status === 'ready' && pages > 1 && (
            <nav className="talent__paging" aria-label={t('talentPool.results.paging')}>
              <button type="button" className="button button--secondary button--small" disabled={applied.page <= 1} onClick={() => apply({ ...applied, page: applied.page - 1 })}>
                {t('talentPool.results.previous')}
              </button>
              <span>{t('talentPool.results.page', { page: applied.page, pages })}</span>
              <button type="button" className="button button--secondary button--small" disabled={applied.page >= pages} onClick={() => apply({ ...applied, page: applied.page + 1 })} data-testid="talent-next">
                {t('talentPool.results.next')}
              </button>
            </nav>
          )}
        </section>
      </div>
    </TalentFrame>
  );
}
