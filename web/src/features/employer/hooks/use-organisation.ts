import { useEffect, useState } from 'react';
import { getOrganisation } from '../api/get-organisation.ts';
import type { Organisation } from '../api/organisation-schema.ts';

/** `GET /api/organisations/:id` for the company card; null while loading or when it failed (the card then shows less). */
export function useOrganisation(organisationId: string | null): Organisation | null {
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  useEffect(() => {
    if (!organisationId) return undefined;
    let live = true;
    getOrganisation(organisationId)
      .then((o) => {
        if (live) setOrganisation(o);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [organisationId]);
  return organisation?.organisationId === organisationId ? organisation : null;
}
