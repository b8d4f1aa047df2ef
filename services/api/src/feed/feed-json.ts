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
  /** Only when the host wrote in another language than English, or other versions (events): the SPA shows the reader's. */
  sourceLanguage?: string;
  translations?: Record<string, { title: string }>;
}

/** The versions' titles, all the feed shows of them; the object as the projection stored it, so well formed. */
function titlesOf(value: unknown): Record<string, { title: string }> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const versions = Object.entries(value as Record<string, { title?: unknown }>).filter(([, v]) => typeof v?.title === 'string');
  return versions.length > 0 ? Object.fromEntries(versions.map(([lng, v]) => [lng, { title: v.title as string }])) : undefined;
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
    ...(row.source_language ? { sourceLanguage: row.source_language } : {}),
    ...(titlesOf(row.translations) ? { translations: titlesOf(row.translations)! } : {}),
  };
}
