import { useCallback, useEffect, useState } from 'react';
import { getCompanyOverview } from '../api/company-api.ts';
import type { CompanyOverview } from '../api/company-schema.ts';

export type OverviewState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; overview: CompanyOverview };

/** The company, its upcoming events, open jobs and setup checklist, for its members' screens. */
export function useOverview(organisationId: string): { state: OverviewState; reload: () => void } {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    getCompanyOverview(organisationId).then(
      (outcome) => setState(outcome.ok ? { status: 'ready', overview: outcome.value } : { status: 'failed' }),
      () => setState({ status: 'failed' }),
    );
  }, [organisationId]);
  useEffect(reload, [reload]);
  return { state, reload };
}
