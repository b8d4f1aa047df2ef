import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { feedItemVisible } from './read-models/feed.queries.ts';
import { savedItemsDecider } from './saved-items.decider.ts';
import { savedItemsStreamId, type FeedKind } from './saved-items.ts';

export interface SavedItemsDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

/** Saves an item the student's feed shows now (else 404), or removes a saved one; both idempotent. */
export async function setSaved(deps: SavedItemsDeps, studentId: string, kind: FeedKind, itemId: string, saved: boolean): Promise<void> {
  const nowMs = deps.now();
  const now = new Date(nowMs).toISOString();
  const command = saved
    ? { type: 'SaveFeedItem' as const, data: { studentId, kind, itemId, now, visible: await feedItemVisible(deps.db, studentId, kind, itemId, nowMs) } }
    : { type: 'UnsaveFeedItem' as const, data: { studentId, kind, itemId, now } };
  await handleCommand(deps.db, savedItemsStreamId(studentId), savedItemsDecider, command, { projections: deps.projections });
}
