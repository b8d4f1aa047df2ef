import type { Db } from '@fast-track/shared/db/db';

/** Nothing is shown until a company has given this many answers (issue 25: a figure over two answers says little). */
export const MIN_ANSWERS_SHOWN = 5;
/** An unanswered application or conversation counts against the company only once it has waited this long. */
export const ANSWER_WINDOW_DAYS = 14;

/** What students are told about how a company answers (docs/companies.md § Response transparency). */
export interface Responsiveness {
  /** Applications and student-started conversations answered. */
  answered: number;
  /** Those answered plus those unanswered for ANSWER_WINDOW_DAYS or more. */
  counted: number;
  /** answered / counted, in whole percent. */
  answeredPercent: number;
  /** Median time from the question to the first answer, in whole hours (at least 1). */
  medianHours: number;
}

/**
 * Every request for an answer a company has received, with when it was answered (NULL: not yet):
 * - an application, answered by its first stage move (`first_answer_at`, kept by the jobs projection) or the
 *   company's first message to the applicant after it was submitted, whichever came first; one withdrawn before
 *   any answer asked nothing any more and is left out;
 * - a conversation a student started with the company, answered by a member's first reply (`first_reply_at`, kept
 *   by the messaging projection).
 */
const asked = `
  SELECT a.company_id, a.submitted_at AS asked_at, x.answered_at
  FROM job_applications a
  CROSS JOIN LATERAL (SELECT LEAST(a.first_answer_at, (
      SELECT min(m.sent_at) FROM conversations c JOIN conversation_messages m ON m.conversation_id = c.conversation_id
      WHERE c.kind = 'company_student' AND c.a_id = a.company_id AND c.b_id = a.student_id
        AND m.sender_side = 'a' AND m.sent_at >= a.submitted_at)) AS answered_at) x
  WHERE a.company_id = ANY($1::uuid[]) AND NOT (a.stage = 'withdrawn' AND x.answered_at IS NULL)
  UNION ALL
  SELECT c.a_id, c.first_student_at, c.first_reply_at
  FROM conversations c
  WHERE c.kind = 'company_student' AND c.a_id = ANY($1::uuid[]) AND c.started_by = c.b_id AND c.first_student_at IS NOT NULL`;

/**
 * The one read model of a company's responsiveness, for its public page and its job pages: per company, the share
 * answered and the median time to a first answer, or null under MIN_ANSWERS_SHOWN answers. One aggregate over the
 * company's applications and conversations (both indexed by company).
 */
export async function responsivenessOf(db: Db, companyIds: readonly string[], nowMs: number): Promise<Map<string, Responsiveness | null>> {
  const ids = [...new Set(companyIds)];
  const found = new Map<string, Responsiveness | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return found;
  const rows = await db.query<{ company_id: string; answered: number; counted: number; median_seconds: number | null }>(
    `SELECT company_id::text AS company_id,
            (count(*) FILTER (WHERE answered_at IS NOT NULL))::int AS answered,
            (count(*) FILTER (WHERE answered_at IS NOT NULL OR asked_at <= $2::timestamptz))::int AS counted,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at)) FILTER (WHERE answered_at IS NOT NULL))::float8 AS median_seconds
     FROM (${asked}) q GROUP BY company_id`,
    [ids, new Date(nowMs - ANSWER_WINDOW_DAYS * 86_400_000)],
  );
  for (const row of rows.rows) {
    if (row.answered < MIN_ANSWERS_SHOWN || row.median_seconds === null) continue;
    found.set(row.company_id, {
      answered: row.answered,
      counted: row.counted,
      answeredPercent: Math.round((100 * row.answered) / Math.max(row.counted, row.answered)),
      medianHours: Math.max(1, Math.round(Number(row.median_seconds) / 3600)),
    });
  }
  return found;
}
