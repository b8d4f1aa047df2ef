import type { ReactNode } from 'react';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { CurrentCompanyGate } from './current-company-gate.tsx';

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
  return <CurrentCompanyGate>{(company) => children({ organisationId: company.organisationId, approved: company.status === 'active', nav: <EmployerNav /> })}</CurrentCompanyGate>;
}
