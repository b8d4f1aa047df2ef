// The write bench's data, written straight into the database before the API starts: a hot event that already holds
// `history` events (attendance, questions, upvotes of a crowd, bulk-inserted in one statement in the shape the store
// writes), an empty event, and 50 signed-in students. Read tables are filled from those events in SQL the way the
// inline projections would fill them, so the API starts on a consistent log without replaying 100,000 commands.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../services/shared/src/db/db.ts';
import { runProjectionStep } from '../../services/shared/src/event-store/async-runner.ts';
import { handleCommand } from '../../services/shared/src/event-store/handle-command.ts';
import { accountDecider, accountStreamId, createSessionStore } from '../../services/api/src/accounts/index.ts';
import { eventDecider, eventStreamId, type EventDetails } from '../../services/api/src/events/index.ts';
import { projections } from '../../services/api/src/projections.ts';

/**
 * Where the history lies. `split`: what the store writes now (a stream per student's attendance, per question, per
 * student's vote on a question). `legacy`: everything on the event's one stream, as the code before the split wrote
 * it — what an older database holds, and the only layout the code before the split can read.
 */
export type HistoryLayout = 'split' | 'legacy';

export interface BenchEvent {
  eventId: string;
  link: string;
  /** Questions the students upvote (the hot event's come from its history; the empty event's are posted later). */
  questionIds: string[];
}

export interface BenchWorld {
  hot: BenchEvent;
  empty: BenchEvent;
  students: { id: string; token: string }[];
  /** Head of the log once the world is written: the bench's own commits come after it. */
  seededHead: string;
  /** What the hot event's history left: participants and upvotes, to show the state the reads carry. */
  hotState: { events: number; participants: number; questions: number; upvotes: number };
}

const host = { companyId: '5eed0000-0000-4000-8000-00000000b0b0', name: 'Bench Capital', logo: '/images/companies/bench.svg' };

function details(eventId: string, title: string, nowMs: number): EventDetails {
  return {
    eventId,
    link: `bench-${title.toLowerCase()}-${eventId.slice(0, 8)}`,
    title: `Bench ${title}`,
    type: 'Live Stream',
    img: '/images/events/cover-1.svg',
    description: '<p>Bench</p>',
    startTime: new Date(nowMs + 30 * 86_400_000).toISOString(),
    endTime: new Date(nowMs + 30 * 86_400_000 + 3_600_000).toISOString(),
    timezone: 'Europe/London',
    virtualLink: 'https://meet.example.com/bench',
    physicalLocation: null,
    approval: false,
    schoolYear: [],
    relevantCourses: [],
    targetGroups: [],
    host,
  };
}

async function publish(db: Db, d: EventDetails, now: string): Promise<void> {
  await handleCommand(db, eventStreamId(d.eventId), eventDecider, { type: 'PublishEvent', data: { details: d, now } }, {
    projections: projections.inline,
  });
}

/**
 * The crowd's history in one INSERT … SELECT: with H events, H/500 questions (at least 8), H/10 students who join, 30 % of
 * them leave and a third of those come back, 0.8·H upvotes spread over the questions and the rest withdrawals.
 * Ids are md5-derived uuids, so a run is reproducible. Data shapes are exactly the deciders'.
 */
const historySql = `
WITH p AS MATERIALIZED (
  SELECT $1::text AS e, $2::text AS c, $3::text AS layout, $4::int AS h, $5::text AS at,
         -- at least 8 questions: each student upvotes 8 distinct ones (0.8·H upvotes over H/10 students)
         $4::int / 10 AS crowd, GREATEST($4::int / 500, 8) AS questions, ($4::int * 8) / 10 AS upvotes,
         COALESCE((SELECT max(stream_position) FROM events WHERE stream_id = 'event-' || $1::text), 0) AS base
), n AS MATERIALIZED (
  SELECT p.*, p.questions / ((p.upvotes + p.crowd - 1) / p.crowd) AS stride,
         p.crowd - (p.crowd * 3) / 10 AS stayed,
         p.h - p.questions - p.upvotes - p.crowd - (p.crowd * 3) / 10 - p.crowd / 10 AS withdrawals
  FROM p
), crowd AS MATERIALIZED (
  SELECT g AS u, md5('crowd:' || n.e || ':' || g)::uuid::text AS id FROM n, generate_series(0, n.crowd - 1) g
), question AS MATERIALIZED (
  SELECT g AS q, md5('question:' || n.e || ':' || g)::uuid::text AS id FROM n, generate_series(0, n.questions - 1) g
), facts AS (
  -- phase, index in the phase, type, student, question, position in its own stream
  SELECT 1 AS phase, q.q AS i, 'QuestionAdded' AS type, (q.q * 37) % n.crowd AS u, q.q AS q, 1 AS pos FROM n, question q
  UNION ALL SELECT 2, c.u, 'ParticipantJoined', c.u, NULL, 1 FROM crowd c
  UNION ALL SELECT 3, g, 'QuestionUpvoted', g % n.crowd, ((g % n.crowd) + (g / n.crowd) * n.stride) % n.questions, 1
            FROM n, generate_series(0, n.upvotes - 1) g
  UNION ALL SELECT 4, (c.u / 10) * 3 + c.u % 10, 'ParticipantLeft', c.u, NULL, 2 FROM crowd c WHERE c.u % 10 < 3
  UNION ALL SELECT 5, c.u / 10, 'ParticipantJoined', c.u, NULL, 3 FROM crowd c WHERE c.u % 10 = 0
  UNION ALL SELECT 6, g, 'QuestionUpvoteWithdrawn', g, g % n.questions, 2 FROM n, generate_series(0, n.withdrawals - 1) g
), placed AS (
  SELECT f.*, n.base + 1 + f.i + CASE f.phase
      WHEN 1 THEN 0 WHEN 2 THEN n.questions WHEN 3 THEN n.questions + n.crowd
      WHEN 4 THEN n.questions + n.crowd + n.upvotes WHEN 5 THEN n.questions + n.crowd + n.upvotes + (n.crowd * 3) / 10
      ELSE n.questions + n.crowd + n.upvotes + (n.crowd * 3) / 10 + n.crowd / 10 END AS legacy_pos
  FROM facts f, n
)
INSERT INTO events (stream_id, stream_position, type, data, metadata)
SELECT
  CASE
    WHEN n.layout = 'legacy' THEN 'event-' || n.e
    WHEN f.type = 'QuestionAdded' THEN 'question-' || q.id
    WHEN f.type LIKE 'Question%' THEN 'upvote-' || q.id || '-' || c.id
    ELSE 'attendance-' || n.e || '-' || c.id
  END,
  CASE WHEN n.layout = 'legacy' THEN f.legacy_pos ELSE f.pos END,
  f.type,
  CASE f.type
    WHEN 'QuestionAdded' THEN jsonb_build_object('eventId', n.e, 'questionId', q.id, 'text', 'Historic question ' || f.q || '?',
      'askedBy', c.id, 'askedAt', n.at, 'host', jsonb_build_object('companyId', n.c))
    WHEN 'ParticipantJoined' THEN jsonb_build_object('eventId', n.e, 'userId', c.id, 'joinedAt', n.at)
    WHEN 'ParticipantLeft' THEN jsonb_build_object('eventId', n.e, 'userId', c.id, 'leftAt', n.at)
    WHEN 'QuestionUpvoted' THEN jsonb_build_object('eventId', n.e, 'questionId', q.id, 'userId', c.id, 'upvotedAt', n.at)
    ELSE jsonb_build_object('eventId', n.e, 'questionId', q.id, 'userId', c.id, 'withdrawnAt', n.at)
  END,
  jsonb_build_object('actor', c.id, 'correlationId', n.e)
FROM placed f CROSS JOIN n JOIN crowd c ON c.u = f.u LEFT JOIN question q ON q.q = f.q
ORDER BY f.legacy_pos`;

/** The last attendance and vote fact of each student (and question), as the projections leave them. */
const lastFactsSql = `
CREATE TEMP TABLE bench_facts AS
  SELECT type, data, created_at, global_position FROM events WHERE data->>'eventId' = $1;
CREATE TEMP TABLE bench_attendance AS
  SELECT user_id, type, created_at, global_position FROM (
    SELECT DISTINCT ON (data->>'userId') data->>'userId' AS user_id, type, created_at, global_position
    FROM bench_facts WHERE type IN ('ParticipantJoined', 'ParticipantLeft', 'AttendanceRequested',
      'AttendanceRequestWithdrawn', 'AttendanceRequestDeclined')
    ORDER BY data->>'userId', global_position DESC) last
  WHERE type <> 'ParticipantLeft' AND type <> 'AttendanceRequestWithdrawn';
CREATE TEMP TABLE bench_questions AS
  SELECT data->>'questionId' AS question_id, data->>'text' AS text, global_position
  FROM bench_facts WHERE type = 'QuestionAdded';
CREATE TEMP TABLE bench_upvotes AS
  SELECT question_id, user_id, global_position FROM (
    SELECT DISTINCT ON (data->>'questionId', data->>'userId') data->>'questionId' AS question_id, data->>'userId' AS user_id,
           type, global_position
    FROM bench_facts WHERE type IN ('QuestionUpvoted', 'QuestionUpvoteWithdrawn')
    ORDER BY data->>'questionId', data->>'userId', global_position DESC) last
  WHERE type = 'QuestionUpvoted'`;

const statusOf = `CASE type WHEN 'ParticipantJoined' THEN 'attending' WHEN 'AttendanceRequested' THEN 'pending' ELSE 'declined' END`;

/** Read tables of the code that keeps participants and questions in their own tables (the split). */
const splitReadModelSql = [
  `INSERT INTO event_attendance (event_id, user_id, status, updated_at, position)
   SELECT $1::uuid, user_id, ${statusOf}, created_at, global_position FROM bench_attendance`,
  `INSERT INTO event_questions (question_id, event_id, text, position)
   SELECT question_id::uuid, $1::uuid, text, global_position FROM bench_questions`,
  `INSERT INTO question_upvotes (question_id, user_id, position)
   SELECT question_id::uuid, user_id, global_position FROM bench_upvotes`,
];

/** Read tables of the code before the split: participants and questions inside the event's JSON document. */
const legacyReadModelSql = [
  `INSERT INTO event_attendance (event_id, user_id, status, updated_at)
   SELECT $1::uuid, user_id, ${statusOf}, created_at FROM bench_attendance`,
  `UPDATE event_list SET body = replace(body, '"participants":[],"questions":[]',
     '"participants":' || COALESCE((SELECT '[' || string_agg(to_json(user_id)::text, ',' ORDER BY global_position) || ']'
                                    FROM bench_attendance WHERE type = 'ParticipantJoined'), '[]')
     || ',"questions":' || COALESCE((SELECT '[' || string_agg('{"uniqueId":' || to_json(q.question_id)::text || ',"text":' || to_json(q.text)::text
          || ',"upvotes":' || COALESCE((SELECT '[' || string_agg(to_json(u.user_id)::text, ',' ORDER BY u.global_position) || ']'
                                        FROM bench_upvotes u WHERE u.question_id = q.question_id), '[]') || '}', ',' ORDER BY q.global_position) || ']'
                                    FROM bench_questions q), '[]'))
   WHERE event_id = $1::uuid`,
];

async function hasTable(db: Db, name: string): Promise<boolean> {
  const found = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [name]);
  return found.rows[0]?.present ?? false;
}

async function signedInStudents(db: Db, count: number, nowMs: number): Promise<{ id: string; token: string }[]> {
  const sessions = createSessionStore(db);
  const students: { id: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await handleCommand(db, accountStreamId(id), accountDecider, {
      type: 'RegisterAccount',
      data: { accountId: id, kind: 'student', method: 'otp', now: new Date(nowMs).toISOString() },
    }, { projections: projections.inline });
    students.push({ id, token: await sessions.create(id, nowMs) });
  }
  return students;
}

export async function writeWorld(db: Db, opts: { history: number; layout: HistoryLayout; students: number }): Promise<BenchWorld> {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const hot = details(randomUUID(), 'Hot', nowMs);
  const empty = details(randomUUID(), 'Empty', nowMs);
  await publish(db, hot, now);
  await publish(db, empty, now);

  let hotState = { events: 0, participants: 0, questions: 0, upvotes: 0 };
  let questionIds: string[] = [];
  if (opts.history > 0) {
    await db.transaction(async (tx) => {
      await tx.query(historySql, [hot.eventId, host.companyId, opts.layout, opts.history, now]);
      await tx.query(lastFactsSql.replaceAll('$1', `'${hot.eventId}'`));
      const split = await hasTable(tx, 'event_questions');
      for (const sql of split ? splitReadModelSql : legacyReadModelSql) await tx.query(sql, sql.includes('$1') ? [hot.eventId] : []);
      const state = await tx.query<{ events: string; participants: string; questions: string; upvotes: string }>(
        `SELECT (SELECT count(*) FROM bench_facts WHERE type <> 'EventPublished')::text AS events,
                (SELECT count(*) FROM bench_attendance WHERE type = 'ParticipantJoined')::text AS participants,
                (SELECT count(*) FROM bench_questions)::text AS questions,
                (SELECT count(*) FROM bench_upvotes)::text AS upvotes`,
      );
      const row = state.rows[0];
      if (row) hotState = { events: Number(row.events), participants: Number(row.participants), questions: Number(row.questions), upvotes: Number(row.upvotes) };
      const asked = await tx.query<{ id: string }>('SELECT question_id AS id FROM bench_questions ORDER BY global_position LIMIT 10');
      questionIds = asked.rows.map((r) => r.id);
      await tx.query('DROP TABLE bench_facts, bench_attendance, bench_questions, bench_upvotes');
    });
    // A database in its steady state, as a long-running one would be: planner statistics for the grown tables (PGlite
    // has no autovacuum), hint bits and visibility maps set, so the first run does not pay for the bulk insert.
    await db.query('VACUUM ANALYZE');
    // The async projections read the history now, in big batches, rather than the API's runner during the run.
    for (const projection of projections.async) for (let applied = -1; applied !== 0; ) applied = await runProjectionStep(db, projection, 5_000);
  }
  const students = await signedInStudents(db, opts.students, nowMs);

  const head = await db.query<{ head: string }>('SELECT COALESCE(max(global_position), 0)::text AS head FROM events');
  return {
    hot: { eventId: hot.eventId, link: hot.link, questionIds },
    empty: { eventId: empty.eventId, link: empty.link, questionIds: [] },
    students,
    seededHead: head.rows[0]?.head ?? '0',
    hotState,
  };
}

/** Facts the bench's own requests committed per event (toggles and votes), read after the API stopped. */
export async function committedSince(db: Db, world: BenchWorld): Promise<{ hot: number; empty: number }> {
  const count = async (eventId: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM events WHERE global_position > $1::bigint AND data->>'eventId' = $2
             AND type IN ('ParticipantJoined', 'ParticipantLeft', 'QuestionUpvoted', 'QuestionUpvoteWithdrawn')`,
          [world.seededHead, eventId],
        )
      ).rows[0]?.n ?? 0,
    );
  return { hot: await count(world.hot.eventId), empty: await count(world.empty.eventId) };
}
