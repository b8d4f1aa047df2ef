import type {
  Attendance,
  AttendeeCheckedIn,
  TicketIssued,
  WaitlistJoined,
  WaitlistLeft,
  WaitlistPromoted,
  AttendanceRequestApproved,
  AttendanceRequestDeclined,
  AttendanceRequested,
  AttendanceRequestWithdrawn,
  ParticipantJoined,
  ParticipantLeft,
  QuestionAdded,
  QuestionAnswered,
  QuestionErased,
  QuestionUpvoted,
  QuestionUpvoteWithdrawn,
} from '../event.ts';

// Participation is split into streams that share nothing, so a command reads only its own small history, whatever
// the event's: one per student's attendance of an event, one per question, one per student's vote on a question.
// The event's own stream keeps its publication. Older logs (and the demo seed) hold these same facts on the event's
// stream; the read tables fold both, and a decision starts from them (see participation.commands.ts).

/** What a participation decision needs to know about the event: its publication, never its crowd. */
export interface EventFacts {
  eventId: string;
  companyId: string;
  endTime: string;
  approval: boolean;
  /** Places in all (null: no limit), and how many attend and wait now — counted under the event row's lock. */
  capacity: number | null;
  attending: number;
  waiting: number;
  /**
   * An admin took the event down (docs/admin.md § Takedowns): nothing new happens on it (no join, waitlist, request,
   * promotion, ticket, question or vote), but a student may still leave it or its waitlist. Absent: not taken down.
   */
  takenDown?: boolean;
}

// ── Streams ─────────────────────────────────────────────────────────────────────────────────────────────
export const attendanceStreamId = (eventId: string, userId: string): string => `attendance-${eventId}-${userId}`;
export const questionStreamId = (questionId: string): string => `question-${questionId}`;
export const voteStreamId = (questionId: string, userId: string): string => `upvote-${questionId}-${userId}`;

// ── Events of each stream (the same types, and shapes, as on the event's stream) ───────────────────────────
export type AttendanceEvent =
  | ParticipantJoined
  | ParticipantLeft
  | AttendanceRequested
  | AttendanceRequestWithdrawn
  | AttendanceRequestApproved
  | AttendanceRequestDeclined
  | WaitlistJoined
  | WaitlistLeft
  | WaitlistPromoted
  | TicketIssued
  | AttendeeCheckedIn;
export type QuestionEvent = QuestionAdded | QuestionAnswered | QuestionErased;
export type VoteEvent = QuestionUpvoted | QuestionUpvoteWithdrawn;

// ── States ──────────────────────────────────────────────────────────────────────────────────────────────
/** One student and one event. `event` null: no such event. */
export interface AttendanceState {
  event: EventFacts | null;
  standing: Attendance;
  /** The attending student's ticket code (null until issued) and whether the host let them in. */
  ticket: string | null;
  checkedIn: boolean;
  /** Waiting students ahead of this one (0 when first in line or not waiting). */
  ahead: number;
}

/** One question. `questionOf`: the event it was asked on (null: not asked yet, the id is free). */
export interface QuestionState {
  event: EventFacts | null;
  questionOf: string | null;
  answered: boolean;
  /** An admin took the question down: it is answered to as an unknown question. Absent: not taken down. */
  questionTakenDown?: boolean;
}

/** One student's vote on one question. `questionOf`: the event the question was asked on (null: no question). */
export interface VoteState {
  event: EventFacts | null;
  questionOf: string | null;
  upvoted: boolean;
  /** An admin took the question down: no vote on it is given or withdrawn. Absent: not taken down. */
  questionTakenDown?: boolean;
}

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
/** Every attendance fact states the whole standing, so a stream's last fact is all a decision needs of it. */
// A new attendance starts without a ticket or check-in; ticket and check-in facts only happen while attending.
export function evolveAttendance(state: AttendanceState, event: AttendanceEvent): AttendanceState {
  const fresh = { ticket: null, checkedIn: false };
  switch (event.type) {
    case 'ParticipantJoined':
      return state.standing === 'attending' ? state : { ...state, ...fresh, standing: 'attending' };
    case 'AttendanceRequested':
      return { ...state, ...fresh, standing: 'pending' };
    case 'AttendanceRequestDeclined':
      return { ...state, ...fresh, standing: 'declined' };
    case 'WaitlistJoined':
      return { ...state, ...fresh, standing: 'waiting' };
    case 'TicketIssued':
      return { ...state, standing: 'attending', ticket: event.data.code };
    case 'AttendeeCheckedIn':
      return { ...state, standing: 'attending', checkedIn: true };
    // Approval and promotion are always followed by ParticipantJoined in the same append.
    case 'ParticipantLeft':
    case 'AttendanceRequestWithdrawn':
    case 'AttendanceRequestApproved':
    case 'WaitlistLeft':
    case 'WaitlistPromoted':
      return { ...state, ...fresh, standing: 'none' };
  }
}

/** Either fact says the question exists; the last one says whether it is answered. */
export function evolveQuestion(state: QuestionState, event: QuestionEvent): QuestionState {
  switch (event.type) {
    case 'QuestionAdded':
      return { ...state, questionOf: event.data.eventId, answered: false };
    case 'QuestionAnswered':
      return { ...state, questionOf: event.data.eventId, answered: true };
    case 'QuestionErased':
      return { ...state, questionOf: event.data.eventId };
  }
}

export const evolveVote = (state: VoteState, event: VoteEvent): VoteState => ({ ...state, upvoted: event.type === 'QuestionUpvoted' });
