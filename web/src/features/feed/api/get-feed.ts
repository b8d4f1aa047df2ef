import * as z from 'zod/mini';
import { supportedLanguages } from '@fast-track/shared/languages';
import { http } from '../../../lib/http.ts';

export const feedKinds = ['job', 'event', 'challenge'] as const;
export type FeedKind = (typeof feedKinds)[number];

const feedItemSchema = z.object({
  kind: z.enum(feedKinds),
  id: z.string(),
  title: z.string(),
  company: z.object({ id: z.string(), name: z.catch(z.string(), ''), logo: z.catch(z.nullable(z.string()), null) }),
  track: z.catch(z.nullable(z.string()), null),
  /** Jobs: the deadline; events: the start; challenges: when the window closes. */
  when: z.string(),
  location: z.object({ online: z.catch(z.boolean(), false), places: z.catch(z.array(z.string()), []) }),
  saved: z.catch(z.boolean(), false),
  href: z.string(),
  /** An item the host wrote in several languages (docs/translations.md); a malformed value reads as none. */
  sourceLanguage: z.catch(z.optional(z.enum(supportedLanguages)), undefined),
  translations: z.catch(z.optional(z.partialRecord(z.enum(supportedLanguages), z.object({ title: z.string() }))), undefined),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

const feedPageSchema = z.object({ items: z.array(feedItemSchema), next: z.catch(z.nullable(z.string()), null) });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const FEED_PAGE_SIZE = 20;

/** One page of GET /api/student/feed (docs/feed.md); `params` are the feed's own URL query. */
export async function getFeed(params: Record<string, string>, cursor: string | null): Promise<FeedPage> {
  const searchParams: Record<string, string> = { ...params, limit: String(FEED_PAGE_SIZE), ...(cursor ? { cursor } : {}) };
  return feedPageSchema.parse(await http.get('api/student/feed', { searchParams }).json());
}

/** PUT / DELETE /api/student/saved/{kind}/{id}: keeps the item saved or not (both idempotent). */
export async function setItemSaved(item: Pick<FeedItem, 'kind' | 'id'>, saved: boolean): Promise<void> {
  await http(`api/student/saved/${item.kind}/${encodeURIComponent(item.id)}`, { method: saved ? 'put' : 'delete' });
}
