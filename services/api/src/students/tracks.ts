// The career tracks of spec §1/§3. Their ids are the wire values (`selectedItem: [{ id }]`); the texts shown for
// them live in the SPA's locale files keyed by these ids, so only the ids are domain facts here.
export const trackIds = ['Finance', 'Consulting', 'Corporate Law', 'Start-Up', 'MBA Track'] as const;
export type TrackId = (typeof trackIds)[number];

export function isTrackId(value: string): value is TrackId {
  return (trackIds as readonly string[]).includes(value);
}
