import { defaultTrackId, isTrackId, trackIds, type TrackId } from '@fast-track/shared/tracks';

/**
 * The career tracks (spec §1, §3 Track: id, img, text, text2, text3). The ids (the wire values of `selectedItem`)
 * and the default are the server's (services/shared/src/tracks.ts); text (description), text2 (welcome message) and
 * text3 (footer note) are translated in the locale files under `tracks.<id>.*`, so the SPA adds only the images.
 */
export const TRACK_IDS = trackIds;
/** Spec §9: Finance when the student has none. */
export const DEFAULT_TRACK = defaultTrackId;
export { isTrackId, type TrackId };

export const TRACK_IMAGES: Record<TrackId, string> = {
  Finance: '/images/tracks/finance.svg',
  Consulting: '/images/tracks/consulting.svg',
  'Corporate Law': '/images/tracks/corporate-law.svg',
  'Start-Up': '/images/tracks/start-up.svg',
  'MBA Track': '/images/tracks/mba-track.svg',
};

/** The student's known tracks in their order, without duplicates; the default when none is left. */
export function studentTracks(selected: readonly { id: string }[] | undefined): TrackId[] {
  const known = [...new Set((selected ?? []).map((t) => t.id))].filter(isTrackId);
  return known.length > 0 ? known : [DEFAULT_TRACK];
}
