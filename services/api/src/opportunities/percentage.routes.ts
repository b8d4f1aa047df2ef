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
  liveOpportunities?(trackIds: string[]): Promise<OpportunityJson[]>;
}

/** Spec §3 Progress response. */
export interface ProgressJson {
  percent: { value: number };
  oppor: OpportunityJson[];
}

/**
 * `GET /api/get/percentage` (bearer) → { percent: { value }, oppor }. The value is the student's ranking
 * percentile, which comes from ranked challenges; nothing records challenge results yet, so every student honestly
 * stands at 0 (matching the spec's placeholder cohort line "0/254") rather than at an invented number.
 */
export function percentageRoutes(deps: PercentageDeps): Router {
  const router = Router();
  router.get('/get/percentage', deps.requireStudent, async (_req, res) => {
    const tracks = await deps.tracksOf(callerOf(res).accountId);
    const [live, demo] = await Promise.all([deps.liveOpportunities?.(tracks) ?? [], opportunitiesForTracks(deps.db, tracks)]);
    // Real entries first; the demo's only for tracks nobody has published anything for yet.
    const covered = new Set(live.map((o) => o.trackId));
    const body: ProgressJson = { percent: { value: 0 }, oppor: [...live, ...demo.filter((o) => !covered.has(o.trackId))] };
    res.set('Cache-Control', 'private, no-store').json(body);
  });
  return router;
}
