import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { compactContentLanguages } from '@fast-track/shared/content-languages';
import { EventClosedError } from '../event.errors.ts';
import type { EventDetails, EventPublished } from '../event.ts';
import {
  changedFields,
  evolveHostedEvent,
  initialHostedEventState,
  type EventStreamEvent,
  type HostedEventState,
  type HostingEvent,
} from './event-hosting.ts';
import { cancelReasonMaxLength, hostedEventProblems } from './event-hosting.rules.ts';

/** Publishing needs an approved company (docs/accounts.md: pending companies publish nothing). */
export class CompanyNotApprovedError extends ForbiddenError {
  override readonly code = 'COMPANY_NOT_APPROVED';
}
export class EventCancelledError extends ConflictError {
  override readonly code = 'EVENT_CANCELLED';
}
export class AlreadyPublishedError extends ConflictError {
  override readonly code = 'ALREADY_PUBLISHED';
}

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
// The route proves the caller's membership of `asCompanyId` (and reads whether that company is approved); an event
// of another company is not found. `expectedVersion` is the client's If-Match: no edit silently undoes another.
export type CreateEvent = DomainCommand<
  'CreateEvent',
  { details: EventDetails; publish: boolean; companyApproved: boolean; by: string; now: string }
>;
export type EditEvent = DomainCommand<
  'EditEvent',
  { eventId: string; asCompanyId: string; expectedVersion: number; details: EventDetails; by: string; now: string }
>;
export type PublishDraft = DomainCommand<
  'PublishDraft',
  { eventId: string; asCompanyId: string; expectedVersion: number; companyApproved: boolean; by: string; now: string }
>;
export type CancelEvent = DomainCommand<
  'CancelEvent',
  { eventId: string; asCompanyId: string; expectedVersion: number; reason: string; by: string; now: string }
>;
export type HostingCommand = CreateEvent | EditEvent | PublishDraft | CancelEvent;

type Existing = Extract<HostedEventState, { details: EventDetails }>;

function ownEvent(state: HostedEventState, eventId: string, asCompanyId: string): Existing {
  if (state.status === 'none' || state.details.host.companyId !== asCompanyId) throw new NotFoundError(`No event ${eventId} in this company.`);
  return state;
}

function current(event: Existing, expectedVersion: number): void {
  if (event.version !== expectedVersion) {
    throw new PreconditionFailedError(`The event changed since you loaded it (version ${event.version}, yours ${expectedVersion}): reload it first.`);
  }
}

function notOver(event: Existing, now: string): void {
  if (event.status === 'cancelled') throw new EventCancelledError(`Event ${event.details.eventId} is cancelled.`);
  if (event.status === 'published' && Date.parse(event.details.endTime) <= Date.parse(now)) {
    throw new EventClosedError(`Event ${event.details.eventId} has ended.`);
  }
}

function valid(details: EventDetails, now: string): EventDetails {
  const problems = hostedEventProblems(details, now);
  if (problems.length > 0) throw new ValidationError(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  const { sourceLanguage: _source, translations: _versions, ...rest } = details;
  return { ...rest, title: details.title.trim(), ...compactContentLanguages(trimmedTitles(details)) };
}

/** Every version's title as the source's is stored: trimmed. */
function trimmedTitles(details: EventDetails): EventDetails {
  if (!details.translations) return details;
  const versions = Object.entries(details.translations).map(([lng, v]) => [lng, { ...v, title: v.title.trim() }]);
  return { ...details, translations: Object.fromEntries(versions) as EventDetails['translations'] };
}

function approved(companyApproved: boolean): void {
  if (!companyApproved) throw new CompanyNotApprovedError('Your company is waiting for approval: save drafts until then.');
}

const published = (details: EventDetails, now: string): EventPublished => ({ type: 'EventPublished', data: { ...details, publishedAt: now } });

export function decideHosting(command: HostingCommand, state: HostedEventState): EventStreamEvent[] {
  switch (command.type) {
    case 'CreateEvent': {
      const { details, publish, by, now } = command.data;
      if (state.status !== 'none') throw new ConflictError(`Event ${details.eventId} exists.`);
      const checked = valid(details, now);
      if (!publish) return [{ type: 'EventDrafted', data: { ...checked, draftedBy: by, draftedAt: now } }];
      approved(command.data.companyApproved);
      return [published(checked, now)];
    }
    case 'EditEvent': {
      const d = command.data;
      const event = ownEvent(state, d.eventId, d.asCompanyId);
      current(event, d.expectedVersion);
      notOver(event, d.now);
      // The link is the event's address: it stays what it was, whatever the title becomes.
      const next = valid({ ...d.details, eventId: event.details.eventId, link: event.details.link }, d.now);
      const changed = changedFields(event.details, next);
      if (changed.length === 0) return [];
      return [{ type: 'EventEdited', data: { ...next, changed, editedBy: d.by, editedAt: d.now } }];
    }
    case 'PublishDraft': {
      const d = command.data;
      const event = ownEvent(state, d.eventId, d.asCompanyId);
      current(event, d.expectedVersion);
      if (event.status === 'published') throw new AlreadyPublishedError(`Event ${d.eventId} is already published.`);
      notOver(event, d.now);
      const checked = valid(event.details, d.now);
      approved(d.companyApproved);
      return [published(checked, d.now)];
    }
    case 'CancelEvent': {
      const d = command.data;
      const event = ownEvent(state, d.eventId, d.asCompanyId);
      current(event, d.expectedVersion);
      notOver(event, d.now);
      const reason = d.reason.trim();
      if ([...reason].length > cancelReasonMaxLength) {
        throw new ValidationError(`reason: at most ${cancelReasonMaxLength} characters`, [{ path: 'reason', message: `at most ${cancelReasonMaxLength} characters` }]);
      }
      const cancelled: HostingEvent = {
        type: 'EventCancelled',
        data: { eventId: d.eventId, companyId: d.asCompanyId, reason, cancelledBy: d.by, cancelledAt: d.now },
      };
      return [cancelled];
    }
  }
}

export const hostingDecider: Decider<HostedEventState, HostingCommand, EventStreamEvent> = {
  initialState: initialHostedEventState,
  evolve: evolveHostedEvent,
  decide: decideHosting,
};
