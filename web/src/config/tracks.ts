/**
 * The career tracks (spec §1, §3 Track: id, img, text, text2, text3). The ids are the wire values of
 * `selectedItem`; text (description), text2 (welcome message) and text3 (footer note) are translated in the locale
 * files under `tracks.<id>.*`, so the catalog here holds only what does not depend on the language.
 */
export const TRACK_IDS = ['Finance', 'Consulting', 'Corporate Law', 'Start-Up', 'MBA Track'] as const;
export type TrackId = (typeof TRACK_IDS)[number];

/** Spec §9: Finance when the student has none. */
export const DEFAULT_TRACK: TrackId = 'Finance';

export function isTrackId(value: string): value is TrackId {
  return (TRACK_IDS as readonly string[]).includes(value);
}

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
