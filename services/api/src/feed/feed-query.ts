import { ValidationError } from '@fast-track/shared/errors';
import { trackIds } from '@fast-track/shared/tracks';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import { feedKinds, type FeedKind } from './saved-items.ts';

// The feed's query string (docs/feed.md): every parameter optional, unknown ones refused, each value
// bounded, so a hostile URL ends as a 400 before any SQL runs.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const trimmed = (max: number) => storableText(max * 4).transform((s) => s.trim()).pipe(z.string().max(max, `at most ${max} characters`));

/** Where the next page starts: the last item's place in the order (rank, when, id). */
export interface FeedCursor {
  rank: 0 | 1;
  at: string;
  id: string;
}

const cursorShape = z.object({ r: z.union([z.literal(0), z.literal(1)]), t: z.iso.datetime(), i: z.string().regex(uuid) }).strict();

export const encodeCursor = (c: FeedCursor): string => Buffer.from(JSON.stringify({ r: c.rank, t: c.at, i: c.id })).toString('base64url');

function decodeCursor(text: string): FeedCursor {
  try {
    const parsed = cursorShape.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { rank: parsed.r, at: parsed.t, id: parsed.i.toLowerCase() };
  } catch {
    throw new ValidationError('cursor: not a cursor of this feed', [{ path: 'cursor', message: 'not a cursor of this feed' }]);
  }
}

const feedQuery = z
  .object({
    kind: z.enum(feedKinds).optional(),
    track: z.enum(trackIds).optional(),
    /** The track shown first (the dashboard's selected track); the student's first track when not given. */
    selected: z.enum(trackIds).optional(),
    q: trimmed(100).optional(),
    /** 'online', or a city matched in the job's locations or the event's place. */
    where: trimmed(80).optional(),
    /** Deadline (jobs, challenges) or start (events) within this many days. */
    within: z.string().regex(/^\d{1,3}$/, 'a number of days').transform(Number).pipe(z.number().int().min(1).max(365)).optional(),
    company: z.string().regex(uuid, 'a company id').transform((s) => s.toLowerCase()).optional(),
    saved: z.enum(['1']).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.string().regex(/^\d{1,2}$/, 'a number').transform(Number).pipe(z.number().int().min(1).max(50)).default(20),
  })
  .strict();

export interface FeedFilter {
  kinds: readonly FeedKind[];
  track?: string;
  selected?: string;
  q?: string;
  online: boolean;
  city?: string;
  withinDays?: number;
  company?: string;
  savedOnly: boolean;
  cursor?: FeedCursor;
  limit: number;
}

/** The parsed filter; `fallbackTrack` (the student's first track) is shown first when `selected` is not given. */
export function parseFeedQuery(query: unknown, fallbackTrack: string | undefined): FeedFilter {
  // Repeated parameters arrive as arrays: refused by the string schemas, so no value is silently dropped.
  const p = parseBody(feedQuery, query);
  const where = p.where ? p.where : undefined;
  const selected = p.selected ?? fallbackTrack;
  return {
    kinds: p.kind ? [p.kind] : feedKinds,
    ...(p.track ? { track: p.track } : {}),
    ...(selected ? { selected } : {}),
    ...(p.q ? { q: p.q } : {}),
    online: where?.toLowerCase() === 'online',
    ...(where && where.toLowerCase() !== 'online' ? { city: where } : {}),
    ...(p.within ? { withinDays: p.within } : {}),
    ...(p.company ? { company: p.company } : {}),
    savedOnly: p.saved === '1',
    ...(p.cursor ? { cursor: decodeCursor(p.cursor) } : {}),
    limit: p.limit,
  };
}
