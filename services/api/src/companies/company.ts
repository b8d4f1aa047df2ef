import type { DomainEvent } from '@fast-track/shared/event-store/types';

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type CompanyRegistered = DomainEvent<
  'CompanyRegistered',
  { companyId: string; slug: string; name: string; logo: string; registeredAt: string }
>;
export type CompanyEvent = CompanyRegistered;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type CompanyState = { status: 'unknown' } | { status: 'registered'; companyId: string; slug: string };

export const initialCompanyState = (): CompanyState => ({ status: 'unknown' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyRegistered':
      return { status: 'registered', companyId: event.data.companyId, slug: event.data.slug };
    default:
      return state;
  }
}

/** One stream per company. */
export const companyStreamId = (companyId: string): string => `company-${companyId}`;
