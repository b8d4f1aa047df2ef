import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import type { HostAreaKind } from '../../features/host-areas/components/host-area-kind.ts';
import { HostAreaNav } from '../../features/host-areas/components/host-area-nav.tsx';
import { useCurrentOrganisation } from '../../features/student-organisations/components/use-current-organisation.ts';
import type { Membership } from '../../lib/account.ts';
import { useAccount } from '../../lib/use-account.ts';

export interface HostAreaContext {
  kind: HostAreaKind;
  organisationId: string;
  membership: Membership;
  myUniqueId: string;
  /** Active: may publish (career centers and student organisations are active from creation). */
  approved: boolean;
  nav: ReactNode;
}

/**
 * The host of a /cc/… or /so/… screen: the signed-in person's career center, or the student organisation they chose
 * on the dashboard. A spinner while the account loads, one error with retry, and a way on when there is none.
 */
export function HostAreaGate({ kind, children }: { kind: HostAreaKind; children: (context: HostAreaContext) => ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  const societies = useCurrentOrganisation(kind === 'student_organisation' ? account.me : null, account.reload);
  if (account.status === 'loading' || account.status === 'anonymous' || societies.waiting) return <PageSpinner />;
  if (account.status === 'failed' || !account.me) {
    return (
      <div className="container page">
        <div className="alert alert--error" role="alert" data-testid="host-area-error">
          <p>{t('hostAreas.gate.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={account.reload}>
            {t('hostAreas.gate.retry')}
          </button>
        </div>
      </div>
    );
  }
  const found = kind === 'career_center' ? account.me.memberships.find((m) => m.kind === 'career_center') : societies.current;
  // A career center not yet approved grants its people nothing (issue 22): the dashboard says what they wait for.
  const membership = kind === 'career_center' && found?.status !== 'active' ? undefined : found;
  if (!membership) {
    return (
      <div className="container page">
        <p className="alert alert--info alert--wrap" data-testid="host-area-none">
          {t(kind === 'career_center' ? 'hostAreas.gate.noCenter' : 'hostAreas.gate.noOrganisation')}{' '}
          <Link to={kind === 'career_center' ? paths.careerCenterArea.dashboard.href() : paths.studentOrgArea.create.href()}>
            {t(kind === 'career_center' ? 'hostAreas.gate.toDashboard' : 'hostAreas.gate.create')}
          </Link>
        </p>
      </div>
    );
  }
  return children({ kind, organisationId: membership.organisationId, membership, myUniqueId: account.me.account.uniqueId, approved: membership.status === 'active', nav: <HostAreaNav kind={kind} /> });
}
