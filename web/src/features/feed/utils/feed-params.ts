import { feedKinds, type FeedKind } from '../api/get-feed.ts';

// The feed's state lives in the page's URL query (/student?kind=job&track=Finance&q=…), so the spec's
// /student/jobs, /student/events, /student/challenges and /student/job/{id} can land on a chosen view, and a
// filtered feed can be shared or reloaded. Only these keys are the feed's; anything else is left alone.

/** Days ahead the feed can be narrowed to: all plural in every language, so one text (`feed.filters.days`) serves. */
export const withinChoices = ['7', '30', '90'] as const;

export interface FeedFilters {
  kind: FeedKind | '';
  track: string;
  q: string;
  where: string;
  within: string;
  saved: boolean;
  company: string;
  /** A job to show first (the redirect of /student/job/{id}); not sent to the feed call. */
  job: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters a URL query holds; values the feed would refuse are dropped, so a hand-edited URL still shows a feed. */
export function filtersFrom(query: URLSearchParams, trackIds: readonly string[]): FeedFilters {
  const kind = query.get('kind') ?? '';
  const track = query.get('track') ?? '';
  const within = query.get('within') ?? '';
  const company = query.get('company') ?? '';
  const job = query.get('job') ?? '';
  return {
    kind: (feedKinds as readonly string[]).includes(kind) ? (kind as FeedKind) : '',
    track: trackIds.includes(track) ? track : '',
    q: (query.get('q') ?? '').slice(0, 100),
    where: (query.get('where') ?? '').slice(0, 80),
    within: (withinChoices as readonly string[]).includes(within) ? within : '',
    saved: query.get('saved') === '1',
    company: uuid.test(company) ? company : '',
    job: uuid.test(job) ? job : '',
  };
}

/** The feed call's parameters for these filters, the selected track shown first. */
export function feedCallParams(filters: FeedFilters, selectedTrack: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (selectedTrack) params['selected'] = selectedTrack;
  if (filters.kind) params['kind'] = filters.kind;
  if (filters.track) params['track'] = filters.track;
  if (filters.q.trim()) params['q'] = filters.q.trim();
  if (filters.where.trim()) params['where'] = filters.where.trim();
  if (filters.within) params['within'] = filters.within;
  if (filters.saved) params['saved'] = '1';
  if (filters.company) params['company'] = filters.company;
  return params;
}

/** The URL query with one filter changed (empty removes it); other keys of the page stay. */
export function withFilter(query: URLSearchParams, key: keyof FeedFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** Whether any filter narrows the feed (the empty state then offers to clear them). */
export const isFiltered = (f: FeedFilters): boolean => Boolean(f.kind || f.track || f.q || f.where || f.within || f.saved || f.company);
