import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import type { Membership } from '../../../lib/account.ts';
import { useAccount } from '../../../lib/use-account.ts';
import { useTeam } from '../../../lib/use-team.ts';
import { useCurrentCompany } from '../hooks/use-current-company.ts';
import { useOrganisation } from '../hooks/use-organisation.ts';
import { CompanyCard } from './company-card.tsx';
import { EmployerNav } from './employer-nav.tsx';
import { LoadFailed } from './load-failed.tsx';
import './employer.css';

// Most employers have a company: the "no company yet" part (and its calls) loads for one who has none (issue 28).
const NoCompany = lazy(() => import('./no-company.tsx').then((m) => ({ default: m.NoCompany })));

/**
 * /dashboard: greeting, the company and its review status, the team in numbers, and what to do next; `children`
 * adds the company's activity (events, jobs, setup checklist), composed by the route.
 */
export function EmployerDashboard({ children }: { children?: (company: Membership) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const account = useAccount();
  const current = useCurrentCompany();
  const company = current.status === 'ready' ? current.company : null;
  const organisation = useOrganisation(company?.organisationId ?? null);
  const canManage = company?.role === 'owner' || company?.role === 'admin';
  const team = useTeam(company?.organisationId ?? null, canManage);
  const requested = (location.state as { joinRequested?: string } | null)?.joinRequested ?? null;

  useEffect(() => {
    document.title = t('employer.dashboard.documentTitle');
  }, [t]);

  if (current.status === 'loading') return <PageSpinner />;
  const firstName = account.status === 'ready' ? account.me.account.firstName : '';

  return (
    <div className="container page employer-page" data-testid="employer-dashboard">
      <header className="page-header">
        <p className="eyebrow">{t('employer.dashboard.eyebrow')}</p>
        <h1 className="page-title" data-testid="employer-greeting">
          {firstName ? t('employer.dashboard.greeting', { name: firstName }) : t('employer.dashboard.greetingNoName')}
        </h1>
      </header>
      <EmployerNav />
      {current.status === 'failed' && <LoadFailed onRetry={current.reload} />}
      {current.status === 'none' && (
        <Suspense fallback={<PageSpinner />}>
          <NoCompany requested={requested} />
        </Suspense>
      )}
      {company && (
        <div className="employer-grid">
          <CompanyCard membership={company} organisation={organisation.organisation} loading={organisation.loading} />
          <section className="employer-card" aria-labelledby="team-summary-title" data-testid="team-summary">
            <h2 id="team-summary-title">{t('employer.dashboard.team.title')}</h2>
            {team.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
            {team.status === 'failed' && <LoadFailed onRetry={team.reload} />}
            {team.status === 'ready' && (
              <ul className="team-summary" role="list">
                <li>
                  <strong>{team.team.members.length}</strong> {t('employer.dashboard.team.members', { count: team.team.members.length })}
                </li>
                <li>
                  <strong>{team.team.invitations.length}</strong> {t('employer.dashboard.team.invitations', { count: team.team.invitations.length })}
                </li>
                {canManage && (
                  <li>
                    <strong>{team.requests.length}</strong> {t('employer.dashboard.team.requests', { count: team.requests.length })}
                  </li>
                )}
              </ul>
            )}
            <Link to={paths.employerArea.team.href()} className="button button--secondary button--small">
              {t('employer.dashboard.team.open')}
            </Link>
          </section>
          {children?.(company)}
          <section className="employer-card employer-card--wide" aria-labelledby="next-steps-title">
            <h2 id="next-steps-title">{t('employer.dashboard.next.title')}</h2>
            <ol className="employer-steps">
              {!company.jobRole && (
                <li>
                  <Link to={paths.employerArea.chooseRole.href()}>{t('employer.dashboard.next.role')}</Link>
                </li>
              )}
              {canManage && (
                <li>
                  <Link to={paths.employerArea.team.href()}>{t('employer.dashboard.next.invite')}</Link>
                </li>
              )}
              {canManage && team.requests.length > 0 && (
                <li>
                  <Link to={paths.employerArea.team.href()}>{t('employer.dashboard.next.requests', { count: team.requests.length })}</Link>
                </li>
              )}
              <li>{t(company.status === 'active' ? 'employer.dashboard.next.active' : 'employer.dashboard.next.wait')}</li>
            </ol>
          </section>
        </div>
      )}
    </div>
  );
}
