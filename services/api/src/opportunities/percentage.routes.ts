import type { Db } from '@fast-track/shared/db/db';
import { Router, type RequestHandler } from 'express';
import { callerOf } from '../accounts/index.ts';
import { opportunitiesForTracks, type OpportunityJson } from './read-models/opportunities.queries.ts';

export interface PercentageDeps {
  db: Db;
  /** Bearer guard of the students slice. */
  requireStudent: RequestHandler;
  /** The student's chosen track ids (the students slice answers). */
  tracksOf(studentId: string): Promise<string[]>;
  /** What hosts really publish for these tracks now (open jobs…); a track with any shows no demo entries. */
  /** The student's tracks' live jobs and events that reach the student (their school's rule included). */
  liveOpportunities?(trackIds: string[], studentId: string): Promise<OpportunityJson[]>;
  /** The ranking from challenge results (challenges slice): percentile, cohort line, next steps. */
  progress?(studentId: string, trackIds: string[]): Promise<RankingJson>;
}

/** What the challenges slice adds to the Progress response (docs/challenges.md). */
export interface RankingJson {
  value: number;
  ranked: boolean;
  cohort: unknown;
  cohorts: unknown[];
  nextSteps: unknown[];
  nextAction: unknown;
}

/** Spec §3 Progress response. */
export interface ProgressJson extends Partial<Omit<RankingJson, 'value'>> {
  percent: { value: number };
  oppor: OpportunityJson[];
}

/**
 * `GET /api/get/percentage` (bearer) → { percent: { value }, oppor, ranked, cohort, cohorts, nextSteps, nextAction }.
 * The value is the student's ranking percentile from their ranked challenges (0 and `ranked: false` before any).
 */
export function percentageRoutes(deps: PercentageDeps): Router {
  const router = Router();
  router.get('/get/percentage', deps.requireStudent, async (_req, res) => {
    const tracks = await deps.tracksOf(callerOf(res).accountId);
    const [live, demo, ranking] = await Promise.all([
      deps.liveOpportunities?.(tracks, callerOf(res).accountId) ?? [],
      opportunitiesForTracks(deps.db, tracks),
      deps.progress?.(callerOf(res).accountId, tracks),
    ]);
    // Real entries first; the demo's only for tracks nobody has published anything for yet.
    const covered = new Set(live.map((o) => o.trackId));
    const oppor = [...live, ...demo.filter((o) => !covered.has(o.trackId))];
    const body: ProgressJson = ranking ? { ...ranking, percent: { value: ranking.value }, oppor } : { percent: { value: 0 }, oppor };
    delete (body as { value?: number }).value;
    res.set('Cache-Control', 'private, no-store').json(body);
  });
  return router;
}
