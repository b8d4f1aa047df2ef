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
 * The state says which steps exist: at the first track PREVIOUS is not handled, so `selectCanGoBack` turns the button
 * off; with one track there are no buttons at all. A pure transition function (React's useReducer runs it) rather
 * than an XState machine: the carousel is on the student's first screen, and XState's 13 KB gz would be all it
 * needs it for (issue 28, signed-in JS budget). Positioning is transient (XState's `always`), so it is never a value.
 * Imports nothing from React.
 */
export type TrackCarouselState = 'Single' | 'AtFirst' | 'Between' | 'AtLast';

export interface TrackCarouselSnapshot {
  value: TrackCarouselState;
  context: TrackCarouselContext;
}

/** The steps each state handles; TRACKS_CHANGED is handled everywhere. */
const steps: Record<TrackCarouselState, readonly ('NEXT' | 'PREVIOUS')[]> = {
  Single: [],
  AtFirst: ['NEXT'],
  Between: ['NEXT', 'PREVIOUS'],
  AtLast: ['PREVIOUS'],
};

const tracksOrFallback = (tracks: readonly string[], fallback: readonly string[]): readonly string[] =>
  tracks.length > 0 ? tracks : fallback;

/** Positioning: the state follows from where the index stands. */
function positioned(context: TrackCarouselContext): TrackCarouselSnapshot {
  const value: TrackCarouselState =
    context.tracks.length <= 1 ? 'Single' : context.index <= 0 ? 'AtFirst' : context.index >= context.tracks.length - 1 ? 'AtLast' : 'Between';
  return { value, context };
}

export const initialTrackCarousel = ({ tracks }: TrackCarouselInput): TrackCarouselSnapshot =>
  positioned({ tracks: tracksOrFallback(tracks, ['Finance']), index: 0 });

/** The next snapshot; the same one when the state does not handle the event (React then does not re-render). */
export function trackCarouselTransition(snapshot: TrackCarouselSnapshot, event: TrackCarouselEvent): TrackCarouselSnapshot {
  const { context } = snapshot;
  if (event.type === 'TRACKS_CHANGED') {
    const tracks = tracksOrFallback(event.tracks, context.tracks);
    if (tracks.join('|') === context.tracks.join('|')) return snapshot;
    const current = context.tracks[context.index];
    const kept = current === undefined ? -1 : tracks.indexOf(current);
    return positioned({ tracks, index: kept >= 0 ? kept : 0 });
  }
  if (!steps[snapshot.value].includes(event.type)) return snapshot;
  const index = event.type === 'NEXT' ? Math.min(context.index + 1, context.tracks.length - 1) : Math.max(context.index - 1, 0);
  return positioned({ ...context, index });
}

// ── Selectors ───────────────────────────────────────────────────────────────────────────────────────────
export const selectTrack = (s: TrackCarouselSnapshot): string => s.context.tracks[s.context.index] ?? s.context.tracks[0] ?? 'Finance';
export const selectPosition = (s: TrackCarouselSnapshot): { index: number; count: number } => ({
  index: s.context.index,
  count: s.context.tracks.length,
});
export const selectShowButtons = (s: TrackCarouselSnapshot): boolean => s.value !== 'Single';
export const selectCanGoBack = (s: TrackCarouselSnapshot): boolean => steps[s.value].includes('PREVIOUS');
export const selectCanGoForward = (s: TrackCarouselSnapshot): boolean => steps[s.value].includes('NEXT');
