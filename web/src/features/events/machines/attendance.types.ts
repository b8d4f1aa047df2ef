import type { ApplyAnswer } from '../api/apply-event.ts';
import type { Attendance } from '../api/event-schema.ts';

export interface AttendanceInput {
  /** The event's uniqueId (the apply call's `eventId`). */
  eventId: string;
  /** A student session (token) exists; without one every press goes to /login. */
  signedIn: boolean;
  /** The student's id, once known (it may arrive after the token; see IDENTIFIED). */
  userId: string | null;
  /** `event.attendance` from the event call with a bearer; undefined for visitors. */
  attendance: Attendance | undefined;
  /** Approved / attending students, as the event call or a live update gave them. */
  participants: string[];
}

/** The stable state the button was in when a call started: a failed call returns there unchanged. */
export type SettledState = 'NotAttending' | 'Attending' | 'Pending' | 'Waiting';

export interface AttendanceContext {
  eventId: string;
  signedIn: boolean;
  userId: string | null;
  participants: string[];
  /** What the event call said; read once by Init (from then on the state is the attendance). */
  initialAttendance: Attendance | undefined;
  /** The host declined the last request (approval events); a new request is allowed. */
  declined: boolean;
  /** Where Submitting came from. */
  origin: SettledState;
}

export type AttendanceEvent =
  /** The Attend / Attending / Request pending button. */
  | { type: 'PRESS' }
  /** The leave dialog's buttons (Esc and the backdrop count as CANCEL). */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** A live `event:participants` for this event. */
  | { type: 'PARTICIPANTS'; participants: string[] }
  /** The signed-in student's id became known. */
  | { type: 'IDENTIFIED'; userId: string };

export type AttendanceNoticeKey = 'added' | 'removed' | 'requested' | 'withdrawn' | 'waitlisted' | 'leftWaitlist';

/** Side effects leave the machine as emitted events; the screen toasts, navigates and logs. */
export type AttendanceEmitted =
  | { type: 'notify'; key: AttendanceNoticeKey }
  | { type: 'login' }
  | { type: 'failed'; error: unknown };

export interface ApplyInput {
  eventId: string;
}

export type { ApplyAnswer };
