import type { PipelineQuery } from './pipeline.schema.ts';

/**
 * The pipeline's filters as SQL conditions over `a` (job_applications), `s` (students) and `r`
 * (job_application_reviews), every value a parameter. The board, its column pages and the CSV export all filter
 * through here, so the export is exactly the filtered list.
 *
 * The seam for a filter on screening answers (docs/jobs.md § Pipeline filters): add the answer to PipelineQuery
 * (pipeline.schema.ts) and one condition here over the table the screening questions keep answers in, e.g.
 *   EXISTS (SELECT 1 FROM <answers> x WHERE x.application_id = a.application_id AND x.question_id = … AND x.answer = …)
 */
export function filterConditions(query: Omit<PipelineQuery, 'after'>, p: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (query.stage) where.push(`a.stage = ${p(query.stage)}`);
  if (query.university) where.push(`lower(s.university_name) = lower(${p(query.university)})`);
  if (query.track) where.push(`s.tracks @> jsonb_build_array(jsonb_build_object('id', ${p(query.track)}::text))`);
  if (query.band !== undefined) {
    // As the talent pool reads ranks: only a student who shows ranks to employers, in a cohort large enough to rank.
    where.push(rankShown);
    where.push(`EXISTS (SELECT 1 FROM challenge_percentiles bp WHERE bp.student_id = a.student_id AND bp.percentile >= ${p(100 - query.band)})`);
  }
  if (query.rating === 'none') where.push('r.rating IS NULL');
  else if (query.rating) where.push(`r.rating >= ${p(Number(query.rating))}`);
  return where;
}

/** SQL: the student of `a` lets employers see their challenge ranks (the challenges slice's setting; default yes). */
export const rankShown = 'NOT EXISTS (SELECT 1 FROM rank_visibility rv WHERE rv.student_id = a.student_id AND NOT rv.visible)';
