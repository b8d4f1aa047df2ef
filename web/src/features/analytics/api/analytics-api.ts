import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { fileNameOf, saveDownload } from '../../../lib/save-download.ts';

// The employer's analytics calls (docs/analytics.md): one company's items, one item's trend and reach,
// the DE&I aggregates, and the CSV exports.

export const itemKinds = ['event', 'job', 'challenge'] as const;
export type ItemKind = (typeof itemKinds)[number];

const stageCount = z.object({ stage: z.string(), count: z.number() });
const itemSchema = z.object({
  kind: z.enum(itemKinds),
  id: z.string(),
  title: z.string(),
  status: z.string(),
  date: z.nullable(z.string()),
  funnel: z.array(stageCount),
});
export type AnalyticsItem = z.infer<typeof itemSchema>;

const overviewSchema = z.object({ items: z.array(itemSchema), targetSchools: z.boolean() });
export type AnalyticsOverview = z.infer<typeof overviewSchema>;

const reachSchema = z.object({
  rows: z.array(z.object({ key: z.string(), count: z.number() })),
  other: z.union([z.number(), z.literal('suppressed')]),
});
export type Reach = z.infer<typeof reachSchema>;

const detailSchema = z.object({
  item: itemSchema,
  scope: z.enum(['all', 'target-schools']),
  targetSchools: z.boolean(),
  weeks: z.array(z.object({ week: z.string(), views: z.number(), entered: z.number(), finished: z.number() })),
  universities: reachSchema,
  tracks: reachSchema,
});
export type AnalyticsDetail = z.infer<typeof detailSchema>;

const cellSchema = z.union([z.object({ category: z.string(), count: z.number() }), z.object({ category: z.string(), suppressed: z.literal(true) })]);
export type DiversityCell = z.infer<typeof cellSchema>;
const diversitySchema = z.object({
  minGroup: z.number(),
  stages: z.array(
    z.object({
      stage: z.enum(['reached', 'engaged', 'advanced']),
      total: z.number(),
      attributes: z.array(z.object({ attribute: z.enum(['gender', 'firstGeneration', 'ethnicity', 'disability']), cells: z.array(cellSchema) })),
    }),
  ),
});
export type DiversityView = z.infer<typeof diversitySchema>;

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/analytics`;

export const getAnalyticsOverview = (organisationId: string): Promise<Outcome<AnalyticsOverview>> =>
  outcomeRequest('get', base(organisationId), (b) => overviewSchema.parse(b));

export const getAnalyticsDetail = (organisationId: string, kind: ItemKind, itemId: string, scope: 'all' | 'target-schools'): Promise<Outcome<AnalyticsDetail>> =>
  outcomeRequest('get', `${base(organisationId)}/${kind}/${encodeURIComponent(itemId)}${scope === 'all' ? '' : '?scope=target-schools'}`, (b) => detailSchema.parse(b));

export const getDiversity = (organisationId: string): Promise<Outcome<DiversityView>> =>
  outcomeRequest('get', `${base(organisationId)}/diversity`, (b) => z.object({ diversity: diversitySchema }).parse(b).diversity);

export type Export = { what: 'overview' } | { what: 'diversity' } | { what: 'item'; kind: ItemKind; itemId: string; scope: 'all' | 'target-schools' };

/** Downloads a CSV export (the call needs the bearer, so it is fetched and handed to the browser as a file). */
export async function downloadCsv(organisationId: string, which: Export): Promise<void> {
  const path =
    which.what === 'overview'
      ? `${base(organisationId)}/export.csv`
      : which.what === 'diversity'
        ? `${base(organisationId)}/diversity/export.csv`
        : `${base(organisationId)}/${which.kind}/${encodeURIComponent(which.itemId)}/export.csv${which.scope === 'all' ? '' : '?scope=target-schools'}`;
  const response = await http.get(path, { headers: { Accept: 'text/csv' } });
  saveDownload(await response.blob(), fileNameOf(response, 'analytics.csv'));
}
