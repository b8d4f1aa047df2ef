import { describe, expect, it } from 'vitest';
import {
  initialTrackCarousel,
  selectCanGoBack,
  selectCanGoForward,
  selectPosition,
  selectShowButtons,
  selectTrack,
  trackCarouselTransition,
  type TrackCarouselSnapshot,
} from './track-carousel.machine.ts';
import type { TrackCarouselEvent } from './track-carousel.types.ts';

/** An actor's shape over the transition function, as the dashboard's useReducer drives it. */
function start(tracks: string[]) {
  let snapshot: TrackCarouselSnapshot = initialTrackCarousel({ tracks });
  return {
    getSnapshot: () => snapshot,
    send: (event: TrackCarouselEvent) => {
      snapshot = trackCarouselTransition(snapshot, event);
    },
  };
}

describe('track carousel machine', () => {
  it('shows no buttons for a single track, and ignores steps', () => {
    const actor = start(['Consulting']);
    const s = actor.getSnapshot();
    expect(selectShowButtons(s)).toBe(false);
    expect(selectCanGoBack(s)).toBe(false);
    expect(selectCanGoForward(s)).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(selectTrack(actor.getSnapshot())).toBe('Consulting');
  });

  it('falls back to Finance when the student has no track', () => {
    expect(selectTrack(start([]).getSnapshot())).toBe('Finance');
  });

  it('starts at the first track with only the forward button enabled', () => {
    const s = start(['Finance', 'Consulting', 'MBA Track']).getSnapshot();
    expect(selectShowButtons(s)).toBe(true);
    expect(selectTrack(s)).toBe('Finance');
    expect(selectCanGoBack(s)).toBe(false);
    expect(selectCanGoForward(s)).toBe(true);
  });

  it('moves exactly one step forward and back', () => {
    const actor = start(['Finance', 'Consulting', 'MBA Track']);
    actor.send({ type: 'NEXT' });
    expect(selectTrack(actor.getSnapshot())).toBe('Consulting');
    expect(selectCanGoBack(actor.getSnapshot())).toBe(true);
    expect(selectCanGoForward(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PREVIOUS' });
    expect(selectTrack(actor.getSnapshot())).toBe('Finance');
  });

  it('stops at the last track: forward disabled, further NEXT ignored', () => {
    const actor = start(['Finance', 'Consulting']);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    const s = actor.getSnapshot();
    expect(selectTrack(s)).toBe('Consulting');
    expect(selectPosition(s)).toEqual({ index: 1, count: 2 });
    expect(selectCanGoForward(s)).toBe(false);
    expect(selectCanGoBack(s)).toBe(true);
  });

  it('ignores PREVIOUS at the first track', () => {
    const actor = start(['Finance', 'Consulting']);
    actor.send({ type: 'PREVIOUS' });
    expect(selectPosition(actor.getSnapshot())).toEqual({ index: 0, count: 2 });
  });

  it('keeps the shown track when the list changes, else returns to the first', () => {
    const actor = start(['Finance', 'Consulting', 'Start-Up']);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TRACKS_CHANGED', tracks: ['MBA Track', 'Consulting'] });
    expect(selectTrack(actor.getSnapshot())).toBe('Consulting');
    expect(selectCanGoForward(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'TRACKS_CHANGED', tracks: ['Corporate Law'] });
    expect(selectTrack(actor.getSnapshot())).toBe('Corporate Law');
    expect(selectShowButtons(actor.getSnapshot())).toBe(false);
  });

  it('answers an event it does not handle, or the same tracks again, with the same snapshot (no re-render)', () => {
    const actor = start(['Finance', 'Consulting']);
    const first = actor.getSnapshot();
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'TRACKS_CHANGED', tracks: ['Finance', 'Consulting'] });
    expect(actor.getSnapshot()).toBe(first);
    actor.send({ type: 'TRACKS_CHANGED', tracks: [] });
    expect(actor.getSnapshot()).toBe(first);
  });
});
