// npm run bench:talent (part of npm run bench) — the talent pool's search on real Postgres (DATABASE_URL; skipped without).
//   1. a scratch database, migrated; BENCH_TALENT_PROFILES (100,000) demo-sized student profiles written with
//      generate_series (names, university and country, tracks, year, 3–6 skills, the visibility mix 50 % participants
//      / 35 % everyone / 15 % nobody), a third of them ranked in 40 challenges (four percentile rows each), 5,000
//      participants of the searching company's challenge and 2,000 attendees of its event;
//   2. BENCH_TALENT_RUNS (60) runs of each filtered search through the slice's own query (searchTalent: the SQL the
//      API runs, visibility included) → p50/p95 per search and over all, and the plans of three searches (indexes used).
import { randomUUID } from 'node:crypto';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import type { Db } from '../../services/shared/src/db/db.ts';
import { searchTalent, type TalentQuery } from '../../services/api/src/talent-pool/read-models/talent-search.queries.ts';
import { createScratchDb } from './scratch-db.ts';

const PROFILES = Number(process.env.BENCH_TALENT_PROFILES ?? 100_000);
const RUNS = Number(process.env.BENCH_TALENT_RUNS ?? 60);
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function seed(db: Db, companyId: string, eventId: string, challengeId: string): Promise<void> {
  const at = new Date().toISOString();
  await db.query(
    `INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', 'Bench Capital', 'active', '{}', $2)`,
    [companyId, at],
  );
  // One generated row per student; arrays indexed by modulo so the distributions are fixed and repeatable.
  await db.query(
    `WITH g AS (
       SELECT n, md5('talent' || n)::uuid AS id,
              (ARRAY['Anna','Ben','Clara','David','Elif','Felix','Greta','Hugo','Ines','Jonas','Kasia','Luca','Mia','Nils','Olga','Piotr'])[1 + n % 16] AS first_name,
              (ARRAY['Kowalska','Schmidt','Rossi','Dupont','García','Nowak','Müller','Bianchi','Martin','López','Wiśniewski','Weber'])[1 + (n / 16) % 12] AS last_name,
              (ARRAY['University of Oxford','University College London, University of London','Technical University of Munich','Sorbonne University',
                     'University of Warsaw','Sapienza University of Rome','Complutense University of Madrid','University of Amsterdam',
                     'KU Leuven','ETH Zurich','University of Vienna','Trinity College Dublin'])[1 + n % 12] AS uni,
              (ARRAY['United Kingdom','United Kingdom','Germany','France','Poland','Italy','Spain','Netherlands','Belgium','Switzerland','Austria','Ireland'])[1 + n % 12] AS area,
              (ARRAY['Finance','Consulting','Technology','Law','Marketing','Engineering'])[1 + n % 6] AS t1,
              (ARRAY['Finance','Consulting','Technology','Law','Marketing','Engineering'])[1 + (n / 6) % 6] AS t2,
              (ARRAY['firstYear','secondYear','thirdYear','finalYear','masters'])[1 + n % 5] AS year,
              CASE WHEN n % 20 < 10 THEN 'participants' WHEN n % 20 < 17 THEN 'everyone' ELSE 'nobody' END AS visibility,
              ARRAY(SELECT (ARRAY['Excel','Python','SQL','Valuation','Financial modelling','Public speaking','Java','Negotiation','Research',
                                  'German','French','Power BI','Machine learning','Accounting','Leadership','Figma','Legal writing','C++'])[1 + abs(hashtext(n || '-' || k)) % 18]
                    FROM generate_series(0, 2 + n % 4) k) AS skills
       FROM generate_series(1, $1::int) n
     ), ids AS (
       INSERT INTO account_identities (account_id, email_hash, email, first_name, last_name, kind, created_at)
       SELECT id, md5('mail' || n), 'student' || n || '@bench.example.com', first_name, last_name, 'student', now() FROM g
     )
     INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
     SELECT id, visibility, skills, uni, area, ARRAY[t1, t2], year,
            setweight(to_tsvector('simple', array_to_string(skills, ' ')), 'A') || setweight(to_tsvector('simple', t1 || ' ' || t2), 'B') || setweight(to_tsvector('simple', uni), 'C'),
            now() - (n || ' minutes')::interval
     FROM g`,
    [PROFILES],
  );
  // A third ranked: four results each over 40 challenges (ten per track of the first four tracks).
  await db.query(
    `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, ranked_at)
     SELECT md5('attempt' || n || '-' || k)::uuid, md5('challenge' || ((n + k) % 40))::uuid, md5('talent' || n)::uuid,
            (ARRAY['Finance','Consulting','Technology','Law'])[1 + ((n + k) % 40) / 10], 'finalYear',
            (n * 37 + k * 11) % 101, (n * 53 + k * 17) % 101, now()
     FROM generate_series(1, $1::int) n, generate_series(0, 3) k WHERE n % 3 = 0`,
    [PROFILES],
  );
  await db.query(
    `INSERT INTO challenge_attempts (attempt_id, challenge_id, student_id, company_id, track_id, year_of_study, content_version, variant, answers, status, started_at, deadline, submitted_at)
     SELECT md5('own' || n)::uuid, $2, md5('talent' || n)::uuid, $1, 'Finance', 'finalYear', 1, '{}', '{}', 'submitted', now(), now(), now()
     FROM generate_series(1, $3::int) n WHERE n % 20 = 1`,
    [companyId, challengeId, PROFILES],
  );
  await db.query(
    `INSERT INTO hosted_events (event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval, created_at, updated_at)
     VALUES ($1, $2, 'bench-fair', 'published', 'Bench careers fair', 'Networking', '', now(), now(), 'Europe/London', false, now(), now())`,
    [eventId, companyId],
  );
  await db.query(
    `INSERT INTO event_attendance (event_id, user_id, status, updated_at, position)
     SELECT $1, md5('talent' || n)::uuid::text, 'attending', now(), n FROM generate_series(1, $2::int) n WHERE n % 50 = 7`,
    [eventId, PROFILES],
  );
  await db.query('INSERT INTO target_schools (company_id, university_name, university_area, added_at) VALUES ($1, $2, $3, now()), ($1, $4, $5, now())', [
    companyId,
    'University of Oxford',
    'United Kingdom',
    'ETH Zurich',
    'Switzerland',
  ]);
  await db.query('ANALYZE');
}

async function bench(url: string): Promise<void> {
  const scratch = await createScratchDb(url);
  const db = createPgDb({ connectionString: scratch.url });
  try {
    await migrate(db);
    const companyId = randomUUID();
    const eventId = randomUUID();
    const began = performance.now();
    await seed(db, companyId, eventId, randomUUID());
    const visible = (await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM talent_profiles WHERE visibility <> 'nobody'`)).rows[0]!.n;
    console.error(`[talent] seeded ${PROFILES} profiles (${visible} not hidden) in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    const base: TalentQuery = { sort: 'relevance', page: 1 };
    const searches: [string, TalentQuery][] = [
      ['no filter', base],
      ['q=python', { ...base, q: 'python' }],
      ['q="financial modelling" sql', { ...base, q: '"financial modelling" sql' }],
      ['top 10 % in Finance, by percentile', { ...base, band: 10, bandTrack: 'Finance', sort: 'percentile' }],
      ['top 25 %, Germany, q=excel', { ...base, band: 25, country: 'Germany', q: 'excel' }],
      ['track + year + skills', { ...base, track: 'Consulting', year: 'finalYear', skills: ['Excel'] }],
      ['university, page 5', { ...base, university: 'University of Warsaw', page: 5 }],
      ['event attendees', { ...base, event: eventId }],
      ['target schools, q=valuation', { ...base, targetsOnly: true, q: 'valuation' }],
      ['skills Python+SQL, by percentile', { ...base, skills: ['Python', 'SQL'], sort: 'percentile' }],
    ];
    const all: number[] = [];
    console.log(`\nTalent pool search (Postgres): ${PROFILES} profiles, ${RUNS} runs per search, visibility rule included`);
    for (const [label, query] of searches) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        total = (await searchTalent(db, companyId, query)).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(`  ${label.padEnd(36)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms  (${total} found)`);
    }
    all.sort((a, b) => a - b);
    console.log(`  all searches: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms`);

    // The plans: capture the SQL searchTalent sends and EXPLAIN it.
    for (const [label, query] of [searches[1]!, searches[5]!, searches[3]!]) {
      let captured: { sql: string; params: unknown[] } | undefined;
      const spy = Object.create(db) as Db;
      Object.assign(spy, {
        query: (sql: string, params?: readonly unknown[]) => {
          captured ??= { sql, params: [...(params ?? [])] };
          return db.query(sql, params);
        },
      });
      await searchTalent(spy, companyId, query);
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${captured!.sql}`, captured!.params);
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      const indexes = [...new Set(lines.join('\n').match(/talent_profiles_\w+_idx|challenge_percentiles_\w+_idx|\w+_pkey/g) ?? [])];
      console.log(`\n  plan of "${label}": indexes ${indexes.join(', ') || 'none'}`);
      if (process.env.BENCH_TALENT_PLANS === 'true') console.log(lines.map((l) => `    ${l}`).join('\n'));
    }
  } finally {
    await db.close();
    await scratch.drop();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('bench:talent needs DATABASE_URL (a Postgres server; a scratch database is created and dropped) — skipped.');
} else {
  await bench(url);
}
