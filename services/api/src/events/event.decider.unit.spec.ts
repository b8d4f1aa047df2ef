import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import type { EventDetails, EventEvent } from './event.ts';
import { eventDecider, type EventCommand } from './event.decider.ts';

const now = '2026-03-01T10:00:00.000Z';

const details = (overrides: Partial<EventDetails> = {}): EventDetails => ({
  eventId: 'e1',
  link: 'northbridge-capital-spring-insight-day-e1',
  title: 'Spring Insight Day',
  type: 'Physical Event',
  img: '/images/events/cover-1.svg',
  description: '<p>Hello</p>',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T15:00:00.000Z',
  timezone: 'Europe/London',
  virtualLink: null,
  physicalLocation: { label: '1 Canada Square, London', lat: 51.5, lng: -0.02, placeId: '' },
  approval: true,
  schoolYear: ['Penultimate year'],
  relevantCourses: ['Economics'],
  targetGroups: [],
  host: { companyId: 'c1', name: 'Northbridge Capital', logo: '/images/companies/northbridge-capital.svg' },
  ...overrides,
});

const published: EventEvent = { type: 'EventPublished', data: { ...details(), publishedAt: now } };

/** given(past events).when(command) → the events decided, or the error thrown. */
function given(past: EventEvent[]) {
  const state = past.reduce(eventDecider.evolve, eventDecider.initialState());
  return {
    when: (command: EventCommand) => {
      try {
        return { events: eventDecider.decide(command, state), error: undefined };
      } catch (error) {
        return { events: undefined, error };
      }
    },
  };
}

describe('event decider', () => {
  it('publishes a valid event', () => {
    const { events } = given([]).when({ type: 'PublishEvent', data: { details: details(), now } });
    expect(events).toEqual([{ type: 'EventPublished', data: { ...details(), publishedAt: now } }]);
  });

  it('refuses to publish the same event twice', () => {
    const { error } = given([published]).when({ type: 'PublishEvent', data: { details: details(), now } });
    expect(error).toBeInstanceOf(ConflictError);
  });

  it.each([
    ['end before start', { endTime: '2026-03-10T08:00:00.000Z' }, 'endTime'],
    ['a date without zone', { startTime: '2026-03-10 09:00' }, 'startTime'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['an unknown type', { type: 'Party' as EventDetails['type'] }, 'type'],
    ['a Live Stream without link', { type: 'Live Stream' as const, physicalLocation: null }, 'virtualLink'],
    ['a Physical Event without place', { physicalLocation: null }, 'physicalLocation'],
    ['a place with neither coordinates nor placeId', { physicalLocation: { label: 'Somewhere', lat: null, lng: null, placeId: '' } }, 'physicalLocation'],
    ['a link that is not a slug', { link: 'Not A Slug!' }, 'link'],
  ])('refuses %s', (_case, overrides, path) => {
    const { error } = given([]).when({ type: 'PublishEvent', data: { details: details(overrides), now } });
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((e) => e.path)).toContain(path);
  });

  it('accepts a location known only by placeId', () => {
    const location = { label: 'Calle de Serrano 41, Madrid', lat: null, lng: null, placeId: 'ChIJ123' };
    const { events } = given([]).when({ type: 'PublishEvent', data: { details: details({ physicalLocation: location }), now } });
    expect(events).toHaveLength(1);
  });

  it('refuses to publish an event that is already over', () => {
    const { error } = given([]).when({ type: 'PublishEvent', data: { details: details(), now: '2026-04-01T00:00:00.000Z' } });
    expect(error).toBeInstanceOf(DomainRuleError);
  });

  it('adds a trimmed question with the host for the stats', () => {
    const { events } = given([published]).when({
      type: 'AddQuestion',
      data: { eventId: 'e1', questionId: 'q1', text: '  Dress code?  ', askedBy: 'u1', now },
    });
    expect(events).toEqual([
      { type: 'QuestionAdded', data: { eventId: 'e1', questionId: 'q1', text: 'Dress code?', askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } } },
    ]);
  });

  it('refuses questions on unknown events and empty questions', () => {
    const ask = (text: string) => ({ type: 'AddQuestion' as const, data: { eventId: 'e1', questionId: 'q1', text, askedBy: 'u1', now } });
    expect(given([]).when(ask('Why?')).error).toBeInstanceOf(NotFoundError);
    expect(given([published]).when(ask('   ')).error).toBeInstanceOf(ValidationError);
  });

  it('counts an upvote once per user', () => {
    const asked: EventEvent = { type: 'QuestionAdded', data: { eventId: 'e1', questionId: 'q1', text: 'Why?', askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } } };
    const upvoted: EventEvent = { type: 'QuestionUpvoted', data: { eventId: 'e1', questionId: 'q1', userId: 'u2', upvotedAt: now } };
    const upvote = { type: 'UpvoteQuestion' as const, data: { eventId: 'e1', questionId: 'q1', userId: 'u2', now } };
    expect(given([published, asked]).when(upvote).events).toEqual([upvoted]);
    expect(given([published, asked, upvoted]).when(upvote).events).toEqual([]);
    expect(given([published]).when(upvote).error).toBeInstanceOf(NotFoundError);
  });

  it('joins once and refuses after the end', () => {
    const join = (at: string) => ({ type: 'JoinEvent' as const, data: { eventId: 'e1', userId: 'u1', now: at } });
    const joined: EventEvent = { type: 'ParticipantJoined', data: { eventId: 'e1', userId: 'u1', joinedAt: now } };
    expect(given([published]).when(join(now)).events).toEqual([joined]);
    expect(given([published, joined]).when(join(now)).events).toEqual([]);
    expect(given([published]).when(join('2026-03-11T00:00:00.000Z')).error).toBeInstanceOf(DomainRuleError);
  });
});
