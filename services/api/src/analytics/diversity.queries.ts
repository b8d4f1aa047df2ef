import type { Db } from '@fast-track/shared/db/db';
import { aggregateCategories, diversityAttributes, notDisclosed, preferNotToSay, type DiversityAttribute } from '@fast-track/shared/diversity';
import { MIN_GROUP, protectColumn, type ProtectedCell } from './suppression.ts';

// DE&I across a company's whole pipeline (issue 14): the students who registered for its events, applied to its jobs
// or started its challenges, each counted once at the furthest stage they reached with the company. The stages are
// disjoint groups (reached only / engaged / advanced), because the employer knows who is in each stage: nested stages
// ("everyone who applied" and "everyone shortlisted") could be subtracted to give the answers of the few who applied
// and were not shortlisted. There are no filters (docs/analytics.md "Why these rules").

export const pipelineStages = ['reached', 'engaged', 'advanced'] as const;
export type PipelineStage = (typeof pipelineStages)[number];

export interface DiversityView {
  minGroup: number;
  stages: {
    stage: PipelineStage;
    /** The stage's head count (of the snapshot): the employer knows it anyway; shown so the chart has its scale. */
    total: number;
    attributes: { attribute: DiversityAttribute; cells: ProtectedCell[] }[];
  }[];
}

const columns: Record<DiversityAttribute, string> = {
  gender: 'd.gender',
  firstGeneration: 'd.first_generation',
  ethnicity: `d.ethnicity_country || ':' || d.ethnicity`,
  disability: 'd.disability',
};

/** Each pipeline student once, with the furthest stage (1 reached, 2 engaged, 3 advanced). */
const pipeline = `
  touch AS (
    SELECT s.student_id, CASE WHEN a.status = 'attending' AND l.ends_at < $2 THEN 2 ELSE 1 END AS stage
      FROM event_attendance a JOIN event_list l ON l.event_id = a.event_id JOIN students s ON s.student_id::text = a.user_id
      WHERE l.company_id = $1::uuid AND a.status <> 'declined'
    UNION ALL
    SELECT j.student_id, CASE WHEN j.stage IN ('interview', 'offer') THEN 3 WHEN j.stage = 'shortlisted' THEN 2 ELSE 1 END
      FROM job_applications j WHERE j.company_id = $1::uuid AND j.stage <> 'withdrawn'
    UNION ALL
    SELECT t.student_id, CASE WHEN t.status = 'submitted' THEN 2 ELSE 1 END FROM challenge_attempts t WHERE t.company_id = $1::uuid),
  furthest AS (SELECT student_id, max(stage) AS stage FROM touch GROUP BY student_id)`;

/** Fewer people than this changing stage (joining, moving on, leaving) since the last move leaves the view as it was. */
export const MIN_CHANGE = MIN_GROUP;

/**
 * The pipeline as the view shows it: the stages of the last snapshot, replaced by the current stages once at least
 * five people differ between the two. The employer knows who moved (they shortlisted them, they saw the application
 * come in); a view that followed every single move would show that person's answers as the one cell that changed.
 */
async function shownMembers(db: Db, companyId: string, now: Date): Promise<Record<string, number>> {
  const [current, snapshot] = await Promise.all([
    db.query<{ student_id: string; stage: number }>(`WITH ${pipeline} SELECT student_id::text AS student_id, stage FROM furthest`, [companyId, now]),
    db.query<{ members: Record<string, number> }>('SELECT members FROM diversity_pipeline_snapshots WHERE company_id = $1::uuid', [companyId]),
  ]);
  const live: Record<string, number> = Object.fromEntries(current.rows.map((r) => [r.student_id, Number(r.stage)]));
  const shown = snapshot.rows[0]?.members;
  if (shown) {
    let changed = 0;
    for (const [id, stage] of Object.entries(live)) if (shown[id] !== stage) changed++;
    for (const id of Object.keys(shown)) if (!(id in live)) changed++;
    if (changed < MIN_CHANGE) return shown;
  }
  await db.query(
    `INSERT INTO diversity_pipeline_snapshots (company_id, members, taken_at) VALUES ($1::uuid, $2::jsonb, $3)
     ON CONFLICT (company_id) DO UPDATE SET members = $2::jsonb, taken_at = $3`,
    [companyId, JSON.stringify(live), now],
  );
  return live;
}

/** Account deletion's hook: the person leaves every snapshot. */
export async function eraseFromSnapshots(tx: Db, accountId: string): Promise<void> {
  await tx.query('UPDATE diversity_pipeline_snapshots SET members = members - $1::text WHERE members ? $1::text', [accountId]);
}

export async function diversityOfPipeline(db: Db, companyId: string, nowMs: number): Promise<DiversityView> {
  const members = await shownMembers(db, companyId, new Date(nowMs));
  const selects = diversityAttributes.map(
    (attribute) =>
      `SELECT '${attribute}' AS attribute, f.stage, ${columns[attribute]} AS answer, count(*) AS count
       FROM furthest f LEFT JOIN diversity_answers d ON d.student_id = f.student_id GROUP BY f.stage, 3`,
  );
  // The answers are today's (a withdrawal counts at once); the people and their stages are the snapshot's.
  const found = await db.query<{ attribute: DiversityAttribute; stage: number; answer: string | null; count: string }>(
    `WITH furthest AS (SELECT key::uuid AS student_id, value::int AS stage FROM jsonb_each_text($1::jsonb)) ${selects.join(' UNION ALL ')}`,
    [JSON.stringify(members)],
  );
  const counts = new Map<string, number>();
  const totals = new Map<number, number>();
  for (const row of found.rows) {
    const category = !row.answer || row.answer.endsWith(preferNotToSay) ? notDisclosed : row.answer;
    const key = `${row.attribute}|${row.stage}|${category}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
    if (row.attribute === 'gender') totals.set(Number(row.stage), (totals.get(Number(row.stage)) ?? 0) + Number(row.count));
  }
  return {
    minGroup: MIN_GROUP,
    stages: pipelineStages.map((stage, i) => ({
      stage,
      total: totals.get(i + 1) ?? 0,
      attributes: diversityAttributes.map((attribute) => ({
        attribute,
        cells: protectColumn(aggregateCategories(attribute).map((category) => ({ category, count: counts.get(`${attribute}|${i + 1}|${category}`) ?? 0 }))),
      })),
    })),
  };
}
