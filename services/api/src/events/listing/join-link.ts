import type { Attendance } from '../event.ts';

// An online event's join link (the Event's `virtualLink`) is for the students who attend it, and only shortly before
// it starts: sent earlier or to anyone, it would be forwarded and the host's room filled by strangers. The rule lives
// here, once; the SPA only shows what the API sends and says when the link will appear (`joinOpensAt`).

/** How long before the start attending students get the link. */
export const JOIN_LINK_OPENS_BEFORE_START_MS = 15 * 60_000;

/** The instant (ISO, UTC) from which attending students get the join link of an event starting at `startsAt`. */
export function joinOpensAt(startsAt: Date): string {
  return new Date(startsAt.getTime() - JOIN_LINK_OPENS_BEFORE_START_MS).toISOString();
}

/** Whether this caller may have the link now: attending (approved, for approval events) and the window is open. */
export function mayHaveJoinLink(attendance: Attendance | undefined, startsAt: Date, nowMs: number): boolean {
  return attendance === 'attending' && nowMs >= startsAt.getTime() - JOIN_LINK_OPENS_BEFORE_START_MS;
}
