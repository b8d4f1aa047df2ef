// npm run bench:talent (part of npm run bench) — issue 28 target 4: the talent pool search with 1,000,000 student
// profiles and 5,000,000 challenge results, p95 ≤ 100 ms for every filter combination the screen offers, on Postgres
// (DATABASE_URL; skipped without).
//   1. a scratch database, migrated, and the world of talent-world.ts written in SQL (a few minutes at full size);
//   2. every combination of the screen's filters below, BENCH_TALENT_RUNS times each with varied values (a different
//      school, track, skill set, word or page each run), through the slice's own query (searchTalent: the SQL the API
//      runs, visibility included) → p50/p95 per combination, one verdict each, with the machine gauge;
//   3. the buffers one search's statements touch (EXPLAIN (ANALYZE, BUFFERS) of run 1: work that does not depend on the
//      machine's load); BENCH_TALENT_PLANS=true prints each combination's plan (EXPLAIN ANALYZE of the page and count statements).
// Sizes: BENCH_SCALE=smoke → 5,000 profiles, 2 runs (CI: proves it runs); BENCH_TALENT_PROFILES / BENCH_TALENT_RESULTS
// override. BENCH_TALENT_DB=<database url> reuses a world built earlier (built there when empty) and keeps it;
// BENCH_TALENT_ONLY=<part of a name> measures only the combinations whose name holds it.
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import type { Db } from '../../services/shared/src/db/db.ts';
import { searchTalent, type TalentQuery } from '../../services/api/src/talent-pool/read-models/talent-search.queries.ts';
import { createScratchDb } from './scratch-db.ts';
import { buildWorld, companyId, countries, eventId, schoolCount, schoolName, skills, trackIds, worldSize, years } from './talent-world.ts';
import { describeGauge, isSmoke, machineGauge, verdict } from './verdict.ts';

const smoke = isSmoke();
const PROFILES = Number(process.env.BENCH_TALENT_PROFILES ?? (smoke ? 5_000 : 1_000_000));
const RESULTS = Number(process.env.BENCH_TALENT_RESULTS ?? PROFILES * 5);
const RUNS = Number(process.env.BENCH_TALENT_RUNS ?? (smoke ? 2 : 40));
const GOAL_P95_MS = 100;
if (!(RUNS >= 1)) throw new Error('BENCH_TALENT_RUNS must be at least 1');
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Run i's values: spread over popular and rare schools, every track, common and rare skills and words. */
const pick = <T>(list: readonly T[], i: number, stride = 1): T => list[(i * stride) % list.length]!;
const school = (i: number) => {
  const s = [0, 3, 17, 45, 90, 151, 208, 299][i % 8]! % schoolCount;
  return { country: countries[s % 12]!, university: schoolName(s) };
};
const skillSet = (i: number) => (i % 3 === 0 ? [pick(skills, i, 7)] : [pick(skills, i, 7), pick(skills, i + 1, 11)]);
const words = ['python', 'excel', 'finance', 'london', '"financial modelling"', 'consulting valuation', 'technical', 'private equity', 'tax', 'sql'];
const bands = [10, 25, 50] as const;
/** For the combination of every filter: common skills and words, so the narrowest search still finds someone. */
const commonSkill = (i: number) => [pick(skills.slice(0, 6), i)];
const broadWords = ['university', 'excel', 'finance', 'school', 'python', 'teamwork'];

/** The screen's filters (web/src/features/talent-pool/components/talent-pool-page.tsx) alone and together, both sorts. */
const combinations: [string, (i: number) => TalentQuery][] = [
  ['no filter', (i) => ({ sort: 'relevance', page: 1 + (i % 3) })],
  ['no filter, by percentile', (i) => ({ sort: 'percentile', page: 1 + (i % 3) })],
  ['text', (i) => ({ q: pick(words, i), sort: 'relevance', page: 1 })],
  ['text, by percentile', (i) => ({ q: pick(words, i), sort: 'percentile', page: 1 })],
  ['band', (i) => ({ band: pick(bands, i), sort: 'relevance', page: 1 })],
  ['band + band track, by percentile', (i) => ({ band: pick(bands, i), bandTrack: pick(trackIds, i), sort: 'percentile', page: 1 })],
  ['country + school', (i) => ({ ...school(i), sort: 'relevance', page: 1 })],
  ['country + school, by percentile', (i) => ({ ...school(i), sort: 'percentile', page: 1 })],
  ['track + year', (i) => ({ track: pick(trackIds, i), year: pick(years, i, 3), sort: 'relevance', page: 1 })],
  ['skills', (i) => ({ skills: skillSet(i), sort: 'relevance', page: 1 })],
  ['skills, by percentile', (i) => ({ skills: skillSet(i), sort: 'percentile', page: 1 })],
  ['event attendees', () => ({ event: eventId, sort: 'relevance', page: 1 })],
  ['target schools + text', (i) => ({ targetsOnly: true, q: pick(words, i), sort: 'relevance', page: 1 })],
  ['band + school + track + skills + text', (i) => ({ band: pick(bands, i), ...school(i), track: pick(trackIds, i), skills: commonSkill(i), q: pick(broadWords, i), sort: 'relevance', page: 1 })],
  ['band + school + track + skills + text, by percentile', (i) => ({ band: pick(bands, i), ...school(i), track: pick(trackIds, i), skills: commonSkill(i), q: pick(broadWords, i), sort: 'percentile', page: 1 })],
  ['band + country + track + skills', (i) => ({ band: pick(bands, i), country: school(i).country, track: pick(trackIds, i), skills: skillSet(i), sort: 'relevance', page: 1 })],
  ['band + band track + school, by percentile', (i) => ({ band: pick(bands, i), bandTrack: pick(trackIds, i), ...school(i), sort: 'percentile', page: 1 })],
  ['text + skills + track', (i) => ({ q: pick(words, i), skills: skillSet(i).slice(0, 1), track: pick(trackIds, i), sort: 'relevance', page: 1 })],
  ['deep page (25–50), no filter', (i) => ({ sort: 'relevance', page: 25 + (i % 26) })],
  ['deep page (25–50), band, by percentile', (i) => ({ band: pick(bands, i), sort: 'percentile', page: 25 + (i % 26) })],
];

/** The statements searchTalent sends for one query (page and count), to EXPLAIN them. */
async function statementsOf(db: Db, query: TalentQuery): Promise<{ sql: string; params: unknown[] }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const spy = Object.create(db) as Db;
  Object.assign(spy, {
    query: (sql: string, params?: readonly unknown[]) => {
      if (!sql.includes('account_identities')) captured.push({ sql, params: [...(params ?? [])] });
      return db.query(sql, params);
    },
  });
  await searchTalent(spy, companyId, query);
  return captured;
}

async function measure(db: Db): Promise<void> {
  const gauge = await machineGauge();
  console.log(`\nTalent pool search (Postgres): ${PROFILES.toLocaleString('en')} profiles, ${RESULTS.toLocaleString('en')} results, ${RUNS} runs per combination (values varied), visibility rule included`);
  console.log(describeGauge(gauge));
  const only = process.env.BENCH_TALENT_ONLY; // a part of a combination's name: measure only those (while tuning)
  for (const [label, query] of combinations.filter(([name]) => !only || name.includes(only))) {
    await searchTalent(db, companyId, query(0)); // warm this statement's plan shape once
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      found += (await searchTalent(db, companyId, query(i))).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    // Buffers (8 KB pages) the statements of one search touch: the load-independent measure of its work.
    const statements = await statementsOf(db, query(1));
    let buffers = 0;
    for (const statement of statements) {
      const plan = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`, statement.params);
      const top = plan.rows[0]!['QUERY PLAN'][0].Plan;
      buffers += top['Shared Hit Blocks'] + top['Shared Read Blocks'];
    }
    verdict(
      'talent',
      `talent search p95 ≤ ${GOAL_P95_MS} ms (${label})`,
      p95,
      'at most',
      GOAL_P95_MS,
      `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(found / RUNS)} found on average, ${buffers.toLocaleString('en')} buffers in ${statements.length} statements (run 1)`,
    );
    if (process.env.BENCH_TALENT_PLANS === 'true') {
      for (const statement of statements) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.params);
        console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
      }
    }
  }
  if (!smoke) console.log(describeGauge(await machineGauge()));
}

async function bench(url: string): Promise<void> {
  const kept = process.env.BENCH_TALENT_DB;
  const scratch = kept ? undefined : await createScratchDb(url);
  const db = createPgDb({ connectionString: kept ?? scratch!.url });
  try {
    await migrate(db);
    const size = await worldSize(db);
    if (size === 0) {
      const began = performance.now();
      await buildWorld(db, PROFILES, RESULTS, (line) => console.error(line));
      console.error(`[talent] world of ${PROFILES} profiles and ${RESULTS} results built in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    } else if (size !== PROFILES) {
      throw new Error(`BENCH_TALENT_DB holds ${size} profiles, not ${PROFILES}: set BENCH_TALENT_PROFILES=${size}`);
    }
    await measure(db);
  } finally {
    await db.close();
    await scratch?.drop();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('bench:talent needs DATABASE_URL (a Postgres server; a scratch database is created and dropped) — skipped.');
} else {
  await bench(url);
}
