import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { LoadFailed } from '../../features/employer/components/load-failed.tsx';
import { useCurrentCompany } from '../../features/employer/hooks/use-current-company.ts';
import type { Membership } from '../../lib/account.ts';
import '../../features/employer/components/employer.css';

// Most employers have a company: the "no company yet" screen (and its calls) loads for one who has none (issue 28).
const NoCompany = lazy(() => import('../../features/employer/components/no-company.tsx').then((m) => ({ default: m.NoCompany })));

/**
 * The employer areas (company, events, jobs) all start from the current company: a spinner while the account loads,
 * one error with a retry when it failed, the "no company yet" screen when there is none, else the company.
 */
export function CurrentCompanyGate({ children }: { children: (company: Membership) => ReactNode }) {
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
        <Suspense fallback={<PageSpinner />}>
          <NoCompany requested={null} />
        </Suspense>
      </div>
    );
  }
  if (current.status !== 'ready') return <PageSpinner />;
  return <>{children(current.company)}</>;
}
