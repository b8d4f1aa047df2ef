import { answered } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getOrganisation } from '../api/get-organisation.ts';
import type { Organisation } from '../api/organisation-schema.ts';

export interface OrganisationFacts {
  /** Null while loading or when it failed (the card then shows less). */
  organisation: Organisation | null;
  /** Still on its way: the card keeps the facts' room meanwhile, so nothing below it moves when they arrive. */
  loading: boolean;
}

/** `GET /api/organisations/:id` for the company card. */
export function useOrganisation(organisationId: string | null): OrganisationFacts {
  const loaded = useOutcome(organisationId || null, () => answered(getOrganisation(organisationId ?? '')));
  return { organisation: loaded.status === 'ready' ? loaded.value : null, loading: organisationId !== null && loaded.status === 'loading' };
}
