import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { trackIds } from '@fast-track/shared/tracks';
import { yearsOfStudy } from '@fast-track/shared/year-of-study';
import { Router } from 'express';
import { z } from 'zod';
import { membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { findOrganisation } from '../organisations/index.ts';
import { insightsOf } from './insights.ts';

const filtersQuery = z
  .object({
    track: z.enum(trackIds).optional(),
    yearOfStudy: z.enum(yearsOfStudy).optional(),
  })
  .strict();

/**
 * GET /api/organisations/:organisationId/insights?track=&yearOfStudy= — the career center's university at a glance,
 * for its staff only (docs/host-areas.md); aggregates with a minimum group of five (insights.ts).
 */
export function insightsRoutes(deps: { db: Db; now: () => number }, guard: Guard): Router {
  const router = Router();
  router.get('/organisations/:organisationId/insights', guard.requireMembership('career_center'), async (req, res) => {
    const filters = parseBody(filtersQuery, { ...req.query });
    const center = await findOrganisation(deps.db, membershipOf(res).organisationId);
    if (!center?.university) throw new NotFoundError('This career center has no university.');
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', insights: await insightsOf(deps.db, center.university, filters, deps.now()) });
  });
  return router;
}
