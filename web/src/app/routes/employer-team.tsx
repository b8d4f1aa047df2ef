import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { LoadFailed } from '../../features/employer/components/load-failed.tsx';
import { NoCompany } from '../../features/employer/components/no-company.tsx';
import { isJobRole, jobRoleKey } from '../../features/employer/data/job-roles.ts';
import { useCurrentCompany } from '../../features/employer/hooks/use-current-company.ts';
import { TeamScreen } from '../../features/organisation-team/components/team-screen.tsx';
import { useSession } from '../../lib/session.ts';
import '../../features/employer/components/employer.css';

/** /dashboard/Team: the one team screen (features/organisation-team) for the employer's current company. */
export default function EmployerTeamRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const current = useCurrentCompany();
  const company = current.status === 'ready' ? current.company : null;

  useEffect(() => {
    document.title = t('employer.team.documentTitle');
  }, [t]);

  if (current.status === 'loading') return <PageSpinner />;

  return (
    <div className="container page employer-page" data-testid="team-page">
      <header className="page-header">
        <p className="eyebrow">{company?.name ?? t('employer.dashboard.eyebrow')}</p>
        <h1 className="page-title">{t('employer.team.title')}</h1>
      </header>
      <EmployerNav />
      {current.status === 'failed' && <LoadFailed onRetry={current.reload} />}
      {current.status === 'none' && <NoCompany requested={null} />}
      {company && (
        <div className="employer-card">
          <TeamScreen
            key={company.organisationId}
            kind="company"
            standalone
            organisationId={company.organisationId}
            myRole={company.role}
            // The account call knows the person by their account id even when the stored session predates it.
            myUniqueId={session?.uniqueId ?? ''}
            jobRole={(jobRole) => (isJobRole(jobRole) ? t(`${jobRoleKey(jobRole)}.title`) : '—')}
            onLeft={() => void navigate(paths.employerArea.dashboard.href(), { replace: true })}
          />
        </div>
      )}
    </div>
  );
}
