import { assign, fromPromise, setup } from 'xstate';
import type { EventDto } from '../api/event-schema.ts';
import { EVENTS_PAGE_SIZE, getEvents } from '../api/get-events.ts';
import type { EventsListContext, EventsListEvent, FetchPageInput } from './events-list.types.ts';

/**
 * Infinite list of upcoming events (spec §4 Events list): load a page; fewer than a full page means no more pages.
 *
 *   Loading ──done, full page──▶ Idle ──LOAD_MORE──▶ Loading
 *      │ └─done, short page──▶ Done
 *      └──error──▶ Failed ──RETRY──▶ Loading
 */
export const eventsListMachine = setup({
  types: {
    context: {} as EventsListContext,
    events: {} as EventsListEvent,
  },
  actors: {
    fetchPage: fromPromise<EventDto[], FetchPageInput>(({ input }) => getEvents(input.page)),
  },
  guards: {
    isLastPage: ({ context }, page: EventDto[]) => page.length < context.pageSize,
  },
  actions: {
    appendPage: assign(({ context }, page: EventDto[]) => {
      // Pages are offset-based, so an event added meanwhile can repeat at a page edge: keep the first copy.
      const seen = new Set(context.events.map((e) => e.uniqueId));
      return {
        events: [...context.events, ...page.filter((e) => !seen.has(e.uniqueId))],
        nextPage: context.nextPage + 1,
      };
    }),
  },
}).createMachine({
  id: 'eventsList',
  initial: 'Loading',
  context: { events: [], nextPage: 1, pageSize: EVENTS_PAGE_SIZE },
  states: {
    Loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ page: context.nextPage }),
        onDone: [
          {
            guard: { type: 'isLastPage', params: ({ event }) => event.output },
            target: 'Done',
            actions: { type: 'appendPage', params: ({ event }) => event.output },
          },
          { target: 'Idle', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'Failed' },
      },
    },
    Idle: {
      tags: ['hasMore'],
      on: { LOAD_MORE: 'Loading' },
    },
    Failed: {
      tags: ['error', 'hasMore'],
      on: { RETRY: 'Loading' },
    },
    Done: {
      tags: ['done'],
    },
  },
});
