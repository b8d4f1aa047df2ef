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
    const body: ProgressJson = { percent: { value: 0 }, oppor: await opportunitiesForTracks(deps.db, tracks) };
    res.set('Cache-Control', 'private, no-store').json(body);
  });
  return router;
}
