import type {
  Attendance,
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
  | AttendanceRequestDeclined;
export type QuestionEvent = QuestionAdded | QuestionAnswered | QuestionErased;
export type VoteEvent = QuestionUpvoted | QuestionUpvoteWithdrawn;

// ── States ──────────────────────────────────────────────────────────────────────────────────────────────
/** One student and one event. `event` null: no such event. */
export interface AttendanceState {
  event: EventFacts | null;
  standing: Attendance;
}

/** One question. `questionOf`: the event it was asked on (null: not asked yet, the id is free). */
export interface QuestionState {
  event: EventFacts | null;
  questionOf: string | null;
  answered: boolean;
}

/** One student's vote on one question. `questionOf`: the event the question was asked on (null: no question). */
export interface VoteState {
  event: EventFacts | null;
  questionOf: string | null;
  upvoted: boolean;
}

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
/** Every attendance fact states the whole standing, so a stream's last fact is all a decision needs of it. */
export function evolveAttendance(state: AttendanceState, event: AttendanceEvent): AttendanceState {
  switch (event.type) {
    case 'ParticipantJoined':
      return { ...state, standing: 'attending' };
    case 'AttendanceRequested':
      return { ...state, standing: 'pending' };
    case 'AttendanceRequestDeclined':
      return { ...state, standing: 'declined' };
    // Approval is always followed by ParticipantJoined in the same append.
    case 'ParticipantLeft':
    case 'AttendanceRequestWithdrawn':
    case 'AttendanceRequestApproved':
      return { ...state, standing: 'none' };
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
