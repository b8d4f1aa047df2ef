import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import type { EventDetails, EventEvent } from './event.ts';
import { EventClosedError, InvalidQuestionError } from './event.errors.ts';
import { afterEnd, details, given, now, publishedEvent } from './testing/given.ts';

const published = publishedEvent();

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

  it('posts a trimmed question with the host for the stats', () => {
    const { events } = given([published]).when({
      type: 'PostQuestion',
      data: { eventId: 'e1', questionId: 'q1', text: '  Dress code?  ', askedBy: 'u1', now },
    });
    expect(events).toEqual([
      { type: 'QuestionAdded', data: { eventId: 'e1', questionId: 'q1', text: 'Dress code?', askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } } },
    ]);
  });

  const ask = (text: string, at = now) => ({ type: 'PostQuestion' as const, data: { eventId: 'e1', questionId: 'q1', text, askedBy: 'u1', now: at } });

  it.each([
    ['empty', '    ', 'The question is empty.'],
    ['too short once trimmed', '  Hi  ', 'A question needs at least 3 characters.'],
    ['longer than 500 characters', 'x'.repeat(501), 'A question can have at most 500 characters.'],
    ['not plain text', 'Why\u0000not?', 'A question must be plain text.'],
  ])('refuses a question that is %s, with the contract\'s message', (_case, text, message) => {
    const { error } = given([published]).when(ask(text));
    expect(error).toBeInstanceOf(InvalidQuestionError);
    expect((error as InvalidQuestionError).extensions).toEqual({ msg: 'invalid question', message });
  });

  it('counts characters, not UTF-16 units: 500 emoji fit, 3 accented letters are enough', () => {
    expect(given([published]).when(ask('🙂'.repeat(500))).events).toHaveLength(1);
    expect(given([published]).when(ask('Été')).events).toHaveLength(1);
  });

  it('refuses questions on unknown and ended events', () => {
    expect(given([]).when(ask('Why?')).error).toBeInstanceOf(NotFoundError);
    expect(given([published]).when(ask('Why?', afterEnd)).error).toBeInstanceOf(EventClosedError);
  });

  describe('upvotes (desired state)', () => {
    const asked: EventEvent = { type: 'QuestionAdded', data: { eventId: 'e1', questionId: 'q1', text: 'Why?', askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } } };
    const upvoted: EventEvent = { type: 'QuestionUpvoted', data: { eventId: 'e1', questionId: 'q1', userId: 'u2', upvotedAt: now } };
    const withdrawn: EventEvent = { type: 'QuestionUpvoteWithdrawn', data: { eventId: 'e1', questionId: 'q1', userId: 'u2', withdrawnAt: now } };
    const setUpvote = (upvoted: boolean, questionId = 'q1') => ({ type: 'SetUpvote' as const, data: { eventId: 'e1', questionId, userId: 'u2', upvoted, now } });

    it('upvotes once, however often it is asked', () => {
      expect(given([published, asked]).when(setUpvote(true)).events).toEqual([upvoted]);
      expect(given([published, asked, upvoted]).when(setUpvote(true)).events).toEqual([]);
    });

    it('withdraws an upvote, and withdrawing again changes nothing', () => {
      expect(given([published, asked, upvoted]).when(setUpvote(false)).events).toEqual([withdrawn]);
      expect(given([published, asked, upvoted, withdrawn]).when(setUpvote(false)).events).toEqual([]);
      expect(given([published, asked]).when(setUpvote(false)).events).toEqual([]);
    });

    it('folds upvotes and withdrawals into the list of voters', () => {
      const { state } = given([published, asked, upvoted, withdrawn, upvoted]);
      expect(state.status === 'published' && state.questions['q1']).toEqual(['u2']);
    });

    it('refuses unknown questions and events', () => {
      expect(given([published]).when(setUpvote(true)).error).toBeInstanceOf(NotFoundError);
      expect(given([]).when(setUpvote(true)).error).toBeInstanceOf(NotFoundError);
    });
  });

  it('seeding joins once and refuses after the end', () => {
    const join = (at: string) => ({ type: 'JoinEvent' as const, data: { eventId: 'e1', userId: 'u1', now: at } });
    const joined: EventEvent = { type: 'ParticipantJoined', data: { eventId: 'e1', userId: 'u1', joinedAt: now } };
    expect(given([published]).when(join(now)).events).toEqual([joined]);
    expect(given([published, joined]).when(join(now)).events).toEqual([]);
    expect(given([published]).when(join(afterEnd)).error).toBeInstanceOf(EventClosedError);
  });
});
