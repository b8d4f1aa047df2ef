import type { EventDto } from '../api/event-schema.ts';

export interface EventsListContext {
  events: EventDto[];
  /** Next page to request (1-based). */
  nextPage: number;
  pageSize: number;
}

export type EventsListEvent = { type: 'LOAD_MORE' } | { type: 'RETRY' };

export interface FetchPageInput {
  page: number;
}
