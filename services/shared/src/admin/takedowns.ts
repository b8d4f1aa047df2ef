import type { Db } from '../db/db.ts';
/**
 * What an admin took down (issue 26 part 6) leaves every student and public read: each read of a kind of content
 * adds this condition on its id column. The table is the admin slice's `content_takedowns` (one row per content,
 * projected from ContentTakenDown), so a takedown needs no write to the content's own tables and a rebuild of
 * either side cannot bring the content back.
 */
export const notTakenDown = (idColumn: string): string =>
  `NOT EXISTS (SELECT 1 FROM content_takedowns td WHERE td.content_id = (${idColumn})::text)`;

/** The same condition, true when the content is down (a message shows as removed instead of vanishing). */
export const takenDown = (idColumn: string): string => `EXISTS (SELECT 1 FROM content_takedowns td WHERE td.content_id = (${idColumn})::text)`;

/** Limits of a takedown's reason (the reason dialog and the API use the same figure). */
export const takedownReasonMax = 500;

/** The items whose `uniqueId` an admin has not taken down (for lists built from an owner's own rows). */
export async function withoutTakenDown<T extends { uniqueId: string }>(db: Db, items: readonly T[]): Promise<T[]> {
  if (items.length === 0) return [];
  const down = await db.query<{ content_id: string }>('SELECT content_id FROM content_takedowns WHERE content_id = ANY($1::text[])', [items.map((i) => i.uniqueId)]);
  const gone = new Set(down.rows.map((r) => r.content_id));
  return items.filter((i) => !gone.has(i.uniqueId));
}
