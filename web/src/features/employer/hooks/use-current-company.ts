import { useEffect } from 'react';
import type { Membership } from '../../../lib/account.ts';
import { setAppState, useAppState } from '../../../lib/app-state.ts';
import { useAccount } from '../../../lib/use-account.ts';

export type CurrentCompany =
  | { status: 'loading' | 'failed'; company: null; reload: () => void }
  | { status: 'none'; company: null; reload: () => void }
  | { status: 'ready'; company: Membership; reload: () => void };

/**
 * The employer's current company: the one chosen in `root.company` if they still belong to it, else their first
 * company (which then becomes the chosen one).
 */
export function useCurrentCompany(): CurrentCompany {
  const account = useAccount();
  const { company: chosen } = useAppState();
  const companies = account.status === 'ready' ? account.me.memberships.filter((m) => m.kind === 'company') : [];
  const company = companies.find((m) => m.organisationId === chosen) ?? companies[0] ?? null;

  useEffect(() => {
    if (company && company.organisationId !== chosen) setAppState({ company: company.organisationId });
  }, [company, chosen]);

  if (account.status === 'loading' || account.status === 'anonymous') return { status: 'loading', company: null, reload: account.reload };
  if (account.status === 'failed') return { status: 'failed', company: null, reload: account.reload };
  if (!company) return { status: 'none', company: null, reload: account.reload };
  return { status: 'ready', company, reload: account.reload };
}
