import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { AccountDeleted } from '../../accounts/index.ts';
import type { AttemptEvent, AttemptRanked, AttemptStarted, WrittenAnswerScored } from '../attempt.ts';
import type { Answer } from '../grading.ts';
import type { RankVisibilitySet } from '../rank-visibility.ts';

/**
 * Inline: attempts (variant, saved answers, deadline: what resuming needs) and results (grades, score, certificate),
 * so a student reads their own writes at once. A deleted student's rows go with the account: their certificates stop
 * verifying and their results leave every cohort.
 *
 * Set-based per batch, because a rebuild replays millions of saved answers: one statement per kind of fact rather
 * than one per fact. The phases keep each attempt's own order (started → answers → submitted → scored → ranked, the
 * only order its stream allows), answers of one attempt are merged in log order (the last save of a task wins), and
 * an account's deletion splits the batch: what came before it is applied, then the deletion, then the rest.
 */
type Handled = AttemptEvent | RankVisibilitySet | AccountDeleted;
type Of<T extends Handled['type']> = RecordedEvent<Extract<Handled, { type: T }>>;

const rows = (events: readonly unknown[]) => JSON.stringify(events);

async function started(tx: Db, events: Of<'AttemptStarted'>[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO challenge_attempts (attempt_id, challenge_id, student_id, company_id, track_id, year_of_study, content_version, variant, answers, status, started_at, deadline)
     SELECT r."attemptId", r."challengeId", r."studentId", r."companyId", r.track, r."yearOfStudy", r."contentVersion", r.variant, '{}'::jsonb, 'in-progress', r."startedAt", r.deadline
     FROM jsonb_to_recordset($1::text::jsonb) AS r("attemptId" uuid, "challengeId" uuid, "studentId" uuid, "companyId" uuid, track text, "yearOfStudy" text,
       "contentVersion" int, variant jsonb, "startedAt" timestamptz, deadline timestamptz)`,
    [rows(events.map((e): AttemptStarted['data'] => e.data))],
  );
}

async function answered(tx: Db, events: Of<'AnswerSaved'>[]): Promise<void> {
  if (events.length === 0) return;
  const merged = new Map<string, Record<string, Answer>>();
  for (const e of events) merged.set(e.data.attemptId, { ...merged.get(e.data.attemptId), [e.data.taskId]: e.data.answer });
  await tx.query(
    `UPDATE challenge_attempts a SET answers = a.answers || r.answers
     FROM jsonb_to_recordset($1::text::jsonb) AS r(id uuid, answers jsonb) WHERE a.attempt_id = r.id`,
    [rows([...merged].map(([id, answers]) => ({ id, answers })))],
  );
}

type RankedData = AttemptRanked['data'] & { firstAt: string };

/** Per attempt: the last ranking's score and certificate, the first ranking's time (a rescore ranks again). */
function rankingsByAttempt(events: Of<'AttemptRanked'>[]): Map<string, RankedData> {
  const byAttempt = new Map<string, RankedData>();
  for (const { data } of events) byAttempt.set(data.attemptId, { ...data, firstAt: byAttempt.get(data.attemptId)?.firstAt ?? data.at });
  return byAttempt;
}

/**
 * A submit with no written task is ranked in the same command: its result row is written ranked at once (one
 * statement, not an insert and then an update), which `rankedAtSubmit` holds per attempt.
 */
async function submitted(tx: Db, events: Of<'AttemptSubmitted'>[], rankedAtSubmit: ReadonlyMap<string, RankedData>): Promise<void> {
  if (events.length === 0) return;
  const data = events.map((e) => {
    const ranking = rankedAtSubmit.get(e.data.attemptId);
    return {
      ...e.data,
      total: e.data.grades.reduce((s, g) => s + g.points, 0),
      ...(ranking ? { earned: ranking.score.earned, percent: ranking.score.percent, certificateId: ranking.certificateId, rankedAt: ranking.firstAt } : {}),
    };
  });
  await tx.query(
    `WITH r AS (SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS r("attemptId" uuid, grades jsonb, total numeric, reason text, "submittedAt" timestamptz,
                  earned numeric, percent numeric, "certificateId" text, "rankedAt" timestamptz)),
     a AS (UPDATE challenge_attempts a SET status = 'submitted', submitted_at = r."submittedAt" FROM r WHERE a.attempt_id = r."attemptId"
           RETURNING a.attempt_id, a.challenge_id, a.student_id, a.track_id, a.year_of_study)
     INSERT INTO challenge_results (attempt_id, challenge_id, student_id, track_id, year_of_study, status, grades, written_scores, total, reason, submitted_at,
                                    earned, percent, certificate_id, ranked_at)
     SELECT a.attempt_id, a.challenge_id, a.student_id, a.track_id, a.year_of_study, CASE WHEN r."rankedAt" IS NULL THEN 'pending' ELSE 'ranked' END,
            r.grades, '{}'::jsonb, r.total, r.reason, r."submittedAt", r.earned, r.percent, r."certificateId", r."rankedAt"
     FROM a JOIN r ON r."attemptId" = a.attempt_id`,
    [rows(data)],
  );
}

/** Rare (a person scores each one): one statement per fact, in order. */
async function scored(tx: Db, events: Of<'WrittenAnswerScored'>[]): Promise<void> {
  for (const { data } of events as { data: WrittenAnswerScored['data'] }[]) {
    await tx.query(
      `UPDATE challenge_results SET written_scores = jsonb_set(written_scores, ARRAY[$2::text], $3::text::jsonb),
         grades = (SELECT jsonb_agg(CASE WHEN g->>'taskId' = $2 THEN jsonb_set(g, '{earned}', to_jsonb($4::numeric)) ELSE g END ORDER BY ord)
                   FROM jsonb_array_elements(grades) WITH ORDINALITY AS t(g, ord))
       WHERE attempt_id = $1`,
      [data.attemptId, data.taskId, JSON.stringify(data.scores), data.earned],
    );
  }
}

async function ranked(tx: Db, byAttempt: ReadonlyMap<string, RankedData>): Promise<void> {
  if (byAttempt.size === 0) return;
  await tx.query(
    `UPDATE challenge_results c SET status = 'ranked', earned = r.earned, percent = r.percent, certificate_id = r."certificateId",
       ranked_at = COALESCE(c.ranked_at, r."firstAt")
     FROM jsonb_to_recordset($1::text::jsonb) AS r("attemptId" uuid, earned numeric, percent numeric, "certificateId" text, "firstAt" timestamptz)
     WHERE c.attempt_id = r."attemptId"`,
    [rows([...byAttempt.values()].map((d) => ({ attemptId: d.attemptId, earned: d.score.earned, percent: d.score.percent, certificateId: d.certificateId, firstAt: d.firstAt })))],
  );
}

async function visibility(tx: Db, events: Of<'RankVisibilitySet'>[]): Promise<void> {
  const last = new Map(events.map((e) => [e.data.studentId, { studentId: e.data.studentId, visible: e.data.visible, version: e.streamPosition }]));
  if (last.size === 0) return;
  await tx.query(
    `INSERT INTO rank_visibility (student_id, visible, version)
     SELECT r."studentId", r.visible, r.version FROM jsonb_to_recordset($1::text::jsonb) AS r("studentId" uuid, visible boolean, version int)
     ON CONFLICT (student_id) DO UPDATE SET visible = EXCLUDED.visible, version = EXCLUDED.version`,
    [rows([...last.values()])],
  );
}

async function deleted(tx: Db, events: Of<'AccountDeleted'>[]): Promise<void> {
  for (const { data } of events) {
    await tx.query('DELETE FROM challenge_results WHERE student_id = $1', [data.accountId]);
    await tx.query('DELETE FROM challenge_attempts WHERE student_id = $1', [data.accountId]);
    await tx.query('DELETE FROM rank_visibility WHERE student_id = $1', [data.accountId]);
  }
}

async function applyRun(tx: Db, events: readonly RecordedEvent<Handled>[]): Promise<void> {
  const of = <T extends Handled['type']>(type: T) => events.filter((e): e is Of<T> => e.type === type);
  await started(tx, of('AttemptStarted'));
  await answered(tx, of('AnswerSaved'));
  // Rankings of attempts submitted in this run whose written answers were not scored in it belong to the submit.
  const submittedHere = new Set(of('AttemptSubmitted').map((e) => e.data.attemptId));
  const scoredHere = new Set(of('WrittenAnswerScored').map((e) => e.data.attemptId));
  const rankings = rankingsByAttempt(of('AttemptRanked'));
  const atSubmit = new Map([...rankings].filter(([id]) => submittedHere.has(id) && !scoredHere.has(id)));
  await submitted(tx, of('AttemptSubmitted'), atSubmit);
  await scored(tx, of('WrittenAnswerScored'));
  await ranked(tx, new Map([...rankings].filter(([id]) => !atSubmit.has(id))));
  await visibility(tx, of('RankVisibilitySet'));
}

export const challengeAttemptsProjection: Projection = {
  name: 'challenge-attempts',
  tables: ['challenge_attempts', 'challenge_results', 'rank_visibility'],
  eventTypes: ['AttemptStarted', 'AnswerSaved', 'AttemptSubmitted', 'WrittenAnswerScored', 'AttemptRanked', 'RankVisibilitySet', 'AccountDeleted'],
  async handle(tx, recorded) {
    // Set-based phases within each run of events between two account deletions; a deletion applies where it stands
    // in the log, so a fact recorded after it (the log allows one for the same id) survives as it did live.
    let run: RecordedEvent<Handled>[] = [];
    for (const event of recorded as readonly RecordedEvent<Handled>[]) {
      if (event.type !== 'AccountDeleted') {
        run.push(event);
        continue;
      }
      await applyRun(tx, run);
      run = [];
      await deleted(tx, [event]);
    }
    await applyRun(tx, run);
  },
};
