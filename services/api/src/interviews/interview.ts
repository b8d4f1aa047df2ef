import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { DomainEvent } from '@fast-track/shared/event-store/types';

// Interview scheduling (issue 25 part 4). Two aggregates:
// - one interview per application (`interview-<applicationId>`): the company proposes slots, the student picks one,
//   either side cancels, the student asks for another time, the company proposes again;
// - one calendar per interviewer (`interviewer-calendar-<accountId>`, the member who proposed): the windows held by
//   booked interviews. A pick holds its window there in the same transaction, so two applicants offered the same time
//   by the same interviewer cannot both have it: the second append clashes, is retried, sees the window held, and is
//   refused (409 SLOT_TAKEN).
// Events carry ids, instants and the short messages people wrote (blanked in the log when their author is erased).

export type InterviewSide = 'company' | 'student';
/** `ended`: the application ended (withdrawn, declined, an offer, or its job closed): no interview takes place any more. */
export type InterviewStatus = 'proposed' | 'booked' | 'cancelled' | 'new-time-requested' | 'ended';
/** Why an application ended, as the jobs slice reports it: the student withdrew, or the stage it ended at. */
export type InterviewEndReason = 'withdrawn' | 'rejected' | 'offer' | 'closed';

export interface Slot {
  slotId: string;
  /** ISO instants. */
  start: string;
  end: string;
}

/** A booked window an event lets go of: the interviewer's calendar releases it in the same transaction. */
export interface Released {
  interviewerId: string;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type InterviewProposed = DomainEvent<
  'InterviewProposed',
  {
    applicationId: string;
    jobId: string;
    companyId: string;
    studentId: string;
    proposalId: string;
    slots: Slot[];
    /** The proposer's IANA zone, shown beside every slot to the student (and used by the mails). */
    timeZone: string;
    message: string;
    by: string;
    at: string;
    released: Released | null;
  }
>;
export type InterviewSlotPicked = DomainEvent<
  'InterviewSlotPicked',
  { applicationId: string; proposalId: string; slotId: string; start: string; end: string; interviewerId: string; studentId: string; at: string }
>;
export type InterviewCancelled = DomainEvent<
  'InterviewCancelled',
  { applicationId: string; side: InterviewSide; by: string; message: string; at: string; released: Released | null }
>;
export type InterviewNewTimeRequested = DomainEvent<
  'InterviewNewTimeRequested',
  { applicationId: string; studentId: string; message: string; at: string; released: Released | null }
>;
/**
 * The application ended while an interview was still on (proposed, booked or waiting for new times): nobody is left to
 * interview, so it ends as a fact of its own and a booked window goes back to the interviewer's calendar. Nobody is
 * mailed: the student hears of the application's end from the jobs slice, and the company made it (or saw it).
 */
export type InterviewEnded = DomainEvent<'InterviewEnded', { applicationId: string; reason: InterviewEndReason; at: string; released: Released | null }>;
export type InterviewEvent = InterviewProposed | InterviewSlotPicked | InterviewCancelled | InterviewNewTimeRequested | InterviewEnded;

export type InterviewSlotHeld = DomainEvent<'InterviewSlotHeld', { interviewerId: string; applicationId: string; start: string; end: string; at: string }>;
export type InterviewSlotReleased = DomainEvent<'InterviewSlotReleased', { interviewerId: string; applicationId: string; at: string }>;
export type CalendarEvent = InterviewSlotHeld | InterviewSlotReleased;

export const interviewStreamId = (applicationId: string): string => `interview-${applicationId}`;
export const calendarStreamId = (interviewerId: string): string => `interviewer-calendar-${interviewerId}`;

/** The short messages are their author's words: blanked in the log when that account is erased. */
export const interviewLogRedactions: readonly LogRedaction[] = [
  { type: 'InterviewProposed', ownerKey: 'by', fields: [['message']] },
  { type: 'InterviewCancelled', ownerKey: 'by', fields: [['message']] },
  { type: 'InterviewNewTimeRequested', ownerKey: 'studentId', fields: [['message']] },
];

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
/** What a decision needs of the application, read from the jobs slice's read table in the command's transaction. */
export interface ApplicationFacts {
  applicationId: string;
  jobId: string;
  companyId: string;
  studentId: string;
  /** The application's stage: only an open one (applied, shortlisted, interview) gets interviews. */
  stage: string;
}

export interface InterviewState {
  application: ApplicationFacts | null;
  status: InterviewStatus | null;
  proposalId: string | null;
  slots: Slot[];
  /** The member who proposed: the interviewer whose calendar a pick holds. */
  interviewerId: string | null;
  /** The proposer's zone: the mails state times in it. */
  timeZone: string;
  booked: Slot | null;
}

export const emptyInterview = (application: ApplicationFacts | null): InterviewState => ({
  application,
  status: null,
  proposalId: null,
  slots: [],
  interviewerId: null,
  timeZone: 'UTC',
  booked: null,
});

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveInterview(state: InterviewState, event: InterviewEvent): InterviewState {
  switch (event.type) {
    case 'InterviewProposed':
      return { ...state, status: 'proposed', proposalId: event.data.proposalId, slots: event.data.slots, interviewerId: event.data.by, timeZone: event.data.timeZone, booked: null };
    case 'InterviewSlotPicked': {
      const { slotId, start, end } = event.data;
      return { ...state, status: 'booked', booked: { slotId, start, end } };
    }
    case 'InterviewCancelled':
      return { ...state, status: 'cancelled', booked: null };
    case 'InterviewNewTimeRequested':
      return { ...state, status: 'new-time-requested', booked: null };
    case 'InterviewEnded':
      return { ...state, status: 'ended', booked: null };
  }
}

/** The interviewer's booked windows, by application. */
export type CalendarState = ReadonlyMap<string, { start: string; end: string }>;

export function evolveCalendar(state: CalendarState, event: CalendarEvent): CalendarState {
  const next = new Map(state);
  if (event.type === 'InterviewSlotHeld') next.set(event.data.applicationId, { start: event.data.start, end: event.data.end });
  else next.delete(event.data.applicationId);
  return next;
}
