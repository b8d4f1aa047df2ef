// npm run bench:challenge (part of npm run bench) — ranked challenges on real Postgres (DATABASE_URL; skipped without).
//   1. BENCH_CHALLENGE_STUDENTS (10,000) onboarded students, four years of study, take the demo's Finance Induction
//      Challenge through the API, BENCH_CHALLENGE_CONNECTIONS (50) at a time, closed loop, in two waves as a cohort
//      meets a deadline: first every student starts and saves three answers, then every student submits.
//      → submissions/s with p50/p95/p99 of the submit call (the wave), the start-and-answer calls/s, the whole
//      journey's rate, and how long after the last submit every percentile is current (the API's own async runner;
//      polled in the database).
//   2. with the API stopped: a recorded history of 200,000 attempts holding 1,000,000 saved answers (BENCH_REBUILD_ANSWERS),
//      then the results projection rebuilt from the log (events/s) and the percentile projection drained.
// Targets (issue 12): ≥ 500 submissions/s, percentiles current within 2 s, rebuild ≥ 20,000 events/s.
// BENCH_SCALE=smoke: 200 students and 20,000 saved answers, to prove the bench runs.
import http from 'node:http';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import type { Db } from '../../services/shared/src/db/db.ts';
import { runProjectionStep } from '../../services/shared/src/event-store/async-runner.ts';
import { rebuildProjections } from '../../services/shared/src/event-store/rebuild.ts';
import { challengeAttemptsProjection, challengePercentilesProjection } from '../../services/api/src/challenges/index.ts';
import { startApp } from './processes.ts';
import { createScratchDb } from './scratch-db.ts';
import { benchChallengeId, writeAnswerHistory, writeChallengeWorld, type BenchStudent } from './challenge-world.ts';
import { isSmoke, report, verdict } from './verdict.ts';

const BENCH = 'challenge';
const STUDENTS = Number(process.env.BENCH_CHALLENGE_STUDENTS ?? (isSmoke() ? 200 : 10_000));
const CONNECTIONS = Number(process.env.BENCH_CHALLENGE_CONNECTIONS ?? 50);
const REBUILD_ANSWERS = Number(process.env.BENCH_REBUILD_ANSWERS ?? (isSmoke() ? 20_000 : 1_000_000));
const ANSWERS_PER_ATTEMPT = 5;
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/api/src/main.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function call(base: URL, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; text: string; ms: number }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
    req.end(payload);
  });
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const shuffle = <T>(items: T[]): T[] => items.map((v) => [Math.random(), v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);

interface Task {
  id: string;
  kind: string;
  options?: { id: string }[];
  items?: { id: string }[];
  prompt: string;
}

type Figures = { all: number[]; submits: number[]; failed: Record<string, number> };

function noted(figures: Figures, r: { status: number; ms: number }, what: string, expected: number): boolean {
  figures.all.push(r.ms);
  if (r.status !== expected) figures.failed[`${what} ${r.status}`] = (figures.failed[`${what} ${r.status}`] ?? 0) + 1;
  return r.status === expected;
}

const attemptPath = `/api/challenges/${benchChallengeId}/attempt`;

/** One student's start and answers; answers vary so scores spread (and tie) as a real cohort's do. */
async function startAndAnswer(base: URL, student: BenchStudent, figures: Figures): Promise<boolean> {
  const started = await call(base, 'POST', attemptPath, student.token);
  if (!noted(figures, started, 'start', 201)) return false;
  const tasks = (JSON.parse(started.text) as { attempt: { tasks: Task[] } }).attempt.tasks;
  for (const task of tasks) {
    const answer =
      task.kind === 'single' ? { optionId: task.options![Math.floor(Math.random() * task.options!.length)]!.id }
      : task.kind === 'multiple' ? { optionIds: task.options!.filter(() => Math.random() < 0.5).map((o) => o.id) }
      : task.kind === 'ordering' ? { itemIds: shuffle(task.items!.map((i) => i.id)) }
      : task.kind === 'numeric' ? { value: Math.random() < 0.5 ? Number(/(\d+(?:\.\d+)?)m and peers trade at (\d+(?:\.\d+)?)x/.exec(task.prompt)?.slice(1).reduce((a, b) => Number(a) * Number(b), 1) ?? 0) : 42 }
      : { text: 'bench' };
    noted(figures, await call(base, 'PUT', `${attemptPath}/answers/${task.id}`, student.token, { answer }), 'answer', 200);
  }
  return true;
}

async function submit(base: URL, student: BenchStudent, figures: Figures): Promise<boolean> {
  const submitted = await call(base, 'POST', `${attemptPath}/submit`, student.token);
  figures.submits.push(submitted.ms);
  return noted(figures, submitted, 'submit', 200);
}

/** Every student through `step`, CONNECTIONS at a time; returns how many succeeded and the seconds it took. */
async function wave(students: BenchStudent[], step: (student: BenchStudent) => Promise<boolean>): Promise<{ ok: BenchStudent[]; seconds: number }> {
  const ok: BenchStudent[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < students.length) {
        const student = students[next++]!;
        if (await step(student)) ok.push(student);
      }
    }),
  );
  return { ok, seconds: (performance.now() - began) / 1000 };
}

async function percentilesCurrent(db: Db): Promise<boolean> {
  const found = await db.query<{ ranked: string; placed: string; head: string; checkpoint: string | null }>(
    `SELECT (SELECT count(*) FROM challenge_results WHERE challenge_id = $1 AND status = 'ranked')::text AS ranked,
            (SELECT count(*) FROM challenge_percentiles WHERE challenge_id = $1)::text AS placed,
            (SELECT COALESCE(max(global_position), 0) FROM events WHERE type = 'AttemptRanked')::text AS head,
            (SELECT last_global_position::text FROM processor_checkpoints WHERE processor_id = 'challenge-percentiles') AS checkpoint`,
    [benchChallengeId],
  );
  const r = found.rows[0]!;
  return r.ranked === r.placed && BigInt(r.checkpoint ?? '0') >= BigInt(r.head);
}

async function submissions(url: string): Promise<void> {
  const scratch = await createScratchDb(url);
  try {
    let db = createPgDb({ connectionString: scratch.url });
    let students: BenchStudent[];
    try {
      await migrate(db);
      console.error(`[challenge] writing ${STUDENTS} onboarded students and the demo …`);
      students = await writeChallengeWorld(db, STUDENTS);
    } finally {
      await db.close();
    }
    const app = await startApp({ entry: APP_ENTRY, databaseUrl: scratch.url, readyTimeoutMs: 120_000, seedDemo: false });
    db = createPgDb({ connectionString: scratch.url });
    try {
      const base = new URL(app.url);
      const figures: Figures = { all: [], submits: [], failed: {} };
      console.error(`[challenge] ${STUDENTS} students start and answer, ${CONNECTIONS} at a time …`);
      const answering = await wave(students, (student) => startAndAnswer(base, student, figures));
      const answerCalls = figures.all.length;
      const answerLatency = [...figures.all].sort((a, b) => a - b);
      console.error(`[challenge] ${answering.ok.length} submit, ${CONNECTIONS} at a time …`);
      const submitting = await wave(answering.ok, (student) => submit(base, student, figures));
      const lastSubmit = performance.now();
      let caughtUp = lastSubmit;
      for (const deadline = lastSubmit + 120_000; performance.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
        if (await percentilesCurrent(db)) {
          caughtUp = performance.now();
          break;
        }
      }
      const ok = submitting.ok.length;
      const submits = figures.submits.sort((a, b) => a - b);
      const all = figures.all.sort((a, b) => a - b);
      const journeySeconds = answering.seconds + submitting.seconds;
      const cohorts = await db.query<{ year_of_study: string; n: string; top: string }>(
        `SELECT year_of_study, count(*)::text AS n, max(percentile)::text AS top FROM challenge_percentiles WHERE challenge_id = $1 GROUP BY 1 ORDER BY 1`,
        [benchChallengeId],
      );
      console.log(`\nChallenge submissions (Postgres, ${STUDENTS} students, ${CONNECTIONS} concurrent)`);
      console.log(`  submission wave: ${ok} submitted in ${submitting.seconds.toFixed(1)} s → ${(ok / submitting.seconds).toFixed(0)} submissions/s`);
      console.log(`  submit latency p50 ${pct(submits, 50).toFixed(1)} ms, p95 ${pct(submits, 95).toFixed(1)} ms, p99 ${pct(submits, 99).toFixed(1)} ms`);
      console.log(
        `  before it, start + 3 answers: ${answerCalls} calls in ${answering.seconds.toFixed(1)} s → ${(answerCalls / answering.seconds).toFixed(0)} calls/s, p95 ${pct(answerLatency, 95).toFixed(1)} ms`,
      );
      console.log(`  whole journeys (5 calls each): ${(ok / journeySeconds).toFixed(0)} students/s; every call p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms`);
      console.log(`  every percentile current ${((caughtUp - lastSubmit) / 1000).toFixed(2)} s after the last submit${caughtUp === lastSubmit ? ' (or not within 120 s)' : ''}`);
      console.log(`  cohorts: ${cohorts.rows.map((r) => `${r.year_of_study} ${r.n} (top ${Number(r.top)})`).join(', ')}`);
      if (Object.keys(figures.failed).length > 0) console.log(`  refused: ${JSON.stringify(figures.failed)}`);
      const perSecond = ok / submitting.seconds;
      verdict(BENCH, 'challenge submissions/s (Postgres)', perSecond, 'at least', 500, `${perSecond.toFixed(0)} submissions/s, ${STUDENTS} students (goal ≥ 500)`);
      const lagS = (caughtUp - lastSubmit) / 1000;
      const current = caughtUp !== lastSubmit || (await percentilesCurrent(db));
      verdict(BENCH, 'percentiles current after the last submit', current ? lagS : Number.POSITIVE_INFINITY, 'at most', 2, current ? `${lagS.toFixed(2)} s (goal ≤ 2 s)` : 'not within 120 s (goal ≤ 2 s)');
    } finally {
      await db.close();
      await app.stop();
    }
  } finally {
    await scratch.drop();
  }
}

async function rebuild(url: string): Promise<void> {
  const scratch = await createScratchDb(url);
  const db = createPgDb({ connectionString: scratch.url });
  try {
    await migrate(db);
    const attempts = Math.ceil(REBUILD_ANSWERS / ANSWERS_PER_ATTEMPT);
    console.error(`[challenge] writing ${attempts} recorded attempts with ${REBUILD_ANSWERS} saved answers …`);
    const answers = await writeAnswerHistory(db, { attempts, answers: ANSWERS_PER_ATTEMPT, challenges: 100 });
    const total = Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0]!.n);
    const began = performance.now();
    const { replayed } = await rebuildProjections(db, { inline: [challengeAttemptsProjection], async: [challengePercentilesProjection] });
    const rebuilt = (performance.now() - began) / 1000;
    const drainStart = performance.now();
    for (let applied = -1; applied !== 0; ) applied = await runProjectionStep(db, challengePercentilesProjection, 20_000);
    const drained = (performance.now() - drainStart) / 1000;
    const results = (await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM challenge_results WHERE status = 'ranked'`)).rows[0]!.n;
    const placed = (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM challenge_percentiles')).rows[0]!.n;
    console.log(`\nResults projection rebuild (Postgres): ${total} events in the log, ${answers} of them saved answers`);
    console.log(`  rebuilt attempts + results in ${rebuilt.toFixed(1)} s → ${(replayed / rebuilt).toFixed(0)} events/s (${(answers / rebuilt).toFixed(0)} answer events/s); ${results} ranked results`);
    console.log(`  percentiles (100 challenges × 4 years) drained in ${drained.toFixed(1)} s → ${placed} placed`);
    verdict(BENCH, 'results projection rebuild (Postgres)', replayed / rebuilt, 'at least', 20_000, `${(replayed / rebuilt).toFixed(0)} events/s over ${total} events (goal ≥ 20,000)`);
  } finally {
    await db.close();
    await scratch.drop();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('bench:challenge needs DATABASE_URL (a Postgres server; a scratch database is created and dropped) — skipped.');
  report({ bench: BENCH, target: 'challenge submissions and rebuild (Postgres)', figure: 'not measured: set DATABASE_URL', holds: false, smoke: isSmoke() });
} else {
  if (process.env.BENCH_CHALLENGE_SKIP_SUBMISSIONS !== 'true') await submissions(url);
  if (process.env.BENCH_CHALLENGE_SKIP_REBUILD !== 'true') await rebuild(url);
}
