import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveEvent, initialEventState, type EventDetails, type EventEvent, type EventState } from './event.ts';
import { validateEventDetails } from './event.validation.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type PublishEvent = DomainCommand<'PublishEvent', { details: EventDetails; now: string }>;
export type AddQuestion = DomainCommand<
  'AddQuestion',
  { eventId: string; questionId: string; text: string; askedBy: string; now: string }
>;
export type UpvoteQuestion = DomainCommand<'UpvoteQuestion', { eventId: string; questionId: string; userId: string; now: string }>;
export type JoinEvent = DomainCommand<'JoinEvent', { eventId: string; userId: string; now: string }>;
export type EventCommand = PublishEvent | AddQuestion | UpvoteQuestion | JoinEvent;

type Published = Extract<EventState, { status: 'published' }>;

function requirePublished(state: EventState, eventId: string): Published {
  if (state.status !== 'published') throw new NotFoundError(`No event ${eventId}`);
  return state;
}

function requireNotEnded(state: Published, now: string, action: string): void {
  if (Date.parse(state.endTime) <= Date.parse(now)) throw new DomainRuleError(`Cannot ${action}: the event has ended`);
}

export function publishEvent(command: PublishEvent, state: EventState): EventEvent[] {
  const { details, now } = command.data;
  if (state.status === 'published') throw new ConflictError(`Event ${details.eventId} is already published`);
  const errors = validateEventDetails(details);
  if (errors.length > 0) throw new ValidationError('The event is not valid', errors);
  if (Date.parse(details.endTime) <= Date.parse(now)) throw new DomainRuleError('Cannot publish an event that has already ended');
  return [{ type: 'EventPublished', data: { ...details, title: details.title.trim(), publishedAt: now } }];
}

export function addQuestion(command: AddQuestion, state: EventState): EventEvent[] {
  const { eventId, questionId, askedBy, now } = command.data;
  const event = requirePublished(state, eventId);
  requireNotEnded(event, now, 'ask a question');
  const text = command.data.text.trim();
  if (text.length === 0 || text.length > 500) {
    throw new ValidationError('A question must be 1–500 characters', [{ path: 'text', message: 'invalid length' }]);
  }
  if (questionId in event.questions) throw new ConflictError(`Question ${questionId} already exists`);
  return [{ type: 'QuestionAdded', data: { eventId, questionId, text, askedBy, askedAt: now, host: { companyId: event.companyId } } }];
}

/** Idempotent: a second upvote by the same user changes nothing. */
export function upvoteQuestion(command: UpvoteQuestion, state: EventState): EventEvent[] {
  const { eventId, questionId, userId, now } = command.data;
  const event = requirePublished(state, eventId);
  const upvotes = event.questions[questionId];
  if (!upvotes) throw new NotFoundError(`No question ${questionId} on event ${eventId}`);
  if (upvotes.includes(userId)) return [];
  return [{ type: 'QuestionUpvoted', data: { eventId, questionId, userId, upvotedAt: now } }];
}

/** Idempotent: joining twice keeps one participation. */
export function joinEvent(command: JoinEvent, state: EventState): EventEvent[] {
  const { eventId, userId, now } = command.data;
  const event = requirePublished(state, eventId);
  requireNotEnded(event, now, 'join');
  if (event.participants.includes(userId)) return [];
  return [{ type: 'ParticipantJoined', data: { eventId, userId, joinedAt: now } }];
}

export function decideEvent(command: EventCommand, state: EventState): EventEvent[] {
  switch (command.type) {
    case 'PublishEvent':
      return publishEvent(command, state);
    case 'AddQuestion':
      return addQuestion(command, state);
    case 'UpvoteQuestion':
      return upvoteQuestion(command, state);
    case 'JoinEvent':
      return joinEvent(command, state);
  }
}

export const eventDecider: Decider<EventState, EventCommand, EventEvent> = {
  initialState: initialEventState,
  evolve: evolveEvent,
  decide: decideEvent,
};
