import type { Db } from '@fast-track/shared/db/db';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCap, pageSize, searchTalent, type TalentQuery } from './talent-search.queries.ts';

// Issue 28 target 4: with more than `countCap` matches the percentile sort looks for its page among the students
// holding the best ranked results first (topRankedPage) and ranks every match only when that set cannot fill the
// page. The pages must equal the plain rule — best percentile (in the band track when given; NULL when ranks are
// hidden or none is ranked) descending, NULLs last, then newest profile, then id — computed here in TypeScript
// over 2,400 students with tied percentiles, unranked results, hidden ranks and hidden profiles.

const companyId = '00000000-0000-4000-8000-0000000000c1';
const students = 2400;
const tracks = ['Finance', 'Consulting', 'Start-Up'];
let testDb: TestDb;

interface Student {
  id: string;
  visibility: string;
  skills: string[];
  updatedAt: number;
  hidesRanks: boolean;
  results: { track: string; percentile: number | null }[];
}
const world: Student[] = [];

const idOf = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`; // the link is the first 12 hex digits

beforeAll(async () => {
  testDb = await openTestDb();
  const db = testDb.db;
  await db.query(`INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', 'Rank & Co', 'active', '{}', now())`, [companyId]);
  for (let n = 1; n <= students; n++) {
    // Percentiles on a coarse grid (many ties), every 7th result unranked (small cohort), 2 in 5 students
    // without results.
    const results = n % 4 === 0 || n % 5 === 0 ? [] : Array.from({ length: n % 7 === 0 ? 6 : 1 + (n % 4) }, (_, k) => ({ track: tracks[(n + k) % 3]!, percentile: (n * 3 + k) % 7 === 0 ? null : n % 7 === 0 ? 100 : ((n * 37 + k * 53) % 21) * 5 }));
    world.push({
      id: idOf(n),
      visibility: n % 10 === 0 ? 'nobody' : n % 10 === 1 ? 'participants' : 'everyone',
      skills: n % 2 === 0 ? ['Excel', 'SQL'] : ['Python'],
      updatedAt: Date.UTC(2026, 10, 1) - (n % 400) * 60_000, // four students share each timestamp: the id decides
      hidesRanks: n % 7 === 0, // …and six results of 100 each: hidden, they must still sort last
      results,
    });
  }
  await db.query(
    `INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
     SELECT id, visibility, skills, 'University of Warsaw', 'Poland', ARRAY['Finance'], 'finalYear', to_tsvector('simple', array_to_string(skills, ' ')), updated_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS x(id, visibility, skills_text, updated_at), LATERAL string_to_array(skills_text, ',') skills`,
    [world.map((s) => s.id), world.map((s) => s.visibility), world.map((s) => s.skills.join(',')), world.map((s) => new Date(s.updatedAt).toISOString())],
  );
  const rows = world.flatMap((s) => s.results.map((r, k) => ({ id: s.id, k, ...r })));
  await db.query(
    `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, cohort_size, ranked_at)
     SELECT md5(student_id::text || k)::uuid, md5(track_id)::uuid, student_id, track_id, 'finalYear', 50, percentile, 100, now()
     FROM unnest($1::uuid[], $2::int[], $3::text[], $4::numeric[]) AS x(student_id, k, track_id, percentile)`,
    [rows.map((r) => r.id), rows.map((r) => r.k), rows.map((r) => r.track), rows.map((r) => r.percentile)],
  );
  const hiders = world.filter((s) => s.hidesRanks).map((s) => s.id);
  await db.query(`INSERT INTO rank_visibility (student_id, visible, version) SELECT id, false, 1 FROM unnest($1::uuid[]) id`, [hiders]);
  await db.query('ANALYZE');
});

afterAll(() => testDb.dispose());

/** The plain rule over the whole world, as the screen promises it. */
function expectedPage(query: TalentQuery): string[] {
  const inTrack = (r: Student['results'][number]) => !query.bandTrack || r.track === query.bandTrack;
  const bestOf = (s: Student) => {
    const ranked = s.results.filter((r) => inTrack(r) && r.percentile !== null).map((r) => r.percentile!);
    return s.hidesRanks || ranked.length === 0 ? null : Math.max(...ranked);
  };
  const matches = world.filter(
    (s) =>
      s.visibility === 'everyone' &&
      (!query.skills || query.skills.every((k) => s.skills.includes(k))) &&
      (query.band === undefined
        ? !query.bandTrack || s.results.some(inTrack)
        : !s.hidesRanks && s.results.some((r) => inTrack(r) && r.percentile !== null && r.percentile >= 100 - query.band!)),
  );
  const sorted = matches
    .map((s) => ({ s, best: bestOf(s) }))
    .sort((a, b) => (b.best ?? -1) - (a.best ?? -1) || b.s.updatedAt - a.s.updatedAt || (a.s.id < b.s.id ? -1 : 1));
  return sorted.slice((query.page - 1) * pageSize, query.page * pageSize).map((x) => x.s.id);
}

/** searchTalent's page, and whether it came from the top-ranked set (the statement that starts from a threshold). */
async function searched(db: Db, query: TalentQuery): Promise<{ ids: string[]; fromTop: boolean }> {
  let fromTop = false;
  const spy = Object.create(db) as Db;
  Object.assign(spy, {
    query: (sql: string, params?: readonly unknown[]) => {
      if (sql.includes('cp.percentile >= $')) fromTop = true;
      return db.query(sql, params);
    },
  });
  const found = await searchTalent(spy, companyId, query);
  return { ids: found.students.map((s) => s.uniqueId), fromTop };
}

describe('the percentile sort with more matches than the count shows', () => {
  it('has more than countCap visible students, so the top-ranked path is taken', () => {
    expect(world.filter((s) => s.visibility === 'everyone').length).toBeGreaterThan(countCap);
  });

  it.each<[string, Partial<TalentQuery>, boolean]>([
    ['page 1', { page: 1 }, true],
    ['page 3', { page: 3 }, true],
    ['page 9, past the shown 100s, where students hiding their 100s must not follow', { page: 9 }, true],
    ['page 20, inside the ranked set', { page: 20 }, true],
    ['page 50, past the ranked students: the unranked tail', { page: 50 }, false],
    ['a band track', { bandTrack: 'Consulting', page: 2 }, true],
    ['a band track, page 30', { bandTrack: 'Start-Up', page: 30 }, false],
    ['top 25 % in a track', { band: 25, bandTrack: 'Finance', page: 1 }, false],
    ['skills', { skills: ['Excel'], page: 4 }, false],
  ])('%s: the same page as ranking every match', async (_label, partial, mayUseTop) => {
    const query: TalentQuery = { sort: 'percentile', page: 1, ...partial };
    const { ids, fromTop } = await searched(testDb.db, query);
    expect(ids).toEqual(expectedPage(query));
    if (mayUseTop) expect(fromTop).toBe(true);
  });
});
