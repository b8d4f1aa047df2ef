import { useOutcome } from '../../../lib/use-outcome.ts';
import { getCompanyOverview } from '../api/company-api.ts';
import type { CompanyOverview } from '../api/company-schema.ts';

export type OverviewState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; overview: CompanyOverview };

/**
 * The company, its upcoming events, open jobs and setup checklist, for its members' screens. Loaded through useOutcome,
 * so a switch to another company never shows (or is overwritten by) the previous one's answer.
 */
export function useOverview(organisationId: string): { state: OverviewState; reload: () => void } {
  const loaded = useOutcome(organisationId, () => getCompanyOverview(organisationId));
  const state: OverviewState = loaded.status === 'ready' ? { status: 'ready', overview: loaded.value } : loaded.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
  return { state, reload: loaded.reload };
}
