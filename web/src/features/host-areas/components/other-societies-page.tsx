import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { searchSocieties } from '../api/directory.ts';
import { Pager } from './pager.tsx';
import './host-directory.css';

type Filters = { q: string; scope: 'all' | 'university' };

/** /so/dashboard/other/organizations: the other societies, the own university's first, to find partners. */
export function OtherSocietiesPage({ organisationId, nav, societyHref }: { organisationId: string; nav: ReactNode; societyHref: (link: string) => string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>({ q: '', scope: 'all' });
  const [filters, setFilters] = useState<Filters>({ q: '', scope: 'all' });
  const [page, setPage] = useState(1);
  const loaded = useOutcome(`${organisationId}/${filters.q}/${filters.scope}/${page}`, () => searchSocieties(organisationId, filters, page));

  useEffect(() => {
    document.title = t('hostDirectory.societies.documentTitle');
  }, [t]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  return (
    <div className="container page directory" data-testid="other-societies-page">
      <header className="page-header">
        <h1 className="page-title">{t('hostDirectory.societies.title')}</h1>
      </header>
      {nav}
      <p className="muted">{t('hostDirectory.societies.intro')}</p>
      <form className="directory__filters" role="search" aria-label={t('hostDirectory.societies.searchLabel')} onSubmit={submit}>
        <div className="field directory__filters-wide">
          <label htmlFor="society-q">{t('hostDirectory.societies.name')}</label>
          <input id="society-q" className="input" type="search" maxLength={200} value={draft.q} onChange={(e) => setDraft((d) => ({ ...d, q: e.currentTarget.value }))} data-testid="society-search-q" />
        </div>
        <fieldset className="directory__scope">
          <legend>{t('hostDirectory.societies.scope')}</legend>
          {(['all', 'university'] as const).map((scope) => (
            <label key={scope} className="checkbox">
              <input type="radio" name="society-scope" value={scope} checked={draft.scope === scope} onChange={() => setDraft((d) => ({ ...d, scope }))} />
              {t(`hostDirectory.societies.scopes.${scope}`)}
            </label>
          ))}
        </fieldset>
        <div className="directory__actions">
          <button type="submit" className="button button--primary" data-testid="society-search-submit">
            {t('hostDirectory.companies.search')}
          </button>
        </div>
      </form>
      {loaded.status === 'loading' && (
        <div className="directory__list" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="skeleton--tile" />
        </div>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert" data-testid="society-search-error">
          <p>{t('hostDirectory.societies.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('hostAreas.gate.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.items.length === 0 && (
        <p className="muted" data-testid="society-search-empty">
          {t('hostDirectory.societies.empty')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.items.length > 0 && (
        <>
          <ul className="directory__list" data-testid="society-search-results">
            {loaded.value.items.map((society) => (
              <li key={society.organisationId} className="directory-card" data-testid="society-result">
                <div className="directory-card__head">
                  {society.logo ? <img className="directory-card__logo" src={society.logo} alt="" loading="lazy" /> : <span className="directory-card__logo directory-card__logo--empty" aria-hidden="true" />}
                  <h2 className="directory-card__title">
                    <Link to={societyHref(society.link)}>{society.name}</Link>
                  </h2>
                </div>
                <p className="directory-card__meta">
                  {[society.category, society.university?.name].filter(Boolean).join(' · ')}
                  {society.sameUniversity && <span className="directory-tag">{t('hostDirectory.societies.yourUniversity')}</span>}
                </p>
                {society.description && <p className="directory-card__text">{society.description}</p>}
              </li>
            ))}
          </ul>
          <Pager page={loaded.value.page} pageSize={loaded.value.pageSize} total={loaded.value.total} onPage={setPage} testId="society-search-pager" />
        </>
      )}
    </div>
  );
}
