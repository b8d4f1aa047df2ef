import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveSavedItems, maxSavedItems, savedKey, type FeedKind, type SavedItemEvent, type SavedItemsState } from './saved-items.ts';

export class FeedItemNotFoundError extends NotFoundError {
  override readonly code = 'FEED_ITEM_NOT_FOUND';
}
export class SavedItemsFullError extends ConflictError {
  override readonly code = 'SAVED_ITEMS_FULL';
}

type ItemBase = { studentId: string; kind: FeedKind; itemId: string; now: string };
/** `visible`: the service found the item in what this student's feed may show (open, of an active host, in audience). */
export type SaveFeedItem = DomainCommand<'SaveFeedItem', ItemBase & { visible: boolean }>;
export type UnsaveFeedItem = DomainCommand<'UnsaveFeedItem', ItemBase>;
export type SavedItemCommand = SaveFeedItem | UnsaveFeedItem;

/** Saving twice or removing what is not saved changes nothing (a double tap, two tabs): no event, no error. */
export function decideSavedItems(command: SavedItemCommand, state: SavedItemsState): SavedItemEvent[] {
  const { studentId, kind, itemId, now } = command.data;
  const saved = state.has(savedKey(kind, itemId));
  if (command.type === 'UnsaveFeedItem') return saved ? [{ type: 'FeedItemUnsaved', data: { studentId, kind, itemId, at: now } }] : [];
  if (saved) return [];
  if (!command.data.visible) throw new FeedItemNotFoundError(`No ${kind} ${itemId} in this student's feed`);
  if (state.size >= maxSavedItems) throw new SavedItemsFullError(`At most ${maxSavedItems} saved items`);
  return [{ type: 'FeedItemSaved', data: { studentId, kind, itemId, at: now } }];
}

export const savedItemsDecider: Decider<SavedItemsState, SavedItemCommand, SavedItemEvent> = {
  initialState: () => new Set<string>(),
  evolve: evolveSavedItems,
  decide: decideSavedItems,
};
