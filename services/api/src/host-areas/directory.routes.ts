import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { industryValues, companySizeValues } from '@fast-track/shared/company-profile-rules';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { trackIds } from '@fast-track/shared/tracks';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { membershipOf, type Caller, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import { findOrganisation } from '../organisations/index.ts';
import { DIRECTORY_PAGE_SIZE, directoryCompany, searchDirectory } from './company-directory.queries.ts';
import type { University } from './insights.queries.ts';
import { SOCIETY_PAGE_SIZE, searchSocieties, societyPage } from './society-directory.queries.ts';

// Issue 13: what career centers and student societies look up beyond their own items (docs/host-areas.md) —
// employers with their activity at the viewer's university, the other societies, a society's page, and the
// employer jobs a career center's students can see.

const page = z.coerce.number().int().min(1).max(500).default(1);
const text = (max: number) => storableText(max).transform((s) => s.trim());

const directoryQuery = z
  .object({
    q: text(200).default(''),
    industry: z.enum(industryValues).optional(),
    track: z.enum(trackIds).optional(),
    size: z.enum(companySizeValues).optional(),
    location: text(80).optional(),
    hiring: z.enum(['true', 'false']).optional(),
    page,
  })
  .strict();

const societiesQuery = z.object({ q: text(200).default(''), scope: z.enum(['university', 'all']).default('all'), page }).strict();
const pageQuery = z.object({ page }).strict();
const linkParam = z.object({ link: z.string().max(80).regex(/^[a-z0-9-]+$/i) });

class HostKindError extends ForbiddenError {}

export function directoryRoutes(deps: { db: Db; now: () => number }, guard: Guard): Router {
  const router = Router();
  const hosts = guard.requireMembership('*');

  /** The viewer's university: the career center's or the society's (a company member gets 403). */
  const universityOf = async (res: Response, kinds: readonly string[]): Promise<{ organisationId: string; university: University }> => {
    const membership = membershipOf(res);
    if (!kinds.includes(membership.kind)) throw new HostKindError('Only career centers and student organisations look employers up here.');
    const host = await findOrganisation(deps.db, membership.organisationId);
    if (!host?.university) throw new NotFoundError('This organisation has no university.');
    return { organisationId: host.organisationId, university: host.university };
  };
  const hostKinds = ['career_center', 'student_organisation'] as const;

  router.get('/organisations/:organisationId/directory/companies', hosts, async (req, res) => {
    const query = parseBody(directoryQuery, { ...req.query });
    const { university } = await universityOf(res, hostKinds);
    const found = await searchDirectory(deps.db, university, { ...query, hiring: query.hiring === 'true' }, query.page, deps.now());
    res.set('Cache-Control', 'private, no-store').json({ ...found, page: query.page, pageSize: DIRECTORY_PAGE_SIZE });
  });

  router.get('/organisations/:organisationId/directory/companies/:link', hosts, async (req, res) => {
    const { link } = parseBody(linkParam, req.params);
    const { university } = await universityOf(res, hostKinds);
    const company = await directoryCompany(deps.db, university, link, deps.now());
    if (!company) throw new NotFoundError('No such company.');
    res.set('Cache-Control', 'private, no-store').json({ company });
  });

  router.get('/organisations/:organisationId/directory/societies', hosts, async (req, res) => {
    const query = parseBody(societiesQuery, { ...req.query });
    const viewer = await universityOf(res, ['student_organisation']);
    const found = await searchSocieties(deps.db, viewer, query, query.page);
    res.set('Cache-Control', 'private, no-store').json({ ...found, page: query.page, pageSize: SOCIETY_PAGE_SIZE });
  });

  // The employer jobs a career center's students can see: open, public jobs of approved companies.
  router.get('/organisations/:organisationId/directory/jobs', hosts, async (req, res) => {
    const query = parseBody(pageQuery, { ...req.query });
    await universityOf(res, ['career_center']);
    const found = await deps.db.query<{ job_id: string; title: string; type: string; track_id: string; deadline: Date | string; company: string; total: string }>(
      `SELECT j.job_id::text AS job_id, j.title, j.type, j.track_id, j.deadline, o.name AS company, count(*) OVER () AS total
       FROM job_posts j JOIN organisations o ON o.organisation_id = j.company_id AND o.kind = 'company' AND o.status = 'active'
       WHERE j.status = 'open' AND j.deadline > $1 AND j.visibility = 'everyone' AND ${notTakenDown('j.job_id')}
       ORDER BY j.deadline, j.job_id LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET $2`,
      [new Date(deps.now()).toISOString(), (query.page - 1) * DIRECTORY_PAGE_SIZE],
    );
    res.set('Cache-Control', 'private, no-store').json({
      jobs: found.rows.map((r) => ({ uniqueId: r.job_id, title: r.title, type: r.type, track: r.track_id, deadline: new Date(r.deadline).toISOString(), company: r.company, visibility: 'everyone' })),
      total: Number(found.rows[0]?.total ?? 0),
      page: query.page,
      pageSize: DIRECTORY_PAGE_SIZE,
    });
  });

  // Public: a society's page for students and visitors; a stale token reads it as a visitor (never a 401).
  const maybeSignedIn = (req: Request, res: Response, next: NextFunction): void => {
    guard.requireAccount(req, res, () => {
      res.removeHeader('WWW-Authenticate');
      next();
    });
  };
  router.get('/societies/:link', maybeSignedIn, async (req, res) => {
    const { link } = parseBody(linkParam, req.params);
    const viewer = (res.locals['caller'] as Caller | undefined)?.accountId;
    const found = await societyPage(deps.db, link, viewer, deps.now());
    if (!found) throw new NotFoundError('No such society.');
    res.set('Cache-Control', 'private, no-store').json(found);
  });

  return router;
}
