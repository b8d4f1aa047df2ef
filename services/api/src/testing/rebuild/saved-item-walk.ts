import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { stableUuid } from '../../demo/demo-random.ts';
import { savedItemsDecider, savedItemsStreamId, type SavedItemCommand } from '../../feed/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Saved feed items of students with accounts and of the challengers, then one saver leaves. */
export async function savedItemWalk(w: RebuildWorld, students: readonly string[]): Promise<void> {
  const { db, random, pick, start, run, runAccount } = w;
  // Saved feed items (issue 23): saves (some of items the feed would not show: refused), repeats, removals, and one
  // saver leaving, whose rows go live and in the rebuild.
  const studentAccounts = (await db.query<{ id: string }>(`SELECT account_id::text AS id FROM accounts WHERE kind = 'student' ORDER BY account_id LIMIT 3`)).rows;
  const savers = [...studentAccounts.map((r) => r.id), ...students.slice(0, 2)];
  for (let step = 0; step < 40; step++) {
    const now = new Date(start + (1300 + step) * 1000).toISOString();
    const data = { studentId: pick(savers), kind: pick(['job', 'event', 'challenge'] as const), itemId: stableUuid(`rebuild-saved-${step % 9}`), now };
    const command: SavedItemCommand = random() < 0.7 ? { type: 'SaveFeedItem', data: { ...data, visible: random() < 0.9 } } : { type: 'UnsaveFeedItem', data };
    await run(savedItemsStreamId(data.studentId), savedItemsDecider as Decider<unknown, SavedItemCommand, DomainEvent>, command);
  }
  // Random removals rarely hit a saved item (5 savers × 3 kinds × 9 items): one removal of an item surely saved.
  const savedOne = (await db.query<{ student_id: string; kind: 'job' | 'event' | 'challenge'; item_id: string }>(
    `SELECT student_id::text AS student_id, kind, item_id::text AS item_id FROM student_saved_items ORDER BY saved_at DESC, item_id LIMIT 1`,
  )).rows[0];
  if (savedOne) {
    const unsave: SavedItemCommand = { type: 'UnsaveFeedItem', data: { studentId: savedOne.student_id, kind: savedOne.kind, itemId: savedOne.item_id, now: new Date(start + 1350 * 1000).toISOString() } };
    await run(savedItemsStreamId(savedOne.student_id), savedItemsDecider as Decider<unknown, SavedItemCommand, DomainEvent>, unsave);
  }
  const leaver = (await db.query<{ id: string }>(`SELECT s.student_id::text AS id FROM student_saved_items s JOIN accounts a ON a.account_id = s.student_id ORDER BY 1 LIMIT 1`)).rows[0]?.id;
  if (leaver) await runAccount({ type: 'DeleteAccount', data: { accountId: leaver, now: new Date(start + 1400 * 1000).toISOString() } });
}
