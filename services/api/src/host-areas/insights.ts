import type { Db } from '@fast-track/shared/db/db';
import { companyNames, metricsOf, type Filters, type Metric, type University } from './insights.queries.ts';

// The minimum group (issue 13): a career center sees its students only in groups of at least five. A figure made by
// fewer than five students is "fewer than 5". Because figures can be subtracted from each other, a filtered view
// also (1) withholds a figure that differs from the same figure with fewer filters by one to four students, and
// (2) gives its counts rounded to the nearest five, so sums and differences of filtered views (all students minus
// two tracks, say) are off by more than one student's share and single out nobody. Filters are track and year of
// study; every coarser view (each subset of the filters) is checked.

export const MIN_GROUP = 5;

/** `rounded`: the count is given to the nearest five (filtered views). */
export type Figure = { value: number; rounded?: true } | { fewerThan: typeof MIN_GROUP } | { withheld: true };

/**
 * The figure in the requested view, given the same metric in every coarser view; `count` figures of a filtered view
 * are rounded to the nearest five (an average is not a count and stays as it is).
 */
export function protectedFigure(view: Metric | undefined, coarser: (Metric | undefined)[], count = true): Figure {
  const contributors = view?.contributors ?? 0;
  if (contributors < MIN_GROUP) return { fewerThan: MIN_GROUP };
  for (const parent of coarser) {
    const difference = (parent?.contributors ?? 0) - contributors;
    if (difference > 0 && difference < MIN_GROUP) return { withheld: true };
  }
  const value = view?.value ?? 0;
  // Rounded only where a coarser view exists to subtract from, i.e. when filters are applied.
  return count && coarser.length > 0 ? { value: Math.round(value / MIN_GROUP) * MIN_GROUP, rounded: true } : { value };
}

/** Every proper subset of the applied filters (the coarser views someone could subtract from). */
export function coarserFilters(filters: Filters): Filters[] {
  const applied = (Object.entries(filters) as [keyof Filters, string | undefined][]).filter(([, v]) => v);
  const subsets: Filters[] = [];
  for (let mask = 0; mask < (1 << applied.length) - 1; mask++) {
    subsets.push(Object.fromEntries(applied.filter((_, i) => mask & (1 << i))));
  }
  return subsets;
}

export interface Insights {
  filters: Filters;
  studentsRegistered: Figure;
  activeThisMonth: Figure;
  eventAttendances: Figure;
  /** Ranked challenge results per track: the average percentage of the track's students. */
  challengeResults: { track: string; averagePercent: Figure }[];
  /** Employers the most students engage with (events attended, jobs applied to); groups under five left out. */
  topEmployers: { organisationId: string; name: string; logo: string | null; students: Figure }[];
}

export async function insightsOf(db: Db, university: University, filters: Filters, nowMs: number): Promise<Insights> {
  const now = new Date(nowMs);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [view, ...parents] = await Promise.all([filters, ...coarserFilters(filters)].map((f) => metricsOf(db, university, f, monthStart)));
  const figure = (key: string, count = true) => protectedFigure(view!.get(key), parents.map((p) => p.get(key)), count);
  const keys = [...view!.keys()];
  const tracks = keys.filter((k) => k.startsWith('challenge:')).map((k) => k.slice('challenge:'.length)).sort();
  const employers = keys
    .filter((k) => k.startsWith('employer:'))
    .map((k) => ({ id: k.slice('employer:'.length), students: figure(k) }))
    .filter((e): e is { id: string; students: { value: number } } => 'value' in e.students)
    .sort((a, b) => b.students.value - a.students.value)
    .slice(0, 5);
  const names = await companyNames(db, employers.map((e) => e.id));
  return {
    filters,
    studentsRegistered: figure('registered'),
    activeThisMonth: figure('active'),
    eventAttendances: figure('attendances'),
    challengeResults: tracks.map((track) => ({ track, averagePercent: figure(`challenge:${track}`, false) })),
    topEmployers: employers.map((e) => ({ organisationId: e.id, name: names.get(e.id)?.name ?? '', logo: names.get(e.id)?.logo ?? null, students: e.students })),
  };
}
