import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useOverview } from '../hooks/use-overview.ts';
import { CompanyProfileView } from './company-profile-view.tsx';
import { LoadError } from './load-error.tsx';
import './company.css';

interface Props {
  organisationId: string;
  canEdit: boolean;
  nav: ReactNode;
  editHref: string;
  publicHref: (link: string) => string;
  eventHref: (link: string) => string;
  jobHref: (jobId: string) => string;
}

/**
 * /dashboard/company/{uniqueId}: the company page as students will see it, for its members, with what keeps it from
 * students (review, or hidden in the settings) said plainly, and Edit for owners and admins.
 */
export function EmployerCompanyPage({ organisationId, canEdit, nav, editHref, publicHref, eventHref, jobHref }: Props) {
  const { t } = useTranslation();
  const { state, reload } = useOverview(organisationId);
  useEffect(() => {
    document.title = t('company.page.employerDocumentTitle');
  }, [t]);

  const body = (() => {
    if (state.status === 'loading') return <PageSpinner />;
    if (state.status === 'failed') return <LoadError onRetry={reload} />;
    const { company, upcomingEvents, openJobs } = state.overview;
    const visible = company.status === 'active' && company.settings.publicPage;
    const notice = !visible && (
      <div className={`status-banner status-banner--${company.status === 'active' ? 'pending' : company.status}`} role="status" data-testid="company-visibility">
        <strong>{t(company.status === 'active' ? 'company.page.hiddenTitle' : 'company.page.notPublicTitle')}</strong>
        <p>{t(company.status === 'active' ? 'company.page.hiddenBody' : `company.page.notPublic.${company.status}`)}</p>
      </div>
    );
    const actions = (
      <>
        {canEdit && (
          <Link className="button button--primary button--small" to={editHref} data-testid="company-edit">
            {t('company.page.edit')}
          </Link>
        )}
        {visible && (
          <Link className="button button--secondary button--small" to={publicHref(company.link)} data-testid="company-public-link">
            {t('company.page.viewPublic')}
          </Link>
        )}
      </>
    );
    return (
      <CompanyProfileView
        name={company.name}
        profile={company.profile}
        events={upcomingEvents}
        jobs={openJobs}
        eventHref={eventHref}
        jobHref={jobHref}
        actions={actions}
        notice={notice || undefined}
      />
    );
  })();

  return (
    <div className="container page employer-page" data-testid="employer-company-page">
      {nav}
      {body}
    </div>
  );
}
