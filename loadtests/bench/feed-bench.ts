// npm run bench:feed (part of npm run bench) — the student feed's first page, GET /api/student/feed, on the real server.
// Per database (embedded PGlite in a prepared DATA_DIR; plus real Postgres in a scratch database when DATABASE_URL is set):
//   1. written straight into the read tables before the start: one active company, BENCH_FEED_JOBS (10,000) open jobs
//      and BENCH_FEED_EVENTS (2,000) upcoming events over the five tracks, 200 students (one or two tracks) with sessions;
//   2. an open loop of BENCH_FEED_RATE (100) req/s × BENCH_FEED_DURATION (10) s, each request a random student's first
//      page (their first track first) → p50/p95/p99 of the answers.
// Goal (issue 23): p95 ≤ 50 ms at 100 req/s on both databases.
// BENCH_SCALE=smoke: 500 jobs, 100 events, 2 s of load, to prove the bench runs.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createPgliteDb } from '../../services/shared/src/db/pglite-db.ts';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import type { Db } from '../../services/shared/src/db/db.ts';
import { trackIds } from '../../services/shared/src/tracks.ts';
import { hashToken, sessionTtlMs } from '../../services/api/src/accounts/index.ts';
import { newDataRoot, pgliteDirOf, startApp, type Running } from './processes.ts';
import { createScratchDb, type ScratchDb } from './scratch-db.ts';
import { isSmoke, verdict } from './verdict.ts';

const smoke = isSmoke();
const JOBS = Number(process.env.BENCH_FEED_JOBS ?? (smoke ? 500 : 10_000));
const EVENTS = Number(process.env.BENCH_FEED_EVENTS ?? (smoke ? 100 : 2_000));
const STUDENTS = 200;
const RATE = Number(process.env.BENCH_FEED_RATE ?? 100);
const DURATION_S = Number(process.env.BENCH_FEED_DURATION ?? (smoke ? 1 : 10));
const GOAL_P95_MS = 50;
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/api/src/main.ts';
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The feed's world in the shapes the projections write (job_posts, event_list, students, sessions). */
async function writeWorld(db: Db): Promise<string[]> {
  const companyId = randomUUID();
  const nowMs = Date.now();
  await db.query(`INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', 'Bench Capital', 'active', '{"logo":"/images/companies/kestrel-partners.svg"}', now())`, [companyId]);
  await db.query(
    `INSERT INTO job_posts (job_id, company_id, status, title, type, track_id, details, deadline, published_at, updated_at, version)
     SELECT md5('bench-job' || n)::uuid, $1, 'open', 'Bench Analyst ' || n, 'internship', ($2::text[])[1 + n % 5],
            jsonb_build_object('title', 'Bench Analyst ' || n, 'type', 'internship', 'track', ($2::text[])[1 + n % 5], 'locations', jsonb_build_array((ARRAY['London','Paris','Berlin','Warsaw','Madrid','Milan'])[1 + n % 6]),
                               'remote', n % 4 = 0, 'description', '<p>Bench</p>', 'requirements', '[]'::jsonb, 'salary', null, 'deadline', $3::timestamptz + (n || ' minutes')::interval, 'apply', '{"method":"platform"}'::jsonb),
            $3::timestamptz + (n || ' minutes')::interval, now(), now(), 1
     FROM generate_series(1, $4::int) n`,
    [companyId, [...trackIds], new Date(nowMs + 86_400_000), JOBS],
  );
  await db.query(
    `INSERT INTO event_list (event_id, link, company_id, type, starts_at, ends_at, body, approval, virtual_link, visibility, track)
     SELECT md5('bench-event' || n)::uuid, 'bench-event-' || n, $1, 'Live Stream', $3::timestamptz + (n * 7 || ' minutes')::interval,
            $3::timestamptz + (n * 7 + 60 || ' minutes')::interval,
            json_build_object('uniqueId', md5('bench-event' || n)::uuid, 'link', 'bench-event-' || n, 'title', 'Bench Webinar ' || n, 'type', 'Live Stream', 'img', '/images/events/cover-1.svg',
                              'physicalLocation', '', 'company', '{"title":"Bench Capital","img":"/images/companies/kestrel-partners.svg"}', 'participants', '[]'::json, 'questions', '[]'::json)::text,
            false, 'https://meet.example.com/bench', 'everyone', ($2::text[])[1 + n % 5]
     FROM generate_series(1, $4::int) n`,
    [companyId, [...trackIds], new Date(nowMs + 3_600_000), EVENTS],
  );
  const students = Array.from({ length: STUDENTS }, (_, i) => ({ id: randomUUID(), token: randomBytes(32).toString('base64url'), tracks: [trackIds[i % 5]!, ...(i % 3 === 0 ? [trackIds[(i + 2) % 5]!] : [])] }));
  for (const s of students) {
    await db.query(`INSERT INTO accounts (account_id, kind, lng, registered_at) VALUES ($1, 'student', 'en', now())`, [s.id]);
    await db.query(`INSERT INTO students (student_id, university_name, university_area, tracks, registered_at) VALUES ($1, 'Bench University', 'United Kingdom', $2::jsonb, now())`, [
      s.id,
      JSON.stringify(s.tracks.map((id) => ({ id }))),
    ]);
    await db.query('INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [hashToken(s.token), s.id, new Date(nowMs), new Date(nowMs + sessionTtlMs)]);
  }
  await db.query('ANALYZE');
  return students.map((s) => s.token);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function firstPage(base: URL, token: string): Promise<{ status: number; ms: number; items: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/student/feed', base), { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - started;
        const items = res.statusCode === 200 ? ((JSON.parse(Buffer.concat(chunks).toString()) as { items: unknown[] }).items.length) : 0;
        resolve({ status: res.statusCode ?? 0, ms, items });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** An open loop: requests start on the clock whatever the answers do, so a slow server shows as latency. */
async function fixedRate(base: URL, tokens: string[]): Promise<{ times: number[]; failed: number; items: number }> {
  const times: number[] = [];
  let failed = 0;
  let items = 0;
  const pending: Promise<void>[] = [];
  const total = RATE * DURATION_S;
  const startedAt = performance.now();
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      firstPage(base, tokens[i % tokens.length]!).then(
        (r) => {
          if (r.status === 200 && r.items > 0) times.push(r.ms);
          else failed++;
          items = r.items;
        },
        () => void failed++,
      ),
    );
  }
  await Promise.all(pending);
  return { times: times.sort((a, b) => a - b), failed, items };
}

async function benchOne(database: string, prepare: () => Promise<Db>, start: () => Promise<Running>): Promise<string> {
  console.error(`[${database}] writing ${JOBS} jobs, ${EVENTS} events, ${STUDENTS} students …`);
  const db = await prepare();
  let tokens: string[];
  try {
    await migrate(db);
    tokens = await writeWorld(db);
  } finally {
    await db.close();
  }
  const app = await start();
  try {
    const base = new URL(app.url);
    await fixedRate(base, tokens).catch(() => undefined); // warm-up is the first second's worth below
    console.error(`[${database}] ${RATE} req/s × ${DURATION_S} s …`);
    const { times, failed, items } = await fixedRate(base, tokens);
    const p95 = pct(times, 95);
    // A failed request counts as missing the goal, whatever the others' latency.
    verdict('feed', `${database}: student feed first page p95 at ${RATE} req/s`, failed === 0 ? p95 : Number.POSITIVE_INFINITY, 'at most', GOAL_P95_MS, `p95 ${p95.toFixed(1)} ms, ${failed} failed (goal ≤ ${GOAL_P95_MS} ms, none failed)`);
    return `${database}: first page (${items} items) at ${RATE} req/s: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms, ${failed} failed (goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS && failed === 0 ? 'holds' : 'MISSED'})`;
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  const lines: string[] = [];
  const dataRoot = newDataRoot();
  try {
    lines.push(await benchOne('pglite (embedded)', () => createPgliteDb(pgliteDirOf(dataRoot)), () => startApp({ entry: APP_ENTRY, dataRoot, seedDemo: false, readyTimeoutMs: 120_000 })));
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    let scratch: ScratchDb | undefined;
    try {
      scratch = await createScratchDb(adminUrl);
      const url = scratch.url;
      lines.push(await benchOne('postgres (scratch db)', () => Promise.resolve(createPgDb({ connectionString: url, max: 2 })), () => startApp({ entry: APP_ENTRY, databaseUrl: url, seedDemo: false, readyTimeoutMs: 120_000 })));
    } finally {
      await scratch?.drop();
    }
  }
  // The machine is shared: the load average tells a figure taken on a busy machine from one taken on a quiet one.
  console.log(['', `Student feed (${JOBS} open jobs, ${EVENTS} events; load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')})`, ...lines].join('\n'));
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
