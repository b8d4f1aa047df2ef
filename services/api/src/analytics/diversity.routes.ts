import type { Db } from '@fast-track/shared/db/db';
import {
  diversityConsentVersion,
  ethnicityAnswers,
  ethnicityConventions,
  genders,
  yesNo,
  type DiversityAnswers,
} from '@fast-track/shared/diversity';
import { Router } from 'express';
import { z } from 'zod';
import { callerOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { eraseFromSnapshots } from './diversity.queries.ts';

// A student's own DE&I answers (issue 14): read, give with consent, withdraw. Only the student ever reads them one by
// one; employers get aggregates (diversity.queries.ts). Withdrawal deletes the row, so the next aggregate of every
// employer no longer counts the answers (they are computed at read time, never copied).

const answersBody = z
  .object({
    consent: z.literal(true),
    gender: z.enum(genders).nullable(),
    firstGeneration: z.enum(yesNo).nullable(),
    ethnicity: z.enum(ethnicityAnswers as [string, ...string[]]).nullable(),
    disability: z.enum(yesNo).nullable(),
  })
  .strict();

interface Row {
  gender: string | null;
  first_generation: string | null;
  ethnicity_country: string | null;
  ethnicity: string | null;
  disability: string | null;
  consented_at: Date | string;
  consent_version: number;
}

export async function diversityOf(db: Db, studentId: string): Promise<{ answers: DiversityAnswers; consentedAt: string; consentVersion: number } | null> {
  const found = await db.query<Row>('SELECT * FROM diversity_answers WHERE student_id = $1::uuid', [studentId]);
  const row = found.rows[0];
  if (!row) return null;
  return {
    answers: {
      gender: row.gender as DiversityAnswers['gender'],
      firstGeneration: row.first_generation as DiversityAnswers['firstGeneration'],
      ethnicity: row.ethnicity_country && row.ethnicity ? `${row.ethnicity_country}:${row.ethnicity}` : null,
      disability: row.disability as DiversityAnswers['disability'],
    },
    consentedAt: new Date(row.consented_at).toISOString(),
    consentVersion: row.consent_version,
  };
}

/** Account deletion's hook: the answers go with the account. */
export function diversityErasure() {
  return async (tx: Db, accountId: string): Promise<void> => {
    await tx.query('DELETE FROM diversity_answers WHERE student_id = $1::uuid', [accountId]);
    await eraseFromSnapshots(tx, accountId);
  };
}

/** GET / PUT / DELETE /api/student/diversity — the signed-in student's own answers. */
export function diversityRoutes(deps: { db: Db; now: () => number }, guard: Guard): Router {
  const router = Router();
  const student = guard.requireKind('student');
  router.get('/student/diversity', student, async (_req, res) => {
    const mine = await diversityOf(deps.db, callerOf(res).accountId);
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', diversity: mine, conventions: ethnicityConventions, consentVersion: diversityConsentVersion });
  });
  router.put('/student/diversity', student, async (req, res) => {
    const body = parseBody(answersBody, req.body);
    const [country, category] = body.ethnicity ? body.ethnicity.split(':') : [null, null];
    const at = new Date(deps.now());
    await deps.db.query(
      `INSERT INTO diversity_answers (student_id, gender, first_generation, ethnicity_country, ethnicity, disability, consent_version, consented_at, updated_at)
       VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (student_id) DO UPDATE SET gender = $2, first_generation = $3, ethnicity_country = $4, ethnicity = $5, disability = $6,
         consent_version = $7, consented_at = CASE WHEN diversity_answers.consent_version = $7 THEN diversity_answers.consented_at ELSE $8 END, updated_at = $8`,
      [callerOf(res).accountId, body.gender, body.firstGeneration, country ?? null, category ?? null, body.disability, diversityConsentVersion, at],
    );
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', diversity: await diversityOf(deps.db, callerOf(res).accountId) });
  });
  router.delete('/student/diversity', student, async (_req, res) => {
    await deps.db.query('DELETE FROM diversity_answers WHERE student_id = $1::uuid', [callerOf(res).accountId]);
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', diversity: null });
  });
  return router;
}
