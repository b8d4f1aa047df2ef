import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { membershipOf, type Guard } from '../../accounts/index.ts';
import { findOrganisation } from '../../organisations/index.ts';
import { benchmarkOf, schoolGroups } from './benchmark.ts';

/** GET /api/organisations/:organisationId/benchmark — the center's staff only; aggregates with a minimum group of five. */
export function benchmarkRoutes(deps: { db: Db }, guard: Guard): Router {
  const router = Router();
  router.get('/organisations/:organisationId/benchmark', guard.requireMembership('career_center'), async (_req, res) => {
    const center = await findOrganisation(deps.db, membershipOf(res).organisationId);
    if (!center?.university) throw new NotFoundError('This career center has no university.');
    const benchmark = benchmarkOf(center.university.area, await schoolGroups(deps.db, center.university));
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', benchmark });
  });
  return router;
}
