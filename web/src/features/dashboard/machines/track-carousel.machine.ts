import { assign, setup, type SnapshotFrom } from 'xstate';
import type { TrackCarouselContext, TrackCarouselEvent, TrackCarouselInput } from './track-carousel.types.ts';

/**
 * Track carousel (spec §2 Student dashboard, §4 Track carousel).
 *
 *   Positioning ──(one track)──▶ Single
 *        │  ▲ ────────────────▶ AtFirst ──NEXT──────┐
 *        │  └──────────────────  Between ──NEXT/PREVIOUS─┤ (step, then Positioning again)
 *        └───────────────────▶ AtLast ──PREVIOUS───┘
 *   TRACKS_CHANGED from anywhere → Positioning
 *
 * The state says which steps exist: at the first track PREVIOUS is not handled, so `snapshot.can` turns the button
 * off; with one track there are no buttons at all. The machine imports nothing from React.
 */
const tracksOrFallback = (tracks: readonly string[], fallback: readonly string[]): readonly string[] =>
  tracks.length > 0 ? tracks : fallback;

export const trackCarouselMachine = setup({
  types: {
    context: {} as TrackCarouselContext,
    events: {} as TrackCarouselEvent,
    input: {} as TrackCarouselInput,
  },
  guards: {
    single: ({ context }) => context.tracks.length <= 1,
    atFirst: ({ context }) => context.index <= 0,
    atLast: ({ context }) => context.index >= context.tracks.length - 1,
  },
  actions: {
    stepForward: assign({ index: ({ context }) => Math.min(context.index + 1, context.tracks.length - 1) }),
    stepBack: assign({ index: ({ context }) => Math.max(context.index - 1, 0) }),
    replaceTracks: assign(({ context, event }) => {
      if (event.type !== 'TRACKS_CHANGED') return {};
      const tracks = tracksOrFallback(event.tracks, context.tracks);
      const current = context.tracks[context.index];
      const kept = current === undefined ? -1 : tracks.indexOf(current);
      return { tracks, index: kept >= 0 ? kept : 0 };
    }),
  },
}).createMachine({
  id: 'trackCarousel',
  context: ({ input }) => ({ tracks: tracksOrFallback(input.tracks, ['Finance']), index: 0 }),
  initial: 'Positioning',
  on: {
    TRACKS_CHANGED: { target: '.Positioning', actions: 'replaceTracks' },
  },
  states: {
    Positioning: {
      always: [
        { guard: 'single', target: 'Single' },
        { guard: 'atFirst', target: 'AtFirst' },
        { guard: 'atLast', target: 'AtLast' },
        { target: 'Between' },
      ],
    },
    Single: {},
    AtFirst: {
      on: { NEXT: { target: 'Positioning', actions: 'stepForward' } },
    },
    Between: {
      on: {
        NEXT: { target: 'Positioning', actions: 'stepForward' },
        PREVIOUS: { target: 'Positioning', actions: 'stepBack' },
      },
    },
    AtLast: {
      on: { PREVIOUS: { target: 'Positioning', actions: 'stepBack' } },
    },
  },
});

export type TrackCarouselSnapshot = SnapshotFrom<typeof trackCarouselMachine>;

// ── Selectors ───────────────────────────────────────────────────────────────────────────────────────────
export const selectTrack = (s: TrackCarouselSnapshot): string => s.context.tracks[s.context.index] ?? s.context.tracks[0] ?? 'Finance';
export const selectPosition = (s: TrackCarouselSnapshot): { index: number; count: number } => ({
  index: s.context.index,
  count: s.context.tracks.length,
});
export const selectShowButtons = (s: TrackCarouselSnapshot): boolean => !s.matches('Single');
export const selectCanGoBack = (s: TrackCarouselSnapshot): boolean => s.can({ type: 'PREVIOUS' });
export const selectCanGoForward = (s: TrackCarouselSnapshot): boolean => s.can({ type: 'NEXT' });
