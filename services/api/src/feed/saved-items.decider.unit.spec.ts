import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { FeedItemNotFoundError, savedItemsDecider, SavedItemsFullError } from './saved-items.decider.ts';
import { maxSavedItems, type SavedItemEvent } from './saved-items.ts';

const now = '2026-11-28T10:00:00.000Z';
const studentId = '7b000000-0000-4000-8000-0000000057d1';
const itemId = '7b000000-0000-4000-8000-0000000000j1';
const saved: SavedItemEvent = { type: 'FeedItemSaved', data: { studentId, kind: 'job', itemId, at: now } };
const unsaved: SavedItemEvent = { type: 'FeedItemUnsaved', data: { studentId, kind: 'job', itemId, at: now } };
const spec = deciderSpec(savedItemsDecider);
const save = (visible = true, id = itemId) => ({ type: 'SaveFeedItem' as const, data: { studentId, kind: 'job' as const, itemId: id, now, visible } });
const unsave = { type: 'UnsaveFeedItem' as const, data: { studentId, kind: 'job' as const, itemId, now } };

describe('saved feed items decider', () => {
  it('saves an item the student may see', () => spec.given([]).when(save()).then([saved]));
  it('saves it again after it was removed', () => spec.given([saved, unsaved]).when(save()).then([saved]));
  it('changes nothing when the item is saved already', () => spec.given([saved]).when(save()).then([]));
  it('refuses an item outside the student feed', () => spec.given([]).when(save(false)).thenThrows(FeedItemNotFoundError));
  it('removes a saved item, and changes nothing when it is not saved', () => {
    spec.given([saved]).when(unsave).then([unsaved]);
    spec.given([saved, unsaved]).when(unsave).then([]);
  });
  it(`refuses a save beyond ${maxSavedItems} items`, () => {
    const full: SavedItemEvent[] = Array.from({ length: maxSavedItems }, (_, i) => ({ type: 'FeedItemSaved', data: { studentId, kind: 'event', itemId: `e-${i}`, at: now } }));
    spec.given(full).when(save()).thenThrows(SavedItemsFullError);
  });
});
