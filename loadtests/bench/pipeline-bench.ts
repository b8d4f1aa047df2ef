// npm run bench:pipeline (part of npm run bench) — the applicant pipeline of one job on real Postgres (DATABASE_URL;
// skipped without). Targets (issue 25): the board's first page p95 ≤ 80 ms and a bulk move of 500 applications ≤ 2 s.
//   1. a scratch database, migrated; one approved company, one job and BENCH_PIPELINE_APPLICATIONS (5,000) applications
//      (their ApplicationSubmitted events, read rows and timelines), students with names, universities and tracks, a
//      third ranked in challenges, a quarter rated and noted, and a German stage mail;
//   2. BENCH_PIPELINE_RUNS (60) runs of the board's first page (every column's first 25 cards and the counts, through
//      the slice's own query), unfiltered and filtered, → p50/p95;
//   3. bulk moves of 500 applications through the service (one transaction, one MoveApplication per application on
//      its own stream decided as one batch: the streams read in one query, the events appended in one INSERT, the
//      inline projections), with the stage mails stored as the queue stores them (mail_payloads).
// BENCH_SCALE=smoke: 1,500 applications (the three bulk moves' 500 each) and 10 runs per board, to prove the bench runs.
import { randomUUID } from 'node:crypto';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import type { Db } from '../../services/shared/src/db/db.ts';
import { createLogger } from '../../services/shared/src/logger.ts';
import { projections } from '../../services/api/src/projections.ts';
import { applicantUniversities, pipelineBoard } from '../../services/api/src/jobs/pipeline/pipeline.queries.ts';
import type { PipelineQuery } from '../../services/api/src/jobs/pipeline/pipeline.schema.ts';
import { bulkMove } from '../../services/api/src/jobs/pipeline/pipeline.service.ts';
import type { ApplicationDeps } from '../../services/api/src/jobs/application.service.ts';
import { mailJobKey, mailJobSchema } from '../../services/api/src/mail/mail-job.ts';
import { storeMailPayload } from '../../services/api/src/mail/mail-payloads.ts';
import { createScratchDb } from './scratch-db.ts';
import { isSmoke, report, verdict } from './verdict.ts';

const BENCH = 'pipeline';
const APPLICATIONS = Number(process.env.BENCH_PIPELINE_APPLICATIONS ?? (isSmoke() ? 1_500 : 5_000));
const RUNS = Number(process.env.BENCH_PIPELINE_RUNS ?? (isSmoke() ? 10 : 60));
const BULK = 500;
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function seed(db: Db, companyId: string, jobId: string): Promise<void> {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  await db.query(`INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', 'Bench Capital', 'active', '{}', $2)`, [companyId, at]);
  const details = {
    title: 'Bench Analyst',
    type: 'graduate',
    track: 'Finance',
    locations: ['London'],
    remote: false,
    description: '<p>Bench</p>',
    requirements: [],
    salary: null,
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    apply: { method: 'platform' },
  };
  await db.query(
    `INSERT INTO job_posts (job_id, company_id, status, title, type, track_id, details, deadline, published_at, updated_at, version)
     VALUES ($1, $2, 'open', 'Bench Analyst', 'graduate', 'Finance', $3::text::jsonb, $4, $5, $5, 1)`,
    [jobId, companyId, JSON.stringify(details), details.deadline, at],
  );
  // One generated row per student; arrays indexed by modulo so the distributions are fixed and repeatable.
  await db.query(
    `WITH g AS (
       SELECT n, md5('pipeline-student' || n)::uuid AS student_id, md5('pipeline-application' || n)::uuid AS application_id,
              (ARRAY['Anna','Ben','Clara','David','Elif','Felix','Greta','Hugo','Ines','Jonas','Kasia','Luca'])[1 + n % 12] AS first_name,
              (ARRAY['Kowalska','Schmidt','Rossi','Dupont','García','Nowak','Müller','Bianchi'])[1 + (n / 12) % 8] AS last_name,
              (ARRAY['University of Oxford','Technical University of Munich','Sorbonne University','University of Warsaw','ETH Zurich','KU Leuven'])[1 + n % 6] AS uni,
              (ARRAY['United Kingdom','Germany','France','Poland','Switzerland','Belgium'])[1 + n % 6] AS area,
              (ARRAY['Finance','Consulting','Corporate Law','Start-Up','MBA Track'])[1 + n % 5] AS track,
              (ARRAY['en','de','fr','pl','es','it'])[1 + n % 6] AS lng,
              $2::timestamptz + (n || ' seconds')::interval AS submitted_at
       FROM generate_series(1, $1::int) n
     ), ids AS (
       INSERT INTO account_identities (account_id, email_hash, email, first_name, last_name, kind, created_at)
       SELECT student_id, md5('pipeline-mail' || n), 'applicant' || n || '@bench.example.com', first_name, last_name, 'student', now() FROM g
     ), acc AS (
       INSERT INTO accounts (account_id, kind, lng, registered_at) SELECT student_id, 'student', lng, now() FROM g
     ), st AS (
       INSERT INTO students (student_id, university_name, university_area, tracks, registered_at)
       SELECT student_id, uni, area, jsonb_build_array(jsonb_build_object('id', track)), now() FROM g
     ), ev AS (
       INSERT INTO events (stream_id, stream_position, type, data, metadata)
       SELECT 'application-' || $3 || '-' || student_id, 1, 'ApplicationSubmitted',
              jsonb_build_object('applicationId', application_id, 'jobId', $3::text, 'companyId', $4::text, 'studentId', student_id,
                                 'hasCv', n % 2 = 0, 'submittedAt', to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '{}'::jsonb
       FROM g
     ), hist AS (
       INSERT INTO job_application_history (application_id, position, status, at) SELECT application_id, 1, 'applied', submitted_at FROM g
     ), docs AS (
       INSERT INTO job_application_documents (application_id, student_id, cover_note, cv_key, cv_name, cv_size, created_at)
       SELECT application_id, student_id, 'Cover note ' || n, NULL, NULL, NULL, submitted_at FROM g
     )
     INSERT INTO job_applications (application_id, job_id, student_id, company_id, stage, has_cv, submitted_at, updated_at)
     SELECT application_id, $3::uuid, student_id, $4::uuid, 'applied', n % 2 = 0, submitted_at, submitted_at FROM g`,
    [APPLICATIONS, at, jobId, companyId],
  );
  await db.query(
    `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, ranked_at)
     SELECT md5('pipeline-attempt' || n)::uuid, md5('pipeline-challenge' || n % 4)::uuid, md5('pipeline-student' || n)::uuid, 'Finance', 'finalYear',
            (n * 37) % 101, (n * 53) % 101, now()
     FROM generate_series(1, $1::int) n WHERE n % 3 = 0`,
    [APPLICATIONS],
  );
  await db.query(
    `INSERT INTO job_application_reviews (application_id, job_id, company_id, rating, note_count, updated_at)
     SELECT md5('pipeline-application' || n)::uuid, $2, $3, 1 + (n / 4) % 4, 1, now() FROM generate_series(1, $1::int) n WHERE n % 4 = 0`,
    [APPLICATIONS, jobId, companyId],
  );
  await db.query(
    `INSERT INTO organisation_stage_mails (organisation_id, stage, lng, subject, body, updated_at)
     VALUES ($1, 'interview', 'de', 'Einladung: {{jobTitle}}', 'Hallo {{name}},\n\nwir laden Sie ein.', now())`,
    [companyId],
  );
  await db.query('ANALYZE');
}

async function bench(url: string): Promise<void> {
  const scratch = await createScratchDb(url);
  const db = createPgDb({ connectionString: scratch.url });
  try {
    await migrate(db);
    const companyId = randomUUID();
    const jobId = randomUUID();
    const memberId = randomUUID();
    const began = performance.now();
    await seed(db, companyId, jobId);
    console.error(`[pipeline] seeded ${APPLICATIONS} applications in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    console.log(`\nApplicant pipeline (Postgres): one job with ${APPLICATIONS} applications, ${RUNS} runs per board`);
    const boards: [string, Omit<PipelineQuery, 'after'>][] = [
      ['first page, no filter', {}],
      ['rating ≥ 3', { rating: '3' }],
      ['top 10 %', { band: 10 }],
      ['university + track', { university: 'ETH Zurich', track: 'Finance' }],
    ];
    const all: number[] = [];
    for (const [label, query] of boards) {
      const times: number[] = [];
      let shown = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        // What GET …/pipeline answers: the board and the university filter's choices, read side by side.
        const [board] = await Promise.all([pipelineBoard(db, jobId, query), applicantUniversities(db, jobId)]);
        times.push(performance.now() - started);
        shown = Object.values(board.counts).reduce((a, b) => a + b, 0);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(`  board, ${label.padEnd(24)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms  (${shown} applications)`);
    }
    all.sort((a, b) => a - b);
    const firstP95 = pct(all, 95);
    console.log(`  all boards: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${firstP95.toFixed(1)} ms`);
    verdict(BENCH, 'pipeline board first page p95 (Postgres)', firstP95, 'at most', 80, `p95 ${firstP95.toFixed(1)} ms over ${APPLICATIONS} applications (goal ≤ 80 ms)`);

    // The mail queue's producer side as it is in production: validate the job, store its payload row.
    let mails = 0;
    const mail: ApplicationDeps['mail'] = {
      enqueue: async (job, opts) => {
        const parsed = mailJobSchema.parse(job);
        await storeMailPayload(db, mailJobKey(opts?.jobId), parsed);
        mails++;
      },
    };
    const deps: ApplicationDeps = { db, logger: createLogger('bench', 'silent'), projections: projections.inline, now: () => Date.now(), blobs: undefined as never, mail };
    const member = { accountId: memberId, companyId };
    const ids = (await db.query<{ id: string }>(`SELECT application_id::text AS id FROM job_applications WHERE job_id = $1 ORDER BY submitted_at`, [jobId])).rows.map((r) => r.id);
    const moves: [string, string[], 'shortlisted' | 'interview' | 'rejected', boolean][] = [
      ['500 → shortlisted, mailed', ids.slice(0, BULK), 'shortlisted', true],
      ['500 → interview, mailed (German template)', ids.slice(0, BULK), 'interview', true],
      ['500 → shortlisted, no mail', ids.slice(BULK, 2 * BULK), 'shortlisted', false],
      ['500 → declined, mailed', ids.slice(2 * BULK, 3 * BULK), 'rejected', true],
    ];
    let worst = 0;
    for (const [label, batch, stage, withMail] of moves) {
      const before = mails;
      const started = performance.now();
      const result = await bulkMove(deps, member, jobId, batch, stage, withMail);
      const ms = performance.now() - started;
      worst = Math.max(worst, ms);
      console.log(`  bulk move ${label.padEnd(42)} ${ms.toFixed(0).padStart(6)} ms  (${result.moved.length} moved, ${mails - before} mails stored)`);
    }
    verdict(BENCH, `slowest bulk move of ${BULK} applications (Postgres)`, worst, 'at most', 2_000, `${worst.toFixed(0)} ms (goal ≤ 2,000 ms)`);
    const after = await pipelineBoard(db, jobId, {});
    console.log(`  board after the moves: ${JSON.stringify(after.counts)}`);
  } finally {
    await db.close();
    await scratch.drop();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('bench:pipeline needs DATABASE_URL (a Postgres server; a scratch database is created and dropped) — skipped.');
  report({ bench: BENCH, target: 'pipeline board and bulk moves (Postgres)', figure: 'not measured: set DATABASE_URL', holds: false, smoke: isSmoke() });
} else {
  await bench(url);
}
