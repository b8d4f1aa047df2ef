import type { Db } from '@fast-track/shared/db/db';
import type { Grade } from '../grading.ts';
import type { AuthorChallenge } from './challenge.queries.ts';

// /dashboard/challenge/details: score distribution, per-task difficulty, ranked participants (only those who let
// employers see their rank; the rest are counted), and the written answers waiting for the rubric.

export async function challengeDetails(db: Db, challenge: AuthorChallenge) {
  const results = await db.query<{
    attempt_id: string;
    student_id: string;
    status: 'pending' | 'ranked';
    grades: Grade[];
    percent: string | null;
    percentile: string | null;
    visible: boolean | null;
    first_name: string | null;
    last_name: string | null;
    university_name: string | null;
  }>(
    `SELECT r.attempt_id, r.student_id, r.status, r.grades, r.percent, p.percentile, v.visible, i.first_name, i.last_name, s.university_name
     FROM challenge_results r
     LEFT JOIN challenge_percentiles p USING (attempt_id)
     LEFT JOIN rank_visibility v ON v.student_id = r.student_id
     LEFT JOIN account_identities i ON i.account_id = r.student_id
     LEFT JOIN students s ON s.student_id = r.student_id
     WHERE r.challenge_id = $1
     ORDER BY r.percent DESC NULLS LAST, r.submitted_at`,
    [challenge.uniqueId],
  );
  const distribution = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: 0 }));
  const perTask = new Map<string, { answered: number; earned: number; points: number }>();
  for (const r of results.rows) {
    if (r.percent !== null) {
      const bucket = distribution[Math.min(9, Math.floor(Number(r.percent) / 10))];
      if (bucket) bucket.count++;
    }
    for (const g of r.grades) {
      if (g.earned === null) continue;
      const t = perTask.get(g.taskId) ?? { answered: 0, earned: 0, points: 0 };
      perTask.set(g.taskId, { answered: t.answered + 1, earned: t.earned + g.earned, points: t.points + g.points });
    }
  }
  let rank = 0;
  const participants = [];
  let hiddenParticipants = 0;
  for (const r of results.rows) {
    if (r.status === 'ranked') rank++;
    if (r.visible === false) {
      hiddenParticipants++;
      continue;
    }
    participants.push({
      rank: r.status === 'ranked' ? rank : null,
      studentId: r.student_id,
      name: [r.first_name, r.last_name].filter(Boolean).join(' '),
      university: r.university_name ?? '',
      score: r.percent === null ? null : Number(r.percent),
      percentile: r.percentile === null ? null : Math.round(Number(r.percentile) * 10) / 10,
      status: r.status,
    });
  }
  return {
    distribution,
    tasks: challenge.tasks.map((t) => {
      const s = perTask.get(t.id);
      return { taskId: t.id, kind: t.kind, prompt: t.prompt, answered: s?.answered ?? 0, averagePercent: s && s.points > 0 ? Math.round((s.earned / s.points) * 1000) / 10 : null };
    }),
    participants,
    hiddenParticipants,
  };
}

/** Written answers to score, blind (attempt ids, no names), with the rubric of the attempt's own version. */
export async function writtenAnswers(db: Db, challengeId: string) {
  const found = await db.query<{ attempt_id: string; answers: Record<string, { text?: string }>; content: { tasks: { id: string; kind: string; prompt: string; rubric?: unknown }[] }; written_scores: Record<string, number[]>; grades: Grade[] }>(
    `SELECT r.attempt_id, a.answers, v.content, r.written_scores, r.grades
     FROM challenge_results r JOIN challenge_attempts a USING (attempt_id)
     JOIN challenge_versions v ON v.challenge_id = a.challenge_id AND v.content_version = a.content_version
     WHERE r.challenge_id = $1 ORDER BY r.submitted_at LIMIT 2000`,
    [challengeId],
  );
  return found.rows.flatMap((r) =>
    r.content.tasks
      .filter((t) => t.kind === 'written' && typeof r.answers[t.id]?.text === 'string' && (r.answers[t.id]?.text ?? '').trim() !== '')
      .map((t) => ({ attemptId: r.attempt_id, taskId: t.id, prompt: t.prompt, text: r.answers[t.id]?.text ?? '', rubric: t.rubric, scores: r.written_scores[t.id] ?? null })),
  );
}
