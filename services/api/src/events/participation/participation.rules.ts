import { eventLimits } from '@fast-track/shared/events/event-limits';
import { ConflictError, ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { EventClosedError, EventFullError, InvalidQuestionError, NotAttendingError } from '../event.errors.ts';
import type { Attendance, EventEvent } from '../event.ts';
import type { AttendanceState, EventFacts } from './participation.ts';

// The participation rules, once: pure functions of what the event's publication says, where the student stands
// and the command's data. Both layouts decide with them — the split streams (participation.decider.ts) and the
// event's one stream of older logs (event.decider.ts) — each folding its own history into these inputs.

export const questionLength = eventLimits.questionLength;

export function requireEvent(event: EventFacts | null, eventId: string): EventFacts {
  if (!event) throw new NotFoundError(`No event ${eventId}`);
  return event;
}

/**
 * The event, unless an admin took it down: then anything new on it is answered as an unknown event is (404, the same
 * problem), so its id tells a student nothing (docs/admin.md § Takedowns). Leaving is not new: applyRule lets it by.
 */
export function requireLive(event: EventFacts | null, eventId: string): EventFacts {
  const found = requireEvent(event, eventId);
  if (found.takenDown) throw new NotFoundError(`No event ${eventId}`);
  return found;
}

export function requireOpen(event: EventFacts, now: string): void {
  if (Date.parse(event.endTime) <= Date.parse(now)) throw new EventClosedError(`Event ${event.eventId} has ended`);
}

// Plain text: line breaks and tabs are fine, other control characters are not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The trimmed text, or the reason it is refused. Length counts characters (code points), not UTF-16 units. */
export function checkQuestionText(raw: string): { text: string } | { problem: string } {
  const text = raw.trim();
  const length = [...text].length;
  if (length === 0) return { problem: 'The question is empty.' };
  if (length < questionLength.min) return { problem: `A question needs at least ${questionLength.min} characters.` };
  if (length > questionLength.max) return { problem: `A question can have at most ${questionLength.max} characters.` };
  if (controlCharacters.test(text)) return { problem: 'A question must be plain text.' };
  return { text };
}

type Of<T extends EventEvent['type']> = Extract<EventEvent, { type: T }>;
type AttendanceFact = Of<
  | 'ParticipantJoined'
  | 'ParticipantLeft'
  | 'AttendanceRequested'
  | 'AttendanceRequestWithdrawn'
  | 'AttendanceRequestApproved'
  | 'AttendanceRequestDeclined'
  | 'WaitlistJoined'
  | 'WaitlistLeft'
  | 'WaitlistPromoted'
>;

/** Every place taken. `attending` and `waiting` were counted under the event row's lock (participation-facts.ts). */
export const isFull = (event: EventFacts): boolean => event.capacity !== null && event.attending >= event.capacity;

/**
 * The Attend button. Decided on the current standing, so a second click (or tab) undoes the first instead of
 * adding the student twice; concurrent clicks are serialised by the append's version check.
 */
export function applyRule(
  found: EventFacts | null,
  standing: Attendance,
  { eventId, userId, now }: { eventId: string; userId: string; now: string },
): AttendanceFact[] {
  const event = requireEvent(found, eventId);
  requireOpen(event, now);
  // Leaving (the event, its waitlist, a pending request) stays open on a taken-down event; joining does not.
  if (standing === 'attending') return [{ type: 'ParticipantLeft', data: { eventId, userId, leftAt: now } }];
  if (standing === 'waiting') return [{ type: 'WaitlistLeft', data: { eventId, userId, leftAt: now } }];
  if (event.approval && standing === 'pending') return [{ type: 'AttendanceRequestWithdrawn', data: { eventId, userId, withdrawnAt: now } }];
  requireLive(event, eventId);
  if (!event.approval) {
    // Nobody passes the line: while anyone waits, a free place is theirs (the promotion after the leave gives it).
    if (isFull(event) || (event.capacity !== null && event.waiting > 0)) return [{ type: 'WaitlistJoined', data: { eventId, userId, joinedAt: now } }];
    return [{ type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } }];
  }
  return [{ type: 'AttendanceRequested', data: { eventId, userId, requestedAt: now } }];
}

/** Deciding again the way it was decided changes nothing; a declined request may still be approved later. */
export function decideRequestRule(
  found: EventFacts | null,
  standing: Attendance,
  d: { eventId: string; userId: string; decision: 'approve' | 'decline'; decidedBy: string; asCompanyId: string; now: string },
): AttendanceFact[] {
  const { eventId, userId, now } = d;
  const event = requireEvent(found, eventId);
  if (d.asCompanyId !== event.companyId) throw new ForbiddenError(`Only the host of event ${eventId} decides its requests`);
  requireOpen(event, now);
  if (standing === 'none') throw new NotFoundError(`No request from ${userId} for event ${eventId}`);
  const decided = { eventId, userId, decidedBy: d.decidedBy, decidedAt: now };
  if (d.decision === 'approve') {
    if (standing === 'attending') return [];
    requireLive(event, eventId);
    if (isFull(event)) throw new EventFullError(`Every place of event ${eventId} is taken`);
    return [
      { type: 'AttendanceRequestApproved', data: decided },
      { type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } },
    ];
  }
  if (standing === 'declined') return [];
  const declined: AttendanceFact = { type: 'AttendanceRequestDeclined', data: decided };
  return standing === 'attending' ? [{ type: 'ParticipantLeft', data: { eventId, userId, leftAt: now } }, declined] : [declined];
}

/**
 * A place is free and this student waits first in line: they attend. Anything else (no longer waiting, still full,
 * someone ahead) decides nothing, so a promotion repeated or raced by another changes nothing.
 */
export function promoteRule(
  found: EventFacts | null,
  { standing, ahead }: Pick<AttendanceState, 'standing' | 'ahead'>,
  { eventId, userId, now }: { eventId: string; userId: string; now: string },
): AttendanceFact[] {
  const event = requireEvent(found, eventId);
  // Nobody is moved into a taken-down event: the waiting keep their place and may leave.
  if (event.takenDown || Date.parse(event.endTime) <= Date.parse(now) || standing !== 'waiting' || ahead > 0 || isFull(event)) return [];
  return [
    { type: 'WaitlistPromoted', data: { eventId, userId, promotedAt: now } },
    { type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } },
  ];
}

/** The attending student's ticket: issued once per attendance (`code` comes on the command); again, nothing new. */
export function issueTicketRule(
  found: EventFacts | null,
  { standing, ticket }: Pick<AttendanceState, 'standing' | 'ticket'>,
  { eventId, userId, code, now }: { eventId: string; userId: string; code: string; now: string },
): Of<'TicketIssued'>[] {
  requireOpen(requireLive(found, eventId), now);
  if (standing !== 'attending') throw new NotAttendingError(`${userId} does not attend event ${eventId}`);
  if (ticket !== null) return [];
  return [{ type: 'TicketIssued', data: { eventId, userId, code, issuedAt: now } }];
}

/**
 * The host lets an attending student in, by the ticket's code or from the list; `asCompanyId` as for requests.
 * Until the event ends (a cancelled event has ended); checking in twice changes nothing.
 */
export function checkInRule(
  found: EventFacts | null,
  { standing, checkedIn }: Pick<AttendanceState, 'standing' | 'checkedIn'>,
  d: { eventId: string; userId: string; checkedInBy: string; asCompanyId: string; by: 'code' | 'list'; now: string },
): Of<'AttendeeCheckedIn'>[] {
  const event = requireLive(found, d.eventId);
  if (d.asCompanyId !== event.companyId) throw new ForbiddenError(`Only the host of event ${d.eventId} checks people in`);
  requireOpen(event, d.now);
  if (standing !== 'attending') throw new NotFoundError(`${d.userId} does not attend event ${d.eventId}`);
  if (checkedIn) return [];
  return [{ type: 'AttendeeCheckedIn', data: { eventId: d.eventId, userId: d.userId, checkedInBy: d.checkedInBy, checkedInAt: d.now, by: d.by } }];
}

/** Seeding: joining twice keeps one participation. */
export function joinRule(
  found: EventFacts | null,
  standing: Attendance,
  { eventId, userId, now }: { eventId: string; userId: string; now: string },
): AttendanceFact[] {
  requireOpen(requireLive(found, eventId), now);
  if (standing === 'attending') return [];
  return [{ type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } }];
}

export function postQuestionRule(
  found: EventFacts | null,
  asked: boolean,
  d: { eventId: string; questionId: string; text: string; askedBy: string; now: string },
): Of<'QuestionAdded'>[] {
  const { eventId, questionId, askedBy, now } = d;
  const event = requireLive(found, eventId);
  requireOpen(event, now);
  const checked = checkQuestionText(d.text);
  if ('problem' in checked) throw new InvalidQuestionError(checked.problem);
  if (asked) throw new ConflictError(`Question ${questionId} already exists`);
  return [{ type: 'QuestionAdded', data: { eventId, questionId, text: checked.text, askedBy, askedAt: now, host: { companyId: event.companyId } } }];
}

/**
 * A host marks a question answered. `asCompanyId` is the company whose membership the caller proved, as for
 * requests; marking it again changes nothing. Allowed after the event too: questions are often answered afterwards.
 */
export function answerQuestionRule(
  found: EventFacts | null,
  questionOf: string | null,
  answered: boolean,
  d: { eventId: string; questionId: string; answeredBy: string; asCompanyId: string; now: string },
  questionTakenDown = false,
): Of<'QuestionAnswered'>[] {
  const { eventId, questionId, now } = d;
  const event = requireLive(found, eventId);
  if (d.asCompanyId !== event.companyId) throw new ForbiddenError(`Only the host of event ${eventId} answers its questions`);
  if (questionOf !== eventId || questionTakenDown) throw new NotFoundError(`No question ${questionId} on event ${eventId}`);
  if (answered) return [];
  return [{ type: 'QuestionAnswered', data: { eventId, questionId, answeredBy: d.answeredBy, answeredAt: now } }];
}

/** `upvoted` is the state the user wants: asking for the state the vote is already in decides nothing. */
export function setUpvoteRule(
  found: EventFacts | null,
  questionOf: string | null,
  current: boolean,
  { eventId, questionId, userId, upvoted, now }: { eventId: string; questionId: string; userId: string; upvoted: boolean; now: string },
  questionTakenDown = false,
): Of<'QuestionUpvoted' | 'QuestionUpvoteWithdrawn'>[] {
  requireLive(found, eventId);
  if (questionOf !== eventId || questionTakenDown) throw new NotFoundError(`No question ${questionId} on event ${eventId}`);
  if (current === upvoted) return [];
  return upvoted
    ? [{ type: 'QuestionUpvoted', data: { eventId, questionId, userId, upvotedAt: now } }]
    : [{ type: 'QuestionUpvoteWithdrawn', data: { eventId, questionId, userId, withdrawnAt: now } }];
}
