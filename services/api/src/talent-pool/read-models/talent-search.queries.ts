import type { Db } from '@fast-track/shared/db/db';
import { rankBand, type RankBand } from '../../challenges/index.ts';

// Every read of a student through the talent pool goes through `visibleTo`: search (every filter and sort), the
// profile page, short-list rows. A student is visible to a company only when the company is approved, and
//   - they chose 'everyone', or
//   - they chose 'participants' (the default) and took one of the company's challenges or attended one of its events.
// 'nobody' is never visible.
// The challenge test probes the row's student by index (issue 28): reading and hashing all of a company's
// 100,000 challenge participants on every search cost more than a page of twenty found in the first forty rows.

/**
 * SQL: may the company `$companyParam` see the talent_profiles row aliased `t`? "Took one of the company's challenges"
 * probes the row's student by index (a company holds up to 100,000 attempts: too many to hash per search); "attended
 * one of its events" is a hashed set read once per statement (a few thousand attendees: cheaper than a probe of three
 * buffers per row when a search looks at 15,000 rows, and no dearer for a page of twenty).
 */
export function visibleTo(companyParam: string, t = 't'): string {
  // `OFFSET 0` keeps the planner from turning the probe back into a hash: it weighs the two without the page's LIMIT.
  const tookChallenge = `EXISTS (SELECT 1 FROM challenge_attempts va WHERE va.company_id = ${companyParam} AND va.student_id = ${t}.student_id OFFSET 0)`;
  const attended = `${t}.student_id::text IN (SELECT vea.user_id FROM hosted_events vhe JOIN event_attendance vea ON vea.event_id = vhe.event_id
                 WHERE vhe.company_id = ${companyParam} AND vea.status = 'attending')`;
  return `(${t}.visibility <> 'nobody'
    AND EXISTS (SELECT 1 FROM organisations vo WHERE vo.organisation_id = ${companyParam} AND vo.kind = 'company' AND vo.status = 'active')
    AND (${t}.visibility = 'everyone' OR ${tookChallenge} OR ${attended}))`;
}

/**
 * SQL: is the university of the row aliased `t` (columns university_area, university_name) one of the company's
 * target schools? The one place that says what "scoped to target schools" means (talent pool, analytics).
 */
export function targetSchoolScope(companyParam: string, t = 't'): string {
  return `((${t}.university_area, ${t}.university_name) IN (SELECT ts.university_area, ts.university_name FROM target_schools ts WHERE ts.company_id = ${companyParam}))`;
}

/** Employers see the top bands and "top half"; below it they see no band (the rank rule, rank-rule.ts). */
export type EmployerBand = Exclude<RankBand, 'keepGoing'>;
const employerBand = (percentile: string | number | null): EmployerBand | null => {
  if (percentile === null) return null;
  const band = rankBand(Number(percentile));
  return band === 'keepGoing' ? null : band;
};

/** SQL: the student chose to show their challenge ranks to employers (the challenges slice's setting; default yes). */
const rankShown = (t = 't') => `NOT EXISTS (SELECT 1 FROM rank_visibility rv WHERE rv.student_id = ${t}.student_id AND NOT rv.visible)`;

export interface TalentQuery {
  q?: string | undefined;
  university?: string | undefined;
  country?: string | undefined;
  track?: string | undefined;
  year?: string | undefined;
  skills?: string[] | undefined;
  /** Top N % (10 → percentile ≥ 90) in any ranked challenge, of `bandTrack` when given. */
  band?: number | undefined;
  bandTrack?: string | undefined;
  /** One of the company's own events the student attended. */
  event?: string | undefined;
  targetsOnly?: boolean | undefined;
  sort: 'relevance' | 'percentile';
  page: number;
}

export const pageSize = 20;
/** Counts stop here ('1,000+ students'); pages stop at countCap / pageSize. */
export const countCap = 1000;

export interface TalentCard {
  uniqueId: string;
  link: string;
  firstName: string;
  lastName: string;
  university: { name: string; area: string };
  tracks: string[];
  yearOfStudy: string | null;
  skills: string[];
  /**
   * The band of the best percentile (in the band's track when filtered by one), by the rank rule: null when no
   * cohort of theirs reached MIN_RANKED_COHORT (percentile NULL), when they hide ranks, or below the top half.
   */
  bestBand: EmployerBand | null;
}

interface CardRow {
  student_id: string;
  link: string;
  first_name: string | null;
  last_name: string | null;
  university_name: string;
  university_area: string;
  tracks: string[];
  year_of_study: string | null;
  skills: string[];
  best: string | null;
  total: string;
}

/** A page row before the names are joined. */
type PageRow = Omit<CardRow, 'first_name' | 'last_name' | 'total'>;

const cardOf = (r: CardRow): TalentCard => ({
  uniqueId: r.student_id,
  link: r.link,
  firstName: r.first_name ?? '',
  lastName: r.last_name ?? '',
  university: { name: r.university_name, area: r.university_area },
  tracks: r.tracks,
  yearOfStudy: r.year_of_study,
  skills: r.skills,
  bestBand: employerBand(r.best),
});

/** One page of the students the company may see, filtered and sorted; all conditions are parameters. */
export async function searchTalent(db: Db, companyId: string, query: TalentQuery): Promise<{ students: TalentCard[]; total: number; more: boolean; page: number; pageSize: number }> {
  const params: unknown[] = [companyId];
  const p = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const q = query.q?.trim();
  const where = [visibleTo('$1')];
  const tsquery = q ? `websearch_to_tsquery('simple', ${p(q)})` : undefined;
  if (tsquery) where.push(`t.search @@ ${tsquery}`);
  if (query.university) where.push(`lower(t.university_name) = lower(${p(query.university)})`);
  if (query.country) where.push(`t.university_area = ${p(query.country)}`);
  if (query.track) where.push(`t.tracks @> ARRAY[${p(query.track)}]::text[]`);
  if (query.year) where.push(`t.year_of_study = ${p(query.year)}`);
  if (query.skills?.length) where.push(`t.skills @> ${p(query.skills)}::text[]`);
  if (query.targetsOnly) where.push(targetSchoolScope('$1'));
  if (query.event) {
    // user_id is text (demo participants are not accounts): only uuids can be students, and a uuid join uses the key.
    where.push(`t.student_id IN (SELECT ea.user_id::uuid FROM event_attendance ea JOIN hosted_events he ON he.event_id = ea.event_id
      WHERE ea.event_id = ${p(query.event)}::uuid AND he.company_id = $1 AND ea.status = 'attending' AND ea.user_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`);
  }
  const bandTrack = query.bandTrack ? p(query.bandTrack) : undefined;
  const percentileOf = `(SELECT max(cp.percentile) FROM challenge_percentiles cp WHERE cp.student_id = t.student_id${bandTrack ? ` AND cp.track_id = ${bandTrack}` : ''})`;
  // The band tests probe each candidate's results (student_best_idx); `OFFSET 0` keeps the planner from starting at
  // the results instead (225,000 rows in the top quarter of one track at a million profiles) for a count capped at 1,001.
  if (query.band !== undefined) {
    where.push(rankShown());
    where.push(`EXISTS (SELECT 1 FROM challenge_percentiles bp WHERE bp.student_id = t.student_id AND bp.percentile >= ${p(100 - query.band)}${bandTrack ? ` AND bp.track_id = ${bandTrack}` : ''} OFFSET 0)`);
  } else if (bandTrack) {
    where.push(`EXISTS (SELECT 1 FROM challenge_percentiles bp WHERE bp.student_id = t.student_id AND bp.track_id = ${bandTrack} OFFSET 0)`);
  }
  const best = `CASE WHEN ${rankShown()} THEN ${percentileOf} END`;
  const newest = 't.updated_at DESC, t.student_id';
  const order = query.sort === 'percentile' ? `best DESC NULLS LAST, ${newest}` : newest; // relevance with text: below
  // Relevance ranks the newest `countCap` matches only (docs/talent-pool.md § Search at a million profiles): scoring
  // every match of a common word is 275,000 ts_rank calls at a million profiles, while the newest thousand come from
  // the recency index (or from the text index when the word is rare). Pages stop at `countCap` anyway, so with fewer
  // matches nothing changes; with more, the screen says which thousand it ranked.
  const rankedSet = query.sort === 'relevance' && tsquery !== undefined;
  const offset = (query.page - 1) * pageSize;
  const filter = where.join(' AND ');
  const columns = `t.student_id::text AS student_id, t.link, t.university_name, t.university_area, t.tracks, t.year_of_study, t.skills, ${best} AS best`;
  const page = (extra = '', extraParams: unknown[] = []) =>
    db.query<PageRow>(`SELECT ${columns} FROM talent_profiles t WHERE ${filter}${extra} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, [...params, ...extraParams]);
  // Three small queries instead of one: the page (no join, so the sort sees only the table and the LIMIT stops early
  // on an index), a count capped at `countCap` (an exact count of 85,000 matches costs more than the page), the names.
  const count = () => db.query<{ n: string }>(`SELECT count(*) AS n FROM (SELECT 1 FROM talent_profiles t WHERE ${filter} LIMIT ${countCap + 1}) x`, params);
  if (rankedSet) {
    // The newest countCap + 1 matches are the count and (less the last) the ranked set: one statement. With text
    // alone they are looked for first among the newest `textWalk` profiles, reading only the covering recency index
    // (visibility, the tsvector): it holds them whenever the words are common. Only when it does not are all matches
    // read, through the text index and unordered (`OFFSET 0`: rare words, few rows; the planner's estimate of a
    // phrase or of words that come together is far too low to choose between the two). With other filters the planner
    // chooses between the recency walk and the indexes of the filters.
    const onlyText = where.length === 2;
    const walk = `(SELECT t.student_id, t.updated_at, t.visibility, t.search FROM talent_profiles t WHERE t.visibility <> 'nobody' ORDER BY ${newest} LIMIT ${textWalk}) t WHERE ${filter}`;
    const everyMatch = `(SELECT t.student_id, t.updated_at, t.search FROM talent_profiles t WHERE ${filter} OFFSET 0) t`;
    const rankedFrom = (source: string) =>
      db.query<PageRow & { matched: string }>(
        `WITH c AS MATERIALIZED (SELECT t.student_id, t.updated_at, t.search FROM ${source} ORDER BY ${newest} LIMIT ${countCap + 1})
         SELECT ${columns}, (SELECT count(*) FROM c) AS matched FROM (
           SELECT r.student_id, r.updated_at, ts_rank(r.search, ${tsquery}) AS rank
           FROM (SELECT * FROM c ORDER BY c.updated_at DESC, c.student_id LIMIT ${countCap}) r
           ORDER BY rank DESC, r.updated_at DESC, r.student_id LIMIT ${pageSize} OFFSET ${offset}) r
         JOIN talent_profiles t ON t.student_id = r.student_id
         ORDER BY r.rank DESC, r.updated_at DESC, r.student_id`,
        params,
      );
    const recent = onlyText ? await rankedFrom(walk) : undefined;
    const ranked = recent && Number(recent.rows[0]?.matched ?? 0) > countCap ? recent : await rankedFrom(onlyText ? everyMatch : `talent_profiles t WHERE ${filter}`);
    const matched = ranked.rows[0]?.matched;
    return named(db, ranked.rows, matched === undefined ? (await count()).rows : [{ n: matched }], query.page); // no row: past the last page
  }
  const counting = count();
  if (query.sort === 'percentile') {
    // The percentile order needs every match's best percentile: at a million profiles that is most of the table.
    // The page is looked for first among the students holding one of the best ranked results (topRankedPage, beside
    // the count); it looks further only when more than `countCap` students match: a few are cheap to rank all.
    const track = query.bandTrack && bandTrack ? { value: query.bandTrack, param: bandTrack } : undefined;
    const many = async () => Number((await counting).rows[0]?.n ?? 0) > countCap;
    const [counted, top] = await Promise.all([counting, topRankedPage(db, page, params.length + 1, offset, track, many)]);
    const found = top ?? (await page());
    return named(db, found.rows, counted.rows, query.page);
  }
  const [paged, counted] = await Promise.all([page(), counting]);
  return named(db, paged.rows, counted.rows, query.page);
}

/**
 * Newest profiles a search by text alone walks before it reads every match instead: the covering recency index only,
 * 100,000 entries, which hold the newest thousand matches of any word in more than ≈ 2 % of the visible profiles.
 */
const textWalk = 100_000;

/** Ranked results walked at most for topRankedPage before it leaves the page to the full ranking. */
const topRankedBudget = 100_000;

/**
 * The percentile-sorted page taken from the students with at least one ranked result (in `bandTrack` when given) at
 * or above a threshold, when that set alone fills the page; undefined when it does not (the caller ranks every match).
 * Exact: each such student's best is at or above the threshold and every other match's is below it or NULL (no
 * rank, or ranks hidden), so they all sort after the set. The threshold is the percentile of the `budget`-th best
 * ranked result (an index walk of `budget` entries); the budget grows eightfold while the set is too small and
 * `worthGrowing` says the matches are many enough for it to pay (past the first try). The set
 * is an array (`= ANY (ARRAY(…))`) so the plan looks its students up by key instead of scanning every profile.
 */
async function topRankedPage(
  db: Db,
  page: (extra: string, extraParams: unknown[]) => Promise<{ rows: PageRow[] }>,
  nextParam: number,
  offset: number,
  bandTrack: { value: string; param: string } | undefined,
  worthGrowing: () => Promise<boolean>,
): Promise<{ rows: PageRow[] } | undefined> {
  for (let budget = (offset + pageSize) * 4; budget <= topRankedBudget; budget *= 8) {
    if (budget > (offset + pageSize) * 4 && !(await worthGrowing())) return undefined;
    const threshold = await db.query<{ percentile: string }>(
      `SELECT cp.percentile FROM challenge_percentiles cp WHERE cp.percentile IS NOT NULL${bandTrack ? ' AND cp.track_id = $2' : ''}
       ORDER BY cp.percentile DESC OFFSET $1 LIMIT 1`,
      bandTrack ? [budget - 1, bandTrack.value] : [budget - 1],
    );
    const at = threshold.rows[0]?.percentile;
    if (at === undefined) return undefined; // fewer ranked results than the budget: ranking every match costs no more
    const found = await page(
      ` AND ${rankShown()} AND t.student_id = ANY (ARRAY(SELECT cp.student_id FROM challenge_percentiles cp
         WHERE cp.percentile >= $${nextParam}${bandTrack ? ` AND cp.track_id = ${bandTrack.param}` : ''}))`,
      [at],
    );
    if (found.rows.length === pageSize) return found;
  }
  return undefined;
}

/** The page's cards with their names (account_identities), the capped count. */
async function named(db: Db, rows: PageRow[], counted: { n: string }[], page: number) {
  const names = new Map<string, { first_name: string; last_name: string }>();
  if (rows.length > 0) {
    const found = await db.query<{ account_id: string; first_name: string; last_name: string }>(
      'SELECT account_id::text AS account_id, first_name, last_name FROM account_identities WHERE account_id = ANY($1::uuid[])',
      [rows.map((r) => r.student_id)],
    );
    for (const r of found.rows) names.set(r.account_id, r);
  }
  const n = Number(counted[0]?.n ?? 0);
  return {
    students: rows.map((r) => cardOf({ ...r, first_name: names.get(r.student_id)?.first_name ?? null, last_name: names.get(r.student_id)?.last_name ?? null, total: '' })),
    total: Math.min(n, countCap),
    more: n > countCap,
    page,
    pageSize,
  };
}

/** The student id behind a uniqueId or a short link, when the company may see them. */
export async function visibleStudent(db: Db, companyId: string, key: { uniqueId: string } | { link: string }): Promise<string | undefined> {
  const [column, value] = 'uniqueId' in key ? ['t.student_id', key.uniqueId] : ['t.link', key.link];
  const found = await db.query<{ student_id: string }>(`SELECT t.student_id::text AS student_id FROM talent_profiles t WHERE ${column} = $2${'uniqueId' in key ? '::uuid' : ''} AND ${visibleTo('$1')}`, [companyId, value]);
  return found.rows[0]?.student_id;
}

/** What an employer sees of a visible student: the card, their ranked results (when shown) and the company's events they attended. */
export async function talentProfile(db: Db, companyId: string, studentId: string) {
  const found = await db.query<CardRow>(
    `SELECT t.student_id::text AS student_id, t.link, i.first_name, i.last_name, t.university_name, t.university_area, t.tracks, t.year_of_study, t.skills,
            CASE WHEN ${rankShown()} THEN (SELECT max(cp.percentile) FROM challenge_percentiles cp WHERE cp.student_id = t.student_id) END AS best, 1 AS total
     FROM talent_profiles t LEFT JOIN account_identities i ON i.account_id = t.student_id
     WHERE t.student_id = $2 AND ${visibleTo('$1')}`,
    [companyId, studentId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  // Only results whose cohort reached the minimum carry a percentile (the projection keeps the rest NULL).
  const results = await db.query<{ challenge_id: string; title: string; track_id: string; percentile: string; ranked_at: Date }>(
    `SELECT p.challenge_id::text AS challenge_id, c.title, p.track_id, p.percentile, p.ranked_at
     FROM talent_profiles t JOIN challenge_percentiles p ON p.student_id = t.student_id JOIN challenges c ON c.challenge_id = p.challenge_id
     WHERE t.student_id = $1 AND p.percentile IS NOT NULL AND ${rankShown()} ORDER BY p.ranked_at DESC LIMIT 50`,
    [studentId],
  );
  const events = await db.query<{ event_id: string; title: string; starts_at: Date }>(
    `SELECT he.event_id::text AS event_id, he.title, he.starts_at FROM event_attendance ea JOIN hosted_events he ON he.event_id = ea.event_id
     WHERE ea.user_id = $2 AND he.company_id = $1 AND ea.status = 'attending' ORDER BY he.starts_at DESC LIMIT 50`,
    [companyId, studentId],
  );
  return {
    ...cardOf(row),
    results: results.rows.map((r) => ({ challengeId: r.challenge_id, title: r.title, track: r.track_id, band: employerBand(r.percentile), rankedAt: new Date(r.ranked_at).toISOString() })),
    eventsAttended: events.rows.map((r) => ({ eventId: r.event_id, title: r.title, startsAt: new Date(r.starts_at).toISOString() })),
  };
}

/** The company's own events and challenges, for the talent pool's filters. */
export async function filterOptions(db: Db, companyId: string) {
  const [events, challenges] = await Promise.all([
    db.query<{ event_id: string; title: string }>(
      `SELECT event_id::text AS event_id, title FROM hosted_events WHERE company_id = $1 AND status = 'published' ORDER BY starts_at DESC LIMIT 100`,
      [companyId],
    ),
    db.query<{ challenge_id: string; title: string; track_id: string | null }>(
      `SELECT challenge_id::text AS challenge_id, title, track_id FROM challenges WHERE company_id = $1 AND status = 'published' ORDER BY created_at DESC LIMIT 100`,
      [companyId],
    ),
  ]);
  return {
    events: events.rows.map((r) => ({ uniqueId: r.event_id, title: r.title })),
    challenges: challenges.rows.map((r) => ({ uniqueId: r.challenge_id, title: r.title, track: r.track_id })),
  };
}
