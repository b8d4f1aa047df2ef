import { answered } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getOrganisation } from '../api/get-organisation.ts';
import type { Organisation } from '../api/organisation-schema.ts';

/** `GET /api/organisations/:id` for the company card; null while loading or when it failed (the card then shows less). */
export function useOrganisation(organisationId: string | null): Organisation | null {
  const loaded = useOutcome(organisationId || null, () => answered(getOrganisation(organisationId ?? '')));
  return loaded.status === 'ready' ? loaded.value : null;
}
