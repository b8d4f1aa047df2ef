import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { LoadFailed } from '../../features/employer/components/load-failed.tsx';
import { NoCompany } from '../../features/employer/components/no-company.tsx';
import { useCurrentCompany } from '../../features/employer/hooks/use-current-company.ts';
import '../../features/employer/components/employer.css';

export interface EmployerEventContext {
  organisationId: string;
  /** An admin approved the company: it may publish (before that, drafts only). */
  approved: boolean;
  nav: ReactNode;
}

/**
 * The employer's event screens (behind the employer guard) need the current company: they get its id, whether it may
 * publish, and the employer navigation from here, so the hosted-events feature stays free of employer code (the same
 * screens serve student organisations and career centers later).
 */
export function EmployerEventArea({ children }: { children: (context: EmployerEventContext) => ReactNode }) {
  const current = useCurrentCompany();
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
  return <>{children({ organisationId: current.company.organisationId, approved: current.company.status === 'active', nav: <EmployerNav /> })}</>;
}
