import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ConflictError, DomainRuleError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import type { EventDetails, EventEvent } from './event.ts';
import { eventDecider } from './event.decider.ts';
import { EventClosedError, InvalidQuestionError } from './event.errors.ts';
import { afterEnd, details, now, publishedEvent } from './testing/event-fixtures.ts';

const spec = deciderSpec(eventDecider);
const published = publishedEvent();

describe('event decider', () => {
  it('publishes a valid event', () => {
    spec
      .given([])
      .when({ type: 'PublishEvent', data: { details: details(), now } })
      .then([{ type: 'EventPublished', data: { ...details(), publishedAt: now } }]);
  });

  it('refuses to publish the same event twice', () => {
    spec.given([published]).when({ type: 'PublishEvent', data: { details: details(), now } }).thenThrows(ConflictError);
  });

  it.each([
    ['end before start', { endTime: '2026-03-10T08:00:00.000Z' }, 'endTime'],
    ['a date without zone', { startTime: '2026-03-10 09:00' }, 'startTime'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['an unknown type', { type: 'Party' as EventDetails['type'] }, 'type'],
    ['a Live Stream without link', { type: 'Live Stream' as const, physicalLocation: null }, 'virtualLink'],
    ['a Physical Event without place', { physicalLocation: null }, 'physicalLocation'],
    ['a link that is not a slug', { link: 'Not A Slug!' }, 'link'],
  ])('refuses %s', (_case, overrides, path) => {
    spec
      .given([])
      .when({ type: 'PublishEvent', data: { details: details(overrides), now } })
      .thenThrows(ValidationError, (error) => {
        expect(error.errors.map((e) => e.path)).toContain(path);
      });
  });

  it('accepts a place known only by its address (issue 26: the page then says the map preview is unavailable)', () => {
    const location = { label: 'Marienplatz 8, München', lat: null, lng: null, placeId: '' };
    spec
      .given([])
      .when({ type: 'PublishEvent', data: { details: details({ physicalLocation: location }), now } })
      .then([{ type: 'EventPublished', data: { ...details({ physicalLocation: location }), publishedAt: now } }]);
  });

  it('accepts a location known only by placeId', () => {
    const location = { label: 'Calle de Serrano 41, Madrid', lat: null, lng: null, placeId: 'ChIJ123' };
    spec
      .given([])
      .when({ type: 'PublishEvent', data: { details: details({ physicalLocation: location }), now } })
      .then([{ type: 'EventPublished', data: { ...details({ physicalLocation: location }), publishedAt: now } }]);
  });

  it('refuses to publish an event that is already over', () => {
    spec
      .given([])
      .when({ type: 'PublishEvent', data: { details: details(), now: '2026-04-01T00:00:00.000Z' } })
      .thenThrows(DomainRuleError);
  });

  const ask = (text: string, at = now) => ({ type: 'PostQuestion' as const, data: { eventId: 'e1', questionId: 'q1', text, askedBy: 'u1', now: at } });
  const added = (text: string): EventEvent => ({
    type: 'QuestionAdded',
    data: { eventId: 'e1', questionId: 'q1', text, askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } },
  });

  it('posts a trimmed question with the host for the stats', () => {
    spec.given([published]).when(ask('  Dress code?  ')).then([added('Dress code?')]);
  });

  it.each([
    ['empty', '    ', 'The question is empty.'],
    ['too short once trimmed', '  Hi  ', 'A question needs at least 3 characters.'],
    ['longer than 500 characters', 'x'.repeat(501), 'A question can have at most 500 characters.'],
    ['not plain text', 'Why\u0000not?', 'A question must be plain text.'],
  ])('refuses a question that is %s, with the contract\'s message', (_case, text, message) => {
    spec
      .given([published])
      .when(ask(text))
      .thenThrows(InvalidQuestionError, (error) => {
        expect(error.extensions).toEqual({ msg: 'invalid question', message });
      });
  });

  it('counts characters, not UTF-16 units: 500 emoji fit, 3 accented letters are enough', () => {
    spec.given([published]).when(ask('🙂'.repeat(500))).then([added('🙂'.repeat(500))]);
    spec.given([published]).when(ask('Été')).then([added('Été')]);
  });

  it('refuses questions on unknown and ended events', () => {
    spec.given([]).when(ask('Why?')).thenThrows(NotFoundError);
    spec.given([published]).when(ask('Why?', afterEnd)).thenThrows(EventClosedError);
  });

  describe('upvotes (desired state)', () => {
    const asked = added('Why?');
    const upvoted: EventEvent = { type: 'QuestionUpvoted', data: { eventId: 'e1', questionId: 'q1', userId: 'u2', upvotedAt: now } };
    const withdrawn: EventEvent = { type: 'QuestionUpvoteWithdrawn', data: { eventId: 'e1', questionId: 'q1', userId: 'u2', withdrawnAt: now } };
    const setUpvote = (upvoted: boolean, questionId = 'q1') => ({ type: 'SetUpvote' as const, data: { eventId: 'e1', questionId, userId: 'u2', upvoted, now } });

    it('upvotes once, however often it is asked', () => {
      spec.given([published, asked]).when(setUpvote(true)).then([upvoted]);
      spec.given([published, asked, upvoted]).when(setUpvote(true)).thenNothingHappened();
    });

    it('withdraws an upvote, and withdrawing again changes nothing', () => {
      spec.given([published, asked, upvoted]).when(setUpvote(false)).then([withdrawn]);
      spec.given([published, asked, upvoted, withdrawn]).when(setUpvote(false)).thenNothingHappened();
      spec.given([published, asked]).when(setUpvote(false)).thenNothingHappened();
    });

    it('folds upvotes and withdrawals into the list of voters', () => {
      const { state } = spec.given([published, asked, upvoted, withdrawn, upvoted]);
      expect(state.status === 'published' && state.questions['q1']).toEqual(['u2']);
    });

    it('refuses unknown questions and events', () => {
      spec.given([published]).when(setUpvote(true)).thenThrows(NotFoundError);
      spec.given([]).when(setUpvote(true)).thenThrows(NotFoundError);
    });
  });

  it('seeding joins once and refuses after the end', () => {
    const join = (at: string) => ({ type: 'JoinEvent' as const, data: { eventId: 'e1', userId: 'u1', now: at } });
    const joined: EventEvent = { type: 'ParticipantJoined', data: { eventId: 'e1', userId: 'u1', joinedAt: now } };
    spec.given([published]).when(join(now)).then([joined]);
    spec.given([published, joined]).when(join(now)).thenNothingHappened();
    spec.given([published]).when(join(afterEnd)).thenThrows(EventClosedError);
  });
});
