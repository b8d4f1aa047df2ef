/** The track carousel (spec §4 Track carousel): one step back or forward through the student's tracks. */
export interface TrackCarouselContext {
  /** Track ids in the student's order; never empty (the caller passes the default track when there is none). */
  tracks: readonly string[];
  index: number;
}

export interface TrackCarouselInput {
  tracks: readonly string[];
}

export type TrackCarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** The student's tracks changed (a fresh /api/student/me): stay on the same track when it is still there. */
  | { type: 'TRACKS_CHANGED'; tracks: readonly string[] };
