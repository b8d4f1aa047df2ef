import type { Db } from '@fast-track/shared/db/db';

// The cross-school benchmark (issue 26 part 5, docs/career-centers.md § Benchmark): how a center's students spread
// over the challenge bands, per track, beside the median of the other schools of its country. Aggregates only, by the
// insights' rule (host-areas/insights.ts): a group of fewer than five students shows nothing but "fewer than 5", a
// peer school counts only with five or more students in the track, and a median needs at least three peer schools,
// so no single school's spread can be read from it.

export const MIN_GROUP = 5;
export const MIN_PEER_SCHOOLS = 3;
/** The rank rule's bands (challenges/rank-rule.ts) with top 1 % and top 5 % folded into top 10 %: small groups, coarse bands. */
export const benchmarkBands = ['top10', 'top25', 'topHalf', 'keepGoing'] as const;
export type BenchmarkBand = (typeof benchmarkBands)[number];
export type Shares = Record<BenchmarkBand, number>;

/** One school's students in one track: how many, and how many in each band (each student once, by their best percentile). */
export interface SchoolGroup {
  own: boolean;
  track: string;
  counts: Shares;
}

export type OwnFigure = { fewerThan: typeof MIN_GROUP } | { students: number; shares: Shares };
export type PeerFigure = { fewerSchoolsThan: typeof MIN_PEER_SCHOOLS } | { schools: number; shares: Shares };
export interface BenchmarkTrack {
  track: string;
  ours: OwnFigure;
  peers: PeerFigure;
}
export interface Benchmark {
  country: string;
  tracks: BenchmarkTrack[];
}

const total = (counts: Shares): number => benchmarkBands.reduce((sum, band) => sum + counts[band], 0);

/** Each band's share of the group in whole percent. */
export function sharesOf(counts: Shares): Shares {
  const n = total(counts);
  return Object.fromEntries(benchmarkBands.map((band) => [band, n === 0 ? 0 : Math.round((100 * counts[band]) / n)])) as Shares;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The benchmark from the groups of every school of the country (the center's own marked), tracks in name order. */
export function benchmarkOf(country: string, groups: readonly SchoolGroup[]): Benchmark {
  const tracks = [...new Set(groups.map((g) => g.track))].sort();
  return {
    country,
    tracks: tracks.map((track) => {
      const own = groups.find((g) => g.own && g.track === track);
      const peers = groups.filter((g) => !g.own && g.track === track && total(g.counts) >= MIN_GROUP).map((g) => sharesOf(g.counts));
      const ours: OwnFigure = own && total(own.counts) >= MIN_GROUP ? { students: total(own.counts), shares: sharesOf(own.counts) } : { fewerThan: MIN_GROUP };
      const peerFigure: PeerFigure =
        peers.length >= MIN_PEER_SCHOOLS
          ? { schools: peers.length, shares: Object.fromEntries(benchmarkBands.map((band) => [band, median(peers.map((p) => p[band]))])) as Shares }
          : { fewerSchoolsThan: MIN_PEER_SCHOOLS };
      return { track, ours, peers: peerFigure };
    }),
  };
}

/**
 * Every school's groups in the country: each student counted once per track, by their best ranked percentile (a
 * percentile exists only for cohorts large enough to rank, challenges/rank-rule.ts).
 */
export async function schoolGroups(db: Db, university: { name: string; area: string }): Promise<SchoolGroup[]> {
  const found = await db.query<{ own: boolean; track_id: string; top10: string; top25: string; top_half: string; keep_going: string }>(
    `WITH best AS (
       SELECT p.student_id, p.track_id, max(p.percentile) AS pct FROM challenge_percentiles p WHERE p.percentile IS NOT NULL GROUP BY p.student_id, p.track_id
     )
     SELECT s.university_name = $1 AS own, b.track_id,
            count(*) FILTER (WHERE b.pct >= 90) AS top10,
            count(*) FILTER (WHERE b.pct >= 75 AND b.pct < 90) AS top25,
            count(*) FILTER (WHERE b.pct >= 50 AND b.pct < 75) AS top_half,
            count(*) FILTER (WHERE b.pct < 50) AS keep_going
       FROM best b JOIN students s ON s.student_id = b.student_id
      WHERE s.university_area = $2
      GROUP BY s.university_name, b.track_id`,
    [university.name, university.area],
  );
  return found.rows.map((r) => ({
    own: r.own,
    track: r.track_id,
    counts: { top10: Number(r.top10), top25: Number(r.top25), topHalf: Number(r.top_half), keepGoing: Number(r.keep_going) },
  }));
}
