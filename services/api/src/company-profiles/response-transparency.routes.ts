import { Router } from 'express';
import type { Db } from '@fast-track/shared/db/db';
import { CompanyNotFoundError } from './company-profile.decider.ts';
import { responsivenessOf } from './read-models/response-transparency.queries.ts';

export interface ResponseTransparencyDeps {
  db: Db;
  now: () => number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Public (docs/companies.md § Response transparency): how a company answers students, for its page and its job
 * pages. Only an approved company has a figure to show; any other id is simply not found.
 */
export function responseTransparencyRoutes(deps: ResponseTransparencyDeps): Router {
  const router = Router();
  router.get('/companies/:companyId/responsiveness', async (req, res) => {
    const companyId = String(req.params['companyId']).toLowerCase();
    if (!uuid.test(companyId)) throw new CompanyNotFoundError('No such company.');
    const company = await deps.db.query(`SELECT 1 FROM organisations WHERE organisation_id = $1 AND kind = 'company' AND status = 'active'`, [companyId]);
    if (company.rows.length === 0) throw new CompanyNotFoundError('No such company.');
    const responsiveness = (await responsivenessOf(deps.db, [companyId], deps.now())).get(companyId) ?? null;
    // A figure over days of answers: five minutes stale is fine, and a popular job page should not recount it per view.
    res.set('Cache-Control', 'public, max-age=300').json({ responsiveness });
  });
  return router;
}
