// The challenge bench's data, written straight into the database: the demo (whose Finance Induction Challenge the
// students take), N onboarded students with sessions (rows as the students and sessions tables hold them, in bulk),
// and for the rebuild a log of recorded attempts holding a million saved answers, in the shapes the deciders write.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../services/shared/src/db/db.ts';
import { createLogger } from '../../services/shared/src/logger.ts';
import { hashToken, sessionTtlMs } from '../../services/api/src/accounts/index.ts';
import { seedDemo } from '../../services/api/src/demo/seed-demo.ts';
import { stableUuid } from '../../services/api/src/demo/demo-random.ts';

export const benchChallengeId = stableUuid('challenge:northbridge-capital');
export const years = ['firstYear', 'secondYear', 'penultimateYear', 'finalYear'] as const;

export interface BenchStudent {
  id: string;
  token: string;
}

export async function writeChallengeWorld(db: Db, students: number): Promise<BenchStudent[]> {
  const nowMs = Date.now();
  await seedDemo(db, new Date(nowMs), createLogger('bench', 'silent'));
  const made: BenchStudent[] = [];
  for (let from = 0; from < students; from += 2000) {
    const chunk = Array.from({ length: Math.min(2000, students - from) }, (_, i) => ({
      id: stableUuid(`bench-student-${from + i}-${nowMs}`),
      token: randomBytes(32).toString('base64url'),
      year: years[(from + i) % years.length]!,
    }));
    const ids = chunk.map((s) => s.id);
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO accounts (account_id, kind, lng, registered_at) SELECT unnest($1::uuid[]), 'student', 'en', now()`, [ids]);
      await tx.query(
        `INSERT INTO students (student_id, university_name, university_area, tracks, registered_at, year_of_study, onboarded_at)
         SELECT s.id, 'Bench University', 'United Kingdom', '[{"id":"Finance"}]'::jsonb, now(), s.year, now()
         FROM unnest($1::uuid[], $2::text[]) AS s(id, year)`,
        [ids, chunk.map((s) => s.year)],
      );
      await tx.query(
        `INSERT INTO sessions (token_hash, account_id, created_at, expires_at) SELECT unnest($1::text[]), unnest($2::uuid[]), $3, $4`,
        [chunk.map((s) => hashToken(s.token)), ids, new Date(nowMs), new Date(nowMs + sessionTtlMs)],
      );
    });
    made.push(...chunk.map(({ id, token }) => ({ id, token })));
  }
  await db.query('VACUUM ANALYZE');
  return made;
}

/**
 * A recorded history of `attempts` attempts with `answers` saved answers each (AttemptStarted, AnswerSaved × n,
 * AttemptSubmitted, AttemptRanked per attempt stream), over `challenges` challenges one after the other (as they
 * happen in time) and four years of study, bulk-inserted in one statement. Returns the number of answer events.
 */
export async function writeAnswerHistory(db: Db, opts: { attempts: number; answers: number; challenges: number }): Promise<number> {
  const at = new Date().toISOString();
  await db.query(
    `WITH a AS MATERIALIZED (
       SELECT g, md5('bench-attempt:' || g)::uuid::text AS attempt, md5('bench-student:' || g)::uuid::text AS student,
              md5('bench-challenge:' || (g * $3::int / $1::int))::uuid::text AS challenge,
              (ARRAY['firstYear','secondYear','penultimateYear','finalYear'])[1 + g % 4] AS year, (g * 7919) % 101 AS percent
       FROM generate_series(0, $1::int - 1) g
     ), facts AS (
       SELECT a.*, 1 AS pos, 'AttemptStarted' AS type FROM a
       UNION ALL SELECT a.*, 1 + k, 'AnswerSaved' FROM a, generate_series(1, $2::int) k
       UNION ALL SELECT a.*, $2::int + 2, 'AttemptSubmitted' FROM a
       UNION ALL SELECT a.*, $2::int + 3, 'AttemptRanked' FROM a
     )
     INSERT INTO events (stream_id, stream_position, type, data, metadata)
     SELECT 'challenge-attempt-' || f.challenge || '-' || f.student, f.pos, f.type,
       CASE f.type
         WHEN 'AttemptStarted' THEN jsonb_build_object('attemptId', f.attempt, 'challengeId', f.challenge, 'studentId', f.student,
           'companyId', f.challenge, 'track', 'Finance', 'yearOfStudy', f.year, 'contentVersion', 1,
           'variant', jsonb_build_object('orders', '{}'::jsonb, 'params', '{}'::jsonb), 'startedAt', $4::text, 'deadline', $4::text)
         WHEN 'AnswerSaved' THEN jsonb_build_object('attemptId', f.attempt, 'challengeId', f.challenge, 'taskId', 't' || (f.pos - 1),
           'answer', jsonb_build_object('optionId', 'o' || (f.g % 4)), 'at', $4::text)
         WHEN 'AttemptSubmitted' THEN jsonb_build_object('attemptId', f.attempt, 'challengeId', f.challenge, 'studentId', f.student,
           'reason', 'student', 'grades', jsonb_build_array(jsonb_build_object('taskId', 't1', 'points', 100, 'earned', f.percent)), 'submittedAt', $4::text)
         ELSE jsonb_build_object('attemptId', f.attempt, 'challengeId', f.challenge, 'studentId', f.student, 'track', 'Finance',
           'yearOfStudy', f.year, 'score', jsonb_build_object('earned', f.percent, 'total', 100, 'percent', f.percent),
           'certificateId', substr(md5('cert' || f.g), 1, 22), 'at', $4::text)
       END,
       jsonb_build_object('actor', f.student)
     FROM facts f ORDER BY f.g, f.pos`,
    [opts.attempts, opts.answers, opts.challenges, at],
  );
  await db.query('VACUUM ANALYZE events');
  return opts.attempts * opts.answers;
}
