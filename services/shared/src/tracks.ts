// The career tracks of spec §1/§3, shared by the API and the SPA. Their ids are the wire values
// (`selectedItem: [{ id }]`); the texts shown for them live in the SPA's locale files keyed by these ids.
export const trackIds = ['Finance', 'Consulting', 'Corporate Law', 'Start-Up', 'MBA Track'] as const;
export type TrackId = (typeof trackIds)[number];
/** Spec §9: track default Finance. */
export const defaultTrackId: TrackId = 'Finance';

export function isTrackId(value: string): value is TrackId {
  return (trackIds as readonly string[]).includes(value);
}
