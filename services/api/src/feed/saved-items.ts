import type { DomainEvent } from '@fast-track/shared/event-store/types';

// A student's saved feed items (issue 23): the student's own facts, one stream per student. The read table
// student_saved_items is what the feed marks as saved and what deadline reminders for saved jobs will query.

export const feedKinds = ['job', 'event', 'challenge'] as const;
export type FeedKind = (typeof feedKinds)[number];

/** A student keeps at most this many items saved: the list stays a short-list, and the stream small. */
export const maxSavedItems = 300;

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type FeedItemSaved = DomainEvent<'FeedItemSaved', { studentId: string; kind: FeedKind; itemId: string; at: string }>;
export type FeedItemUnsaved = DomainEvent<'FeedItemUnsaved', { studentId: string; kind: FeedKind; itemId: string; at: string }>;
export type SavedItemEvent = FeedItemSaved | FeedItemUnsaved;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
/** Keys `kind:itemId` of what is saved now. */
export type SavedItemsState = ReadonlySet<string>;

export const savedKey = (kind: FeedKind, itemId: string): string => `${kind}:${itemId}`;

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveSavedItems(state: SavedItemsState, event: SavedItemEvent): SavedItemsState {
  const next = new Set(state);
  const key = savedKey(event.data.kind, event.data.itemId);
  if (event.type === 'FeedItemSaved') next.add(key);
  else next.delete(key);
  return next;
}

export const savedItemsStreamId = (studentId: string): string => `student-saved-items-${studentId}`;
