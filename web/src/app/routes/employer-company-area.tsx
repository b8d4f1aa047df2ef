import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import type { Membership } from '../../lib/account.ts';
import { useAccount } from '../../lib/use-account.ts';
import { CurrentCompanyGate } from './current-company-gate.tsx';

/**
 * The company screens need the employer's membership (which company, which role): given here with the employer
 * navigation, so the company feature stays free of employer code. `organisationId` (from the URL) picks one of the
 * person's companies; without it, the current one.
 */
export function EmployerCompanyArea({ organisationId, children }: { organisationId?: string | undefined; children: (membership: Membership, nav: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <CurrentCompanyGate>
      {(company) => {
        const memberships: Membership[] = account.status === 'ready' ? account.me.memberships : [company];
        const membership = organisationId ? memberships.find((m) => m.kind === 'company' && m.organisationId === organisationId) : company;
        if (!membership) {
          return (
            <div className="container page">
              <p className="alert alert--info" data-testid="company-not-member">
                {t('company.notMember')} <Link to={paths.employerArea.dashboard.href()}>{t('company.toDashboard')}</Link>
              </p>
            </div>
          );
        }
        return children(membership, <EmployerNav />);
      }}
    </CurrentCompanyGate>
  );
}
