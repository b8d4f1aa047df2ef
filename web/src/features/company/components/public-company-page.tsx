import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getPublicCompany } from '../api/company-api.ts';
import type { PublicCompany } from '../api/company-schema.ts';
import { CompanyProfileView } from './company-profile-view.tsx';
import { LoadError } from './load-error.tsx';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; page: PublicCompany };

interface Props {
  link: string;
  eventHref: (link: string) => string;
  jobHref: (jobId: string) => string;
  eventsHref: string;
  /** Under the tagline, given the loaded company (the app composes another feature's note in). */
  byline?: (company: PublicCompany['company']) => ReactNode;
}

/** /company/{link}: an approved company's page for students and visitors. */
export function PublicCompanyPage({ link, eventHref, jobHref, eventsHref, byline }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    getPublicCompany(link).then(
      (outcome) => setState(outcome.ok ? { status: 'ready', page: outcome.value } : outcome.status === 404 ? { status: 'missing' } : { status: 'failed' }),
      () => setState({ status: 'failed' }),
    );
  }, [link]);
  useEffect(load, [load]);

  const name = state.status === 'ready' ? state.page.company.name : '';
  useEffect(() => {
    document.title = name ? t('company.page.documentTitle', { name }) : t('company.page.documentTitleNone');
  }, [name, t]);

  return (
    <div className="container page">
      {state.status === 'loading' && (
        <div aria-busy="true" aria-label={t('common.loading')} data-testid="company-loading">
          <Skeleton className="skeleton--hero" />
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--medium" />
        </div>
      )}
      {state.status === 'missing' && (
        <div className="company-empty" data-testid="company-missing">
          <h1 className="page-title">{t('company.page.missingTitle')}</h1>
          <p className="muted">{t('company.page.missingBody')}</p>
          <Link className="button button--primary" to={eventsHref}>
            {t('company.page.toEvents')}
          </Link>
        </div>
      )}
      {state.status === 'failed' && <LoadError onRetry={load} />}
      {state.status === 'ready' && (
        <CompanyProfileView
          name={state.page.company.name}
          profile={state.page.company}
          events={state.page.events}
          jobs={state.page.jobs}
          eventHref={eventHref}
          jobHref={jobHref}
          byline={byline?.(state.page.company)}
        />
      )}
    </div>
  );
}
