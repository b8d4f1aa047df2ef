import type { RankedRow } from './read-models/feed.queries.ts';
import type { FeedKind } from './saved-items.ts';

/** One feed item, the same shape for every kind (docs/feed.md). */
export interface FeedItemJson {
  kind: FeedKind;
  id: string;
  title: string;
  company: { id: string; name: string; logo: string | null };
  track: string | null;
  /** Jobs: the application deadline; events: the start; challenges: when the window closes. */
  when: string;
  location: { online: boolean; places: string[] };
  saved: boolean;
  /** The item's own page in the SPA. */
  href: string;
}

const hrefOf = (row: RankedRow): string => {
  if (row.kind === 'job') return `/jobs/${row.id}`;
  if (row.kind === 'event') return `/student/event/${encodeURIComponent(row.link ?? row.id)}`;
  return `/challenge/${row.id}`;
};

const placesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p !== '') : []);

export function toFeedItem(row: RankedRow): FeedItemJson {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    company: { id: row.company_id, name: row.company_name ?? '', logo: row.company_logo },
    track: row.track,
    when: new Date(row.at).toISOString(),
    location: { online: row.online === true, places: placesOf(row.places) },
    saved: row.saved,
    href: hrefOf(row),
  };
}
