import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { companyItems, itemDetail, stagesOf, type ItemKind, type ItemSummary } from './analytics.queries.ts';
import { csvFileName, toCsv, type CsvCell } from './csv.ts';
import { diversityOfPipeline } from './diversity.queries.ts';
import { groupSmallRows } from './suppression.ts';

// The employer's analytics (issue 14; docs/analytics.md): members of the owning company only (the one
// guard), read-only, never cached by a shared cache.

const noQuery = z.object({}).strict();
const detailQuery = z.object({ scope: z.enum(['all', 'target-schools']).optional() }).strict();
const itemParams = z.object({ organisationId: z.string(), kind: z.enum(['event', 'job', 'challenge']), itemId: z.uuid() });

export interface AnalyticsDeps {
  db: Db;
  now: () => number;
}

/** Whether the talent pool's target schools table exists (issue 14, built alongside); remembered once it does. */
function targetSchoolsProbe(db: Db): () => Promise<boolean> {
  let known = false;
  return async () => {
    if (known) return true;
    const found = await db.query<{ ok: boolean }>(`SELECT to_regclass('target_schools') IS NOT NULL AS ok`);
    known = found.rows[0]?.ok === true;
    return known;
  };
}

function sendCsv(res: Response, name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  res
    .set('Cache-Control', 'private, no-store')
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${name}"`)
    // A byte order mark, so spreadsheet programs read the UTF-8 (titles in any script) as UTF-8.
    .send(`\uFEFF${toCsv(header, rows)}`);
}

export function analyticsRoutes(deps: AnalyticsDeps, guard: Guard): Router {
  const router = Router();
  const member = guard.requireMembership('company');
  const base = '/organisations/:organisationId/analytics';

  const findItem = async (res: Response, kind: ItemKind, itemId: string): Promise<ItemSummary> => {
    const items = await companyItems(deps.db, membershipOf(res).organisationId, deps.now());
    const item = items.find((i) => i.kind === kind && i.id === itemId);
    if (!item) throw new NotFoundError('No such event, job or challenge of this company.');
    return item;
  };
  const hasTargetSchools = targetSchoolsProbe(deps.db);
  const scopeOf = async (res: Response, scope: string | undefined) => {
    if (scope === 'target-schools' && !(await hasTargetSchools())) throw new NotFoundError('Target schools are not available.');
    return scope === 'target-schools' ? { targetSchoolsOf: membershipOf(res).organisationId } : {};
  };

  router.get(base, member, async (req, res) => {
    parseBody(noQuery, { ...req.query });
    const items = await companyItems(deps.db, membershipOf(res).organisationId, deps.now());
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', items, targetSchools: await hasTargetSchools() });
  });

  router.get(`${base}/export.csv`, member, async (req, res) => {
    parseBody(noQuery, { ...req.query });
    const items = await companyItems(deps.db, membershipOf(res).organisationId, deps.now());
    const stageNames = [...new Set(Object.values(stagesOf).flat())];
    sendCsv(res, 'analytics-overview.csv', ['kind', 'id', 'title', 'status', 'date', ...stageNames], items.map((item) => [
      item.kind, item.id, item.title, item.status, item.date,
      ...stageNames.map((stage) => item.funnel.find((f) => f.stage === stage)?.count ?? null),
    ]));
  });

  router.get(`${base}/diversity`, member, async (req, res) => {
    // No filters at all: a filter is a second view to subtract from (docs/analytics.md).
    parseBody(noQuery, { ...req.query });
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', diversity: await diversityOfPipeline(deps.db, membershipOf(res).organisationId, deps.now()) });
  });

  router.get(`${base}/diversity/export.csv`, member, async (req, res) => {
    parseBody(noQuery, { ...req.query });
    const view = await diversityOfPipeline(deps.db, membershipOf(res).organisationId, deps.now());
    const rows = view.stages.flatMap((s) => s.attributes.flatMap((a) => a.cells.map((c): CsvCell[] => [s.stage, s.total, a.attribute, c.category, 'count' in c ? c.count : 'fewer than 5 or withheld'])));
    sendCsv(res, 'diversity.csv', ['stage', 'stage_total', 'attribute', 'category', 'people'], rows);
  });

  router.get(`${base}/:kind/:itemId`, member, async (req, res) => {
    const { kind, itemId } = parseBody(itemParams, req.params);
    const { scope } = parseBody(detailQuery, { ...req.query });
    const item = await findItem(res, kind, itemId);
    const detail = await itemDetail(deps.db, kind, itemId, deps.now(), await scopeOf(res, scope));
    res.set('Cache-Control', 'private, no-store').json({
      msg: 'success',
      item,
      scope: scope ?? 'all',
      targetSchools: await hasTargetSchools(),
      weeks: detail.weeks,
      universities: groupSmallRows(detail.universities),
      tracks: groupSmallRows(detail.tracks),
    });
  });

  router.get(`${base}/:kind/:itemId/export.csv`, member, async (req, res) => {
    const { kind, itemId } = parseBody(itemParams, req.params);
    const { scope } = parseBody(detailQuery, { ...req.query });
    const item = await findItem(res, kind, itemId);
    const detail = await itemDetail(deps.db, kind, itemId, deps.now(), await scopeOf(res, scope));
    sendCsv(res, csvFileName(item.title, 'weekly'), ['week_starting', 'views', 'entered', 'finished'], detail.weeks.map((w) => [w.week, w.views, w.entered, w.finished]));
  });

  return router;
}
