import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCap, pageSize, searchTalent, type TalentQuery } from './talent-search.queries.ts';

// Issue 28 target 4: text sorted by relevance ranks the newest `countCap` matches (a bounded set taken from the
// recency order), not every match. 1,300 visible students list Excel, one a minute apart; a few carry the word with a
// higher weight (skills are weight A, the rest unweighted here), so ts_rank orders them first — but only when they are
// among the newest thousand. Fewer matches than the cap: every match is ranked, as before.

const companyId = '00000000-0000-4000-8000-0000000000c2';
const students = 1300;
const idOf = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-0000000000a1`;
/** Student n's profile moved n minutes before the newest: student 1 is the newest. */
const updatedAt = (n: number) => new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString();
/** Weighted matches: inside the newest thousand (3, 400, 999) and just outside it (1001, 1207). */
const weighted = new Set([3, 400, 999, 1001, 1207]);
let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
  const db = testDb.db;
  await db.query(`INSERT INTO organisations (organisation_id, kind, name, status, profile, created_at) VALUES ($1, 'company', 'Words & Co', 'active', '{}', now())`, [companyId]);
  const ns = Array.from({ length: students }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
     SELECT id, 'everyone', ARRAY['Excel'], 'University of Warsaw', 'Poland', ARRAY['Finance'], 'finalYear',
            CASE WHEN weighted THEN setweight(to_tsvector('simple', 'Excel'), 'A') ELSE to_tsvector('simple', 'Excel') END
              || CASE WHEN n % 100 = 7 THEN to_tsvector('simple', 'rarely') ELSE ''::tsvector END,
            updated_at
     FROM unnest($1::int[], $2::uuid[], $3::bool[], $4::timestamptz[]) AS x(n, id, weighted, updated_at)`,
    [ns, ns.map(idOf), ns.map((n) => weighted.has(n)), ns.map(updatedAt)],
  );
  // Hidden from this company: must not take a place in the ranked thousand.
  await db.query(
    `INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
     VALUES ($1, 'participants', ARRAY['Excel'], 'University of Warsaw', 'Poland', ARRAY['Finance'], 'finalYear', setweight(to_tsvector('simple', 'Excel'), 'A'), $2)`,
    ['ffffffff-0000-4000-8000-0000000000a1', updatedAt(0)],
  );
  await db.query('ANALYZE talent_profiles');
});

afterAll(() => testDb.dispose());

const ids = async (q: string, page: number) => {
  const found = await searchTalent(testDb.db, companyId, { q, sort: 'relevance', page });
  return { ...found, ids: found.students.map((s) => s.uniqueId) };
};

describe('text sorted by relevance', () => {
  it('ranks the newest thousand matches: the weighted ones among them first, newest first, then the rest by recency', async () => {
    const first = await ids('excel', 1);
    expect(first.total).toBe(countCap);
    expect(first.more).toBe(true);
    const plain = Array.from({ length: countCap }, (_, i) => i + 1).filter((n) => !weighted.has(n));
    expect(first.ids).toEqual([3, 400, 999, ...plain.slice(0, pageSize - 3)].map(idOf));
  });

  it('never shows a match older than the newest thousand, however relevant', async () => {
    const last = await ids('excel', countCap / pageSize);
    const plain = Array.from({ length: countCap }, (_, i) => i + 1).filter((n) => !weighted.has(n));
    expect(last.ids).toEqual(plain.slice(-pageSize).map(idOf));
    const seen = new Set<string>();
    for (let page = 1; page <= countCap / pageSize; page++) for (const id of (await ids('excel', page)).ids) seen.add(id);
    expect(seen.size).toBe(countCap);
    expect(seen.has(idOf(1001))).toBe(false);
    expect(seen.has(idOf(1207))).toBe(false);
  });

  it('ranks every match when they are fewer than the cap', async () => {
    const few = await ids('rarely excel', 1);
    const matching = Array.from({ length: students }, (_, i) => i + 1).filter((n) => n % 100 === 7);
    expect(few.total).toBe(matching.length);
    expect(few.more).toBe(false);
    // 1207 is older than the newest thousand but carries the weight: with few matches it still ranks first.
    expect(few.ids).toEqual([1207, ...matching.filter((n) => n !== 1207)].map(idOf));
    const past = await ids('rarely excel', 2); // no row to carry the count: it is counted on its own
    expect({ total: past.total, more: past.more, ids: past.ids }).toEqual({ total: matching.length, more: false, ids: [] });
  });
});

describe("visibility through the company's events (a set read once per search)", () => {
  const eventId = '00000000-0000-4000-8000-0000000e0ea1';
  const attending = 'eeeeeee1-0000-4000-8000-0000000000a1';
  const waiting = 'eeeeeee2-0000-4000-8000-0000000000a2';

  it('shows a participants-only student who attends one of its events, not one who only waits', async () => {
    const db = testDb.db;
    await db.query(
      `INSERT INTO hosted_events (event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval, created_at, updated_at)
       VALUES ($1, $2, 'words-fair', 'published', 'Words fair', 'Networking', '', now(), now(), 'Europe/London', false, now(), now())`,
      [eventId, companyId],
    );
    for (const [id, status] of [[attending, 'attending'], [waiting, 'waiting']] as const) {
      await db.query(
        `INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
         VALUES ($1, 'participants', ARRAY['Zymurgy'], 'University of Warsaw', 'Poland', ARRAY['Finance'], 'finalYear', to_tsvector('simple', 'Zymurgy'), now())`,
        [id],
      );
      await db.query(`INSERT INTO event_attendance (event_id, user_id, status, updated_at, position) VALUES ($1, $2, $3, now(), 1)`, [eventId, id, status]);
    }
    const queries: TalentQuery[] = [
      { q: 'zymurgy', sort: 'relevance', page: 1 },
      { skills: ['Zymurgy'], sort: 'relevance', page: 1 },
      { q: 'zymurgy', sort: 'percentile', page: 1 },
    ];
    for (const query of queries) {
      const found = await searchTalent(db, companyId, query);
      expect(found.students.map((s) => s.uniqueId)).toEqual([attending]);
    }
  });
});
