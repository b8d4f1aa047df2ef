import type { Db } from '@fast-track/shared/db/db';
import { Router } from 'express';
import { z } from 'zod';
import type { Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';

const searchQuery = z
  .object({
    q: storableText(200).transform((s) => s.trim()).default(''),
    industry: storableText(80).transform((s) => s.trim()).optional(),
  })
  .strict();

/** `%` and `_` are LIKE wildcards: a search for "50%" means the text, not a pattern. */
const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/companies/search?q=&industry= — approved companies on the platform by name (and industry), for career
 * center staff and students running societies (a sponsor card links to one; docs/host-areas.md). At most 20.
 */
export function companySearchRoutes(deps: { db: Db }, guard: Guard): Router {
  const router = Router();
  router.get('/companies/search', guard.requireKind('career_center', 'student', 'employer'), async (req, res) => {
    const { q, industry } = parseBody(searchQuery, { ...req.query });
    const found = await deps.db.query<{ organisation_id: string; name: string; logo: string | null; industry: string | null; size: string | null; country: string | null }>(
      `SELECT organisation_id::text AS organisation_id, name, profile->>'logo' AS logo, profile->>'industry' AS industry, profile->>'size' AS size,
              profile->>'country' AS country
       FROM organisations WHERE kind = 'company' AND status = 'active' AND name ILIKE $1 AND ($2::text IS NULL OR profile->>'industry' ILIKE $2)
       ORDER BY name, organisation_id LIMIT 20`,
      [likeText(q), industry ? likeText(industry) : null],
    );
    res.set('Cache-Control', 'private, no-store').json({
      companies: found.rows.map((r) => ({ organisationId: r.organisation_id, name: r.name, logo: r.logo, industry: r.industry, size: r.size, country: r.country })),
    });
  });
  return router;
}
