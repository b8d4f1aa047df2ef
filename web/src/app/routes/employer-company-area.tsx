import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { LoadFailed } from '../../features/employer/components/load-failed.tsx';
import { NoCompany } from '../../features/employer/components/no-company.tsx';
import { useCurrentCompany } from '../../features/employer/hooks/use-current-company.ts';
import type { Membership } from '../../lib/account.ts';
import { useAccount } from '../../lib/use-account.ts';
import '../../features/employer/components/employer.css';

/**
 * The company screens need the employer's membership (which company, which role): given here with the employer
 * navigation, so the company feature stays free of employer code. `organisationId` (from the URL) picks one of the
 * person's companies; without it, the current one.
 */
export function EmployerCompanyArea({ organisationId, children }: { organisationId?: string | undefined; children: (membership: Membership, nav: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const current = useCurrentCompany();
  const account = useAccount();
  if (current.status === 'loading') return <PageSpinner />;
  if (current.status === 'failed') {
    return (
      <div className="container page">
        <LoadFailed onRetry={current.reload} />
      </div>
    );
  }
  if (current.status === 'none') {
    return (
      <div className="container page">
        <NoCompany requested={null} />
      </div>
    );
  }
  if (current.status !== 'ready') return <PageSpinner />;
  const memberships: Membership[] = account.status === 'ready' ? account.me.memberships : [current.company];
  const membership = organisationId ? memberships.find((m) => m.kind === 'company' && m.organisationId === organisationId) : current.company;
  if (!membership) {
    return (
      <div className="container page">
        <p className="alert alert--info" data-testid="company-not-member">
          {t('company.notMember')} <Link to={paths.employerArea.dashboard.href()}>{t('company.toDashboard')}</Link>
        </p>
      </div>
    );
  }
  return <>{children(membership, <EmployerNav />)}</>;
}
