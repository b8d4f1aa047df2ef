import { ConflictError, DomainRuleError, ForbiddenError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { EventClosedError, InvalidQuestionError } from './event.errors.ts';
import { attendanceOf, evolveEvent, initialEventState, type EventDetails, type EventEvent, type EventState } from './event.ts';
import { validateEventDetails } from './event.validation.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type PublishEvent = DomainCommand<'PublishEvent', { details: EventDetails; now: string }>;
export type PostQuestion = DomainCommand<
  'PostQuestion',
  { eventId: string; questionId: string; text: string; askedBy: string; now: string }
>;
/** `upvoted` is the state the user wants, so repeating the command changes nothing. */
export type SetUpvote = DomainCommand<
  'SetUpvote',
  { eventId: string; questionId: string; userId: string; upvoted: boolean; now: string }
>;
/** The student's Attend button: toggles between the states of the contract. */
export type ApplyToEvent = DomainCommand<'ApplyToEvent', { eventId: string; userId: string; now: string }>;
/**
 * A host's answer to a request. `asCompanyId` is the company whose membership the caller proved (a fact the
 * domain cannot look up itself); only the hosting company may decide.
 */
export type DecideRequest = DomainCommand<
  'DecideRequest',
  { eventId: string; userId: string; decision: 'approve' | 'decline'; decidedBy: string; asCompanyId: string; now: string }
>;
/** Seeding only (demo data): puts a student among the participants, whatever the approval setting. */
export type JoinEvent = DomainCommand<'JoinEvent', { eventId: string; userId: string; now: string }>;
export type EventCommand = PublishEvent | PostQuestion | SetUpvote | ApplyToEvent | DecideRequest | JoinEvent;

type Published = Extract<EventState, { status: 'published' }>;

export const questionLength = { min: 3, max: 500 } as const;

function requirePublished(state: EventState, eventId: string): Published {
  if (state.status !== 'published') throw new NotFoundError(`No event ${eventId}`);
  return state;
}

function requireOpen(state: Published, now: string): void {
  if (Date.parse(state.endTime) <= Date.parse(now)) throw new EventClosedError(`Event ${state.eventId} has ended`);
}

export function publishEvent(command: PublishEvent, state: EventState): EventEvent[] {
  const { details, now } = command.data;
  if (state.status === 'published') throw new ConflictError(`Event ${details.eventId} is already published`);
  const errors = validateEventDetails(details);
  if (errors.length > 0) throw new ValidationError('The event is not valid', errors);
  if (Date.parse(details.endTime) <= Date.parse(now)) throw new DomainRuleError('Cannot publish an event that has already ended');
  return [{ type: 'EventPublished', data: { ...details, title: details.title.trim(), publishedAt: now } }];
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

export function postQuestion(command: PostQuestion, state: EventState): EventEvent[] {
  const { eventId, questionId, askedBy, now } = command.data;
  const event = requirePublished(state, eventId);
  requireOpen(event, now);
  const checked = checkQuestionText(command.data.text);
  if ('problem' in checked) throw new InvalidQuestionError(checked.problem);
  if (questionId in event.questions) throw new ConflictError(`Question ${questionId} already exists`);
  return [
    {
      type: 'QuestionAdded',
      data: { eventId, questionId, text: checked.text, askedBy, askedAt: now, host: { companyId: event.companyId } },
    },
  ];
}

/** Idempotent: asking for the state the question is already in decides nothing. */
export function setUpvote(command: SetUpvote, state: EventState): EventEvent[] {
  const { eventId, questionId, userId, upvoted, now } = command.data;
  const event = requirePublished(state, eventId);
  const upvotes = event.questions[questionId];
  if (!upvotes) throw new NotFoundError(`No question ${questionId} on event ${eventId}`);
  if (upvotes.includes(userId) === upvoted) return [];
  return upvoted
    ? [{ type: 'QuestionUpvoted', data: { eventId, questionId, userId, upvotedAt: now } }]
    : [{ type: 'QuestionUpvoteWithdrawn', data: { eventId, questionId, userId, withdrawnAt: now } }];
}

/**
 * Decided on the stream's current state, so a second click (or tab) undoes the first instead of adding the
 * student twice; concurrent clicks are serialised by the append's version check.
 */
export function applyToEvent(command: ApplyToEvent, state: EventState): EventEvent[] {
  const { eventId, userId, now } = command.data;
  const event = requirePublished(state, eventId);
  requireOpen(event, now);
  const current = attendanceOf(event, userId);
  if (current === 'attending') return [{ type: 'ParticipantLeft', data: { eventId, userId, leftAt: now } }];
  if (!event.approval) return [{ type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } }];
  if (current === 'pending') return [{ type: 'AttendanceRequestWithdrawn', data: { eventId, userId, withdrawnAt: now } }];
  return [{ type: 'AttendanceRequested', data: { eventId, userId, requestedAt: now } }];
}

/** Deciding again the way it was decided changes nothing; a declined request may still be approved later. */
export function decideRequest(command: DecideRequest, state: EventState): EventEvent[] {
  const { eventId, userId, decision, decidedBy, asCompanyId, now } = command.data;
  const event = requirePublished(state, eventId);
  if (asCompanyId !== event.companyId) throw new ForbiddenError(`Only the host of event ${eventId} decides its requests`);
  requireOpen(event, now);
  const current = attendanceOf(event, userId);
  if (current === 'none') throw new NotFoundError(`No request from ${userId} for event ${eventId}`);
  const decided = { eventId, userId, decidedBy, decidedAt: now };
  if (decision === 'approve') {
    if (current === 'attending') return [];
    return [
      { type: 'AttendanceRequestApproved', data: decided },
      { type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } },
    ];
  }
  if (current === 'declined') return [];
  const declined: EventEvent = { type: 'AttendanceRequestDeclined', data: decided };
  return current === 'attending' ? [{ type: 'ParticipantLeft', data: { eventId, userId, leftAt: now } }, declined] : [declined];
}

/** Idempotent: joining twice keeps one participation. */
export function joinEvent(command: JoinEvent, state: EventState): EventEvent[] {
  const { eventId, userId, now } = command.data;
  const event = requirePublished(state, eventId);
  requireOpen(event, now);
  if (event.participants.includes(userId)) return [];
  return [{ type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } }];
}

export function decideEvent(command: EventCommand, state: EventState): EventEvent[] {
  switch (command.type) {
    case 'PublishEvent':
      return publishEvent(command, state);
    case 'PostQuestion':
      return postQuestion(command, state);
    case 'SetUpvote':
      return setUpvote(command, state);
    case 'ApplyToEvent':
      return applyToEvent(command, state);
    case 'DecideRequest':
      return decideRequest(command, state);
    case 'JoinEvent':
      return joinEvent(command, state);
  }
}

export const eventDecider: Decider<EventState, EventCommand, EventEvent> = {
  initialState: initialEventState,
  evolve: evolveEvent,
  decide: decideEvent,
};
