import { companySizeValues, industries } from '@fast-track/shared/company-profile-rules';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TRACK_IDS } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { searchCompanies, type CompanyFilters, type DirectoryCompany } from '../api/directory.ts';
import type { HostAreaKind } from './host-area-kind.ts';
import { FigureText } from './insights-panel.tsx';
import { Pager } from './pager.tsx';
import './host-directory.css';

const noFilters: CompanyFilters = { q: '', industry: '', track: '', size: '', location: '', hiring: false };

/** The translation key of a stored industry value ('Investment Banking' → employer.industries.investmentBanking). */
export function industryKey(value: string): string | undefined {
  const key = Object.entries(industries).find(([, v]) => v.toLowerCase() === value.toLowerCase())?.[0];
  return key ? `employer.industries.${key}` : undefined;
}

/**
 * /cc|so/dashboard/company/search: employers on the platform by name, industry, track, size, location and hiring now,
 * each with its activity at the host's university (aggregates; "fewer than 5" below five students). One screen for
 * both host kinds.
 */
export function CompanySearchPage({ kind, organisationId, nav, companyHref }: { kind: HostAreaKind; organisationId: string; nav: ReactNode; companyHref: (link: string) => string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CompanyFilters>(noFilters);
  const [filters, setFilters] = useState<CompanyFilters>(noFilters);
  const [page, setPage] = useState(1);
  const loaded = useOutcome(`${organisationId}/${JSON.stringify(filters)}/${page}`, () => searchCompanies(organisationId, filters, page));

  useEffect(() => {
    document.title = t('hostDirectory.companies.documentTitle');
  }, [t]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const set = <K extends keyof CompanyFilters>(key: K, value: CompanyFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className="container page directory" data-testid="company-search-page">
      <header className="page-header">
        <h1 className="page-title">{t('hostDirectory.companies.title')}</h1>
      </header>
      {nav}
      <p className="muted">{t(kind === 'career_center' ? 'hostDirectory.companies.introCenter' : 'hostDirectory.companies.introSociety')}</p>
      <form className="directory__filters" role="search" aria-label={t('hostDirectory.companies.searchLabel')} onSubmit={submit}>
        <div className="field directory__filters-wide">
          <label htmlFor="company-q">{t('hostDirectory.companies.name')}</label>
          <input id="company-q" className="input" type="search" maxLength={200} value={draft.q} onChange={(e) => set('q', e.currentTarget.value)} data-testid="company-search-q" />
        </div>
        <FilterSelect id="company-industry" label={t('hostDirectory.companies.industry')} value={draft.industry} anyLabel={t('hostDirectory.companies.any')} options={Object.entries(industries).map(([key, value]) => ({ value, label: t(`employer.industries.${key}`) }))} onChange={(v) => set('industry', v)} />
        <FilterSelect id="company-track" label={t('hostDirectory.companies.track')} value={draft.track} anyLabel={t('hostDirectory.companies.any')} options={TRACK_IDS.map((id) => ({ value: id, label: trackLabel(t, id) }))} onChange={(v) => set('track', v)} />
        <FilterSelect id="company-size" label={t('hostDirectory.companies.size')} value={draft.size} anyLabel={t('hostDirectory.companies.any')} options={companySizeValues.map((size) => ({ value: size, label: t('employer.company.sizeOption', { size }) }))} onChange={(v) => set('size', v)} />
        <div className="field">
          <label htmlFor="company-location">{t('hostDirectory.companies.location')}</label>
          <input id="company-location" className="input" maxLength={80} value={draft.location} onChange={(e) => set('location', e.currentTarget.value)} />
        </div>
        <label className="checkbox directory__hiring">
          <input type="checkbox" checked={draft.hiring} onChange={(e) => set('hiring', e.currentTarget.checked)} data-testid="company-search-hiring" />
          {t('hostDirectory.companies.hiringOnly')}
        </label>
        <div className="directory__actions">
          <button type="submit" className="button button--primary" data-testid="company-search-submit">
            {t('hostDirectory.companies.search')}
          </button>
        </div>
      </form>
      <p className="muted directory__privacy">{t('hostDirectory.companies.privacy')}</p>
      {loaded.status === 'loading' && (
        <div className="directory__list" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="skeleton--tile" />
          <Skeleton className="skeleton--tile" />
        </div>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert" data-testid="company-search-error">
          <p>{loaded.refusal?.status === 400 ? t('hostDirectory.companies.badSearch') : t('hostDirectory.companies.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('hostAreas.gate.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.items.length === 0 && (
        <p className="muted" data-testid="company-search-empty">
          {t('hostDirectory.companies.empty')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.items.length > 0 && (
        <>
          <p className="muted" role="status">
            {t('hostDirectory.companies.found', { count: loaded.value.total })}
          </p>
          <ul className="directory__list" data-testid="company-search-results">
            {loaded.value.items.map((company) => (
              <CompanyCard key={company.organisationId} company={company} href={companyHref(company.link)} />
            ))}
          </ul>
          <Pager page={loaded.value.page} pageSize={loaded.value.pageSize} total={loaded.value.total} onPage={setPage} testId="company-search-pager" />
        </>
      )}
    </div>
  );
}

export function CompanyFacts({ company }: { company: Pick<DirectoryCompany, 'industry' | 'size' | 'country' | 'tracks' | 'hiringNow'> }) {
  const { t } = useTranslation();
  const industry = industryKey(company.industry);
  const facts = [industry ? t(industry) : company.industry, company.size ? t('employer.company.sizeOption', { size: company.size }) : '', company.country].filter(Boolean);
  return (
    <>
      <p className="directory-card__meta">{facts.join(' · ')}</p>
      <p className="directory-card__tags">
        {company.hiringNow && <span className="directory-tag directory-tag--hiring">{t('hostDirectory.companies.hiring')}</span>}
        {company.tracks.map((track) => (
          <span key={track} className="directory-tag">
            {trackLabel(t, track)}
          </span>
        ))}
      </p>
    </>
  );
}

export function ActivityFigures({ activity }: { activity: DirectoryCompany['activity'] }) {
  const { t } = useTranslation();
  return (
    <dl className="directory-activity" aria-label={t('hostDirectory.companies.activityLabel')}>
      <div>
        <dt>{t('hostDirectory.companies.students')}</dt>
        <dd data-testid="activity-students">
          <FigureText figure={activity.students} />
        </dd>
      </div>
      <div>
        <dt>{t('hostDirectory.companies.attendances')}</dt>
        <dd data-testid="activity-attendances">
          <FigureText figure={activity.eventAttendances} />
        </dd>
      </div>
      <div>
        <dt>{t('hostDirectory.companies.applications')}</dt>
        <dd data-testid="activity-applications">
          <FigureText figure={activity.applications} />
        </dd>
      </div>
    </dl>
  );
}

function CompanyCard({ company, href }: { company: DirectoryCompany; href: string }) {
  return (
    <li className="directory-card" data-testid="company-result">
      <div className="directory-card__head">
        {company.logo ? <img className="directory-card__logo" src={company.logo} alt="" loading="lazy" /> : <span className="directory-card__logo directory-card__logo--empty" aria-hidden="true" />}
        <h2 className="directory-card__title">
          <Link to={href}>{company.name}</Link>
        </h2>
      </div>
      <CompanyFacts company={company} />
      <ActivityFigures activity={company.activity} />
    </li>
  );
}
