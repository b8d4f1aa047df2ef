// The talent pool bench's world, written straight into the read tables the search reads (generate_series, no events):
// at full size 1,000,000 student profiles and 5,000,000 ranked challenge results (issue 28, target 4).
//
// Distributions (fixed and repeatable: every choice is a hash of the row number, never random()):
//   - 300 schools in 12 countries, popularity skewed (the biggest school ≈ 20× the smallest), names that share words
//     ("University", "Technical") so text search meets common and rare words;
//   - the product's five tracks (one or two per student), five years of study;
//   - 3–8 skills out of 60, the first ones far more common (Excel in ~40 % of profiles, C++ in ~2 %);
//   - visibility 50 % participants / 35 % everyone / 15 % nobody; 3 % hide their ranks;
//   - results: 5 per student on average over 200 challenges of 50 companies (40 per track), percentile to one decimal,
//     1 in 10 NULL (a cohort below the minimum); each result has its attempt row (visibility reads attempts);
//   - the searching company: 4 of the 200 challenges (≈ 100,000 attempts), one event with 2,000 attendees, 5 target schools.
import type { Db } from '../../services/shared/src/db/db.ts';

export const countries = ['United Kingdom', 'Germany', 'France', 'Poland', 'Italy', 'Spain', 'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Ireland', 'Sweden'];
const cities = ['London', 'Munich', 'Paris', 'Warsaw', 'Rome', 'Madrid', 'Amsterdam', 'Leuven', 'Zurich', 'Vienna', 'Dublin', 'Stockholm'];
const kinds = ['University of', 'Technical University of', 'School of Economics', 'Business School', 'College of'];
export const trackIds = ['Finance', 'Consulting', 'Corporate Law', 'Start-Up', 'MBA Track'];
export const years = ['firstYear', 'secondYear', 'thirdYear', 'finalYear', 'masters'];
export const skills = [
  'Excel', 'Python', 'SQL', 'Communication', 'Teamwork', 'Research', 'Financial modelling', 'Valuation', 'Accounting', 'Public speaking',
  'Negotiation', 'Leadership', 'German', 'French', 'Spanish', 'Power BI', 'Tableau', 'Java', 'JavaScript', 'Machine learning',
  'Statistics', 'Economics', 'Marketing', 'Sales', 'Project management', 'Due diligence', 'M&A', 'Private equity', 'Venture capital', 'Legal writing',
  'Contract law', 'Corporate finance', 'Risk management', 'Auditing', 'Tax', 'Strategy', 'Market research', 'Data analysis', 'R', 'MATLAB',
  'Figma', 'Product management', 'Agile', 'Scrum', 'Copywriting', 'Italian', 'Polish', 'Dutch', 'Mandarin', 'Arabic',
  'Bloomberg', 'Capital IQ', 'VBA', 'Power Query', 'Stakeholder management', 'Pitching', 'Fundraising', 'Compliance', 'ESG', 'C++',
];

/** School s (0–299): its country by s % 12, its name unique. */
export const schoolName = (s: number): string => {
  const city = cities[s % 12]!;
  const kind = kinds[Math.floor(s / 12) % 5]!;
  const n = Math.floor(s / 60);
  return kind.startsWith('University of') || kind.startsWith('Technical') || kind.startsWith('College')
    ? `${kind} ${city}${n ? ` ${n + 1}` : ''}`
    : `${city} ${kind}${n ? ` ${n + 1}` : ''}`;
};
export const schoolCount = 300;
export const companyId = '00000000-0000-4000-8000-00000000c0de';
export const eventId = '00000000-0000-4000-8000-0000000e0e17';

/** A uniform value in [0,1) from a row number and a salt, as SQL (hashtext is stable across runs and servers). */
const u = (expr: string, salt: string) => `((hashtext(${expr} || '${salt}')::bigint & 2147483647)::float8 / 2147483648.0)`;

export async function buildWorld(db: Db, profiles: number, results: number, log: (line: string) => void): Promise<void> {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const began = performance.now();
    await db.query(sql, params);
    log(`[talent] ${label} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  };
  const schools = Array.from({ length: schoolCount }, (_, s) => schoolName(s));
  await db.query(`INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', 'Bench Capital', 'active', '{}', now())`, [companyId]);
  await step(
    'names (account_identities)',
    `INSERT INTO account_identities (account_id, email_hash, email, first_name, last_name, kind, created_at)
     SELECT md5('talent' || n)::uuid, md5('mail' || n), 'student' || n || '@bench.example.com',
            (ARRAY['Anna','Ben','Clara','David','Elif','Felix','Greta','Hugo','Ines','Jonas','Kasia','Luca','Mia','Nils','Olga','Piotr','Zofia','Marco','Lena','Tom'])[1 + n % 20],
            (ARRAY['Kowalska','Schmidt','Rossi','Dupont','García','Nowak','Müller','Bianchi','Martin','López','Wiśniewski','Weber','Janssen','Peeters','Murphy','Berg'])[1 + (n / 20) % 16],
            'student', now()
     FROM generate_series(1, $1::int) n`,
    [profiles],
  );
  // School index skewed towards the first schools (u² → the biggest school ≈ 20× the smallest); skills: a
  // geometric-ish pick (u³) so the first skills dominate; the tsvector built as the projection builds it.
  await step(
    'profiles (talent_profiles)',
    `WITH g AS (
       SELECT n, md5('talent' || n)::uuid AS id,
              floor(${schoolCount} * power(${u('n', 's')}, 1.7))::int AS school,
              floor(5 * ${u('n', 't1')})::int AS t1, floor(5 * ${u('n', 't2')})::int AS t2, ${u('n', 't3')} < 0.4 AS two_tracks,
              floor(5 * ${u('n', 'y')})::int AS year, ${u('n', 'v')} AS v, 3 + floor(6 * ${u('n', 'k')})::int AS skill_count
       FROM generate_series(1, $1::int) n
     ), p AS (
       SELECT g.*, ($2::text[])[1 + school] AS uni, ($3::text[])[1 + school % 12] AS area,
              ARRAY(SELECT DISTINCT ($4::text[])[1 + floor(60 * power(${u("n || '-' || k", 'sk')}, 2.2))::int]
                    FROM generate_series(1, skill_count) k) AS skills,
              CASE WHEN two_tracks AND t2 <> t1 THEN ARRAY[($5::text[])[1 + t1], ($5::text[])[1 + t2]] ELSE ARRAY[($5::text[])[1 + t1]] END AS tracks
       FROM g
     )
     INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
     SELECT id, CASE WHEN v < 0.5 THEN 'participants' WHEN v < 0.85 THEN 'everyone' ELSE 'nobody' END, skills, uni, area, tracks,
            ($6::text[])[1 + year],
            setweight(to_tsvector('simple', array_to_string(skills, ' ')), 'A') || setweight(to_tsvector('simple', array_to_string(tracks, ' ')), 'B')
              || setweight(to_tsvector('simple', uni), 'C'),
            timestamptz '2026-11-01' - (n * 7 % 5000000 || ' seconds')::interval
     FROM p`,
    [profiles, schools, countries, skills, trackIds, years],
  );
  // Result r: student hashed over all profiles (some have none, some ten), challenge c of 200 (track c / 40,
  // company c % 50 — the searching company owns challenges 0, 50, 100, 150), percentile NULL for 1 in 10.
  const resultRows = `SELECT r, md5('attempt' || r)::uuid AS attempt_id, 1 + floor($1::int * ${u('r', 'st')})::int AS n,
                             floor(200 * ${u('r', 'c')})::int AS c FROM generate_series(1, $2::int) r`;
  await step(
    'results (challenge_percentiles)',
    `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, cohort_size, ranked_at)
     SELECT attempt_id, md5('challenge' || c)::uuid, md5('talent' || n)::uuid, ($3::text[])[1 + c / 40], 'finalYear',
            round((100 * ${u('r', 'pc')})::numeric, 1),
            CASE WHEN ${u('r', 'nl')} < 0.1 THEN NULL ELSE round((100 * ${u('r', 'pl')})::numeric, 1) END,
            500, timestamptz '2026-11-01' - (r % 9000000 || ' seconds')::interval
     FROM (${resultRows}) x`,
    [profiles, results, trackIds],
  );
  await step(
    'attempts (challenge_attempts)',
    `INSERT INTO challenge_attempts (attempt_id, challenge_id, student_id, company_id, track_id, year_of_study, content_version, variant, answers, status, started_at, deadline, submitted_at)
     SELECT attempt_id, md5('challenge' || c)::uuid, md5('talent' || n)::uuid,
            CASE WHEN c % 50 = 0 THEN $3::uuid ELSE md5('company' || c % 50)::uuid END, ($4::text[])[1 + c / 40], 'finalYear', 1, '{}', '{}', 'submitted',
            timestamptz '2026-10-01', timestamptz '2026-10-02', timestamptz '2026-10-01'
     FROM (${resultRows}) x
     ON CONFLICT (challenge_id, student_id) DO NOTHING`,
    [profiles, results, companyId, trackIds],
  );
  await step(
    'hidden ranks (rank_visibility)',
    `INSERT INTO rank_visibility (student_id, visible, version) SELECT md5('talent' || n)::uuid, false, 1 FROM generate_series(1, $1::int) n WHERE ${u('n', 'h')} < 0.03`,
    [profiles],
  );
  await db.query(
    `INSERT INTO hosted_events (event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval, created_at, updated_at)
     VALUES ($1, $2, 'bench-fair', 'published', 'Bench careers fair', 'Networking', '', now(), now(), 'Europe/London', false, now(), now())`,
    [eventId, companyId],
  );
  await db.query(
    `INSERT INTO event_attendance (event_id, user_id, status, updated_at, position)
     SELECT $1, md5('talent' || (1 + n * 487 % $2::int))::uuid::text, 'attending', now(), n FROM generate_series(1, 2000) n ON CONFLICT DO NOTHING`,
    [eventId, profiles],
  );
  await db.query(
    `INSERT INTO target_schools (company_id, university_name, university_area, added_at)
     SELECT $1, ($2::text[])[1 + s], ($3::text[])[1 + s % 12], now() FROM unnest(ARRAY[0, 7, 31, 122, 250]) s`,
    [companyId, schools, countries],
  );
  // VACUUM too: the visibility map lets the percentile probes answer from the index alone, as autovacuum would.
  await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
}

/** The world is there (a kept scratch database): the profile count it was built with. */
export async function worldSize(db: Db): Promise<number> {
  const found = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM organisations WHERE organisation_id = $1`, [companyId]);
  if (found.rows[0]?.n !== '1') return 0;
  return Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM talent_profiles')).rows[0]!.n);
}
