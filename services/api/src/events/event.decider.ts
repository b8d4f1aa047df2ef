import { ConflictError, DomainRuleError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { attendanceOf, evolveEvent, initialEventState, type EventDetails, type EventEvent, type EventState } from './event.ts';
import { validateEventDetails } from './event.validation.ts';
import type { EventFacts } from './participation/participation.ts';
import { applyRule, decideRequestRule, joinRule, postQuestionRule, setUpvoteRule } from './participation/participation.rules.ts';

export { checkQuestionText, questionLength } from './participation/participation.rules.ts';

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
/**
 * A host marks a question answered (`asCompanyId` as for DecideRequest). Decided on the question's stream only; the
 * host screens that send it arrive with a later issue.
 */
export type MarkQuestionAnswered = DomainCommand<
  'MarkQuestionAnswered',
  { eventId: string; questionId: string; answeredBy: string; asCompanyId: string; now: string }
>;
/** Seeding only (demo data): puts a student among the participants, whatever the approval setting. */
export type JoinEvent = DomainCommand<'JoinEvent', { eventId: string; userId: string; now: string }>;
export type EventCommand = PublishEvent | PostQuestion | SetUpvote | ApplyToEvent | DecideRequest | JoinEvent;

/** What the participation rules need from the event's one stream of the older layout. */
const factsOf = (state: EventState): EventFacts | null =>
  state.status === 'published'
    ? { eventId: state.eventId, companyId: state.companyId, endTime: state.endTime, approval: state.approval, capacity: null, attending: state.participants.length, waiting: 0 }
    : null;

const questionOf = (state: EventState, questionId: string): string | null =>
  state.status === 'published' && questionId in state.questions ? state.eventId : null;

export function publishEvent(command: PublishEvent, state: EventState): EventEvent[] {
  const { details, now } = command.data;
  if (state.status === 'published') throw new ConflictError(`Event ${details.eventId} is already published`);
  const errors = validateEventDetails(details);
  if (errors.length > 0) throw new ValidationError('The event is not valid', errors);
  if (Date.parse(details.endTime) <= Date.parse(now)) throw new DomainRuleError('Cannot publish an event that has already ended');
  return [{ type: 'EventPublished', data: { ...details, title: details.title.trim(), publishedAt: now } }];
}

// The older layout: participation decided on the event's own stream (older logs, the demo seed). The rules are
// the split streams' (participation.rules.ts); only where the inputs come from differs.
export const postQuestion = (command: PostQuestion, state: EventState): EventEvent[] =>
  postQuestionRule(factsOf(state), questionOf(state, command.data.questionId) !== null, command.data);

export function setUpvote(command: SetUpvote, state: EventState): EventEvent[] {
  const { questionId, userId } = command.data;
  const upvotes = state.status === 'published' ? (state.questions[questionId] ?? []) : [];
  return setUpvoteRule(factsOf(state), questionOf(state, questionId), upvotes.includes(userId), command.data);
}

export const applyToEvent = (command: ApplyToEvent, state: EventState): EventEvent[] =>
  applyRule(factsOf(state), attendanceOf(state, command.data.userId), command.data);

export const decideRequest = (command: DecideRequest, state: EventState): EventEvent[] =>
  decideRequestRule(factsOf(state), attendanceOf(state, command.data.userId), command.data);

export const joinEvent = (command: JoinEvent, state: EventState): EventEvent[] =>
  joinRule(factsOf(state), state.status === 'published' && state.participants.includes(command.data.userId) ? 'attending' : 'none', command.data);

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
