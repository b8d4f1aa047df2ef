import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../event.ts';
import { EventClosedError } from '../event.errors.ts';
import {
  AlreadyPublishedError,
  CompanyNotApprovedError,
  EventCancelledError,
  hostingDecider,
  type HostingCommand,
} from './event-hosting.decider.ts';
import type { EventStreamEvent } from './event-hosting.ts';
import { afterEnd, details, now } from '../testing/event-fixtures.ts';

const spec = deciderSpec(hostingDecider);
const by = 'host-1';
const drafted: EventStreamEvent = { type: 'EventDrafted', data: { ...details(), draftedBy: by, draftedAt: now } };
const published: EventStreamEvent = { type: 'EventPublished', data: { ...details(), publishedAt: now } };
const create = (overrides: Partial<EventDetails> = {}, publish = false, companyApproved = true): HostingCommand => ({
  type: 'CreateEvent',
  data: { details: details(overrides), publish, companyApproved, by, now },
});
const edit = (overrides: Partial<EventDetails>, expectedVersion = 1, at = now): HostingCommand => ({
  type: 'EditEvent',
  data: { eventId: 'e1', asCompanyId: 'c1', expectedVersion, details: details(overrides), by, now: at },
});
const publishDraft = (expectedVersion = 1, companyApproved = true): HostingCommand => ({
  type: 'PublishDraft',
  data: { eventId: 'e1', asCompanyId: 'c1', expectedVersion, companyApproved, by, now },
});
const cancel = (expectedVersion = 1, reason = 'The speaker is ill', at = now): HostingCommand => ({
  type: 'CancelEvent',
  data: { eventId: 'e1', asCompanyId: 'c1', expectedVersion, reason, by, now: at },
});

describe('hosting decider: create', () => {
  it('saves a draft, or publishes at once for an approved company', () => {
    spec.given([]).when(create()).then([drafted]);
    spec.given([]).when(create({}, true)).then([published]);
  });

  it('publishes a Physical Event known only by its address (no coordinates, no map place id)', () => {
    const place = { physicalLocation: { label: 'Marienplatz 8, 80331 München', lat: null, lng: null, placeId: '' } };
    spec.given([]).when(create(place, true)).then([{ type: 'EventPublished', data: { ...details(place), publishedAt: now } }]);
  });

  it('lets a company waiting for approval save drafts but not publish', () => {
    spec.given([]).when(create({}, false, false)).then([drafted]);
    spec.given([]).when(create({}, true, false)).thenThrows(CompanyNotApprovedError);
  });

  it('refuses an id that exists', () => {
    spec.given([drafted]).when(create()).thenThrows(ConflictError);
  });

  it.each([
    ['a two-letter title', { title: 'Hi' }, 'title'],
    ['a title over two lines', { title: 'Spring\nInsight' }, 'title'],
    ['a time zone in the wrong case', { timezone: 'europe/london' }, 'timezone'],
    ['a link that is not https', { type: 'Live Stream' as const, physicalLocation: null, virtualLink: 'http://meet.example.com/x' }, 'virtualLink'],
    ['a link with credentials', { type: 'Live Stream' as const, physicalLocation: null, virtualLink: 'https://a:b@meet.example.com/x' }, 'virtualLink'],
    ['a physical event with a link', { virtualLink: 'https://meet.example.com/x' }, 'virtualLink'],
    ['a job closing with neither place nor link', { type: 'Job Closings' as const, physicalLocation: null }, 'virtualLink'],
    ['only a latitude', { physicalLocation: { label: 'London', lat: 51.5, lng: null, placeId: 'ChIJdd4hrwug2EcRmSrV3Vo6llI' } }, 'physicalLocation.lat'],
    ['a place id with spaces', { physicalLocation: { label: 'London', lat: null, lng: null, placeId: 'not an id' } }, 'physicalLocation.placeId'],
    ['a cover from elsewhere', { img: 'https://evil.example.com/x.png' }, 'img'],
    ['a school year not on the list', { schoolYear: ['Year of the dragon'] }, 'schoolYear'],
    ['a course twice', { relevantCourses: ['Economics', 'Economics'] }, 'relevantCourses'],
    ['an event that is over', { startTime: '2026-02-01T09:00:00.000Z', endTime: '2026-02-01T10:00:00.000Z' }, 'endTime'],
  ])('refuses %s, naming the field', (_case, overrides, path) => {
    spec
      .given([])
      .when(create(overrides))
      .thenThrows(ValidationError, (error) => {
        expect(error.errors.map((e) => e.path)).toContain(path);
      });
  });
});

describe('hosting decider: edit', () => {
  it('records the new details and what changed, keeping the link', () => {
    spec
      .given([published])
      .when(edit({ title: 'Autumn Insight Day', link: 'another-link', startTime: '2026-03-10T10:00:00.000Z' }))
      .then([
        {
          type: 'EventEdited',
          data: { ...details({ title: 'Autumn Insight Day', startTime: '2026-03-10T10:00:00.000Z' }), changed: ['title', 'startTime'], editedBy: by, editedAt: now },
        },
      ]);
  });

  it('changes nothing when nothing differs, whatever order the stored facts keep their keys in', () => {
    spec.given([published]).when(edit({})).thenNothingHappened();
    // jsonb gives objects back with its own key order.
    const stored: EventStreamEvent = {
      type: 'EventPublished',
      data: { ...details(), physicalLocation: { placeId: '', lat: 51.5, lng: -0.02, label: '1 Canada Square, London' }, publishedAt: now },
    };
    spec.given([stored]).when(edit({})).thenNothingHappened();
  });

  it('refuses a stale version (If-Match), so a second editor cannot undo the first', () => {
    spec.given([published]).when(edit({ title: 'Autumn Insight Day' }, 0)).thenThrows(PreconditionFailedError);
    const edited: EventStreamEvent = { type: 'EventEdited', data: { ...details({ title: 'Autumn Insight Day' }), changed: ['title'], editedBy: by, editedAt: now } };
    spec.given([published, edited]).when(edit({ title: 'Winter Insight Day' }, 1)).thenThrows(PreconditionFailedError);
    expect(spec.given([published, edited]).state.version).toBe(2);
  });

  it('counts the participation facts older logs keep on the event stream in the version', () => {
    const joined: EventStreamEvent = { type: 'ParticipantJoined', data: { eventId: 'e1', userId: 'u1', joinedAt: now } };
    spec.given([published, joined]).when(edit({ title: 'Autumn Insight Day' }, 1)).thenThrows(PreconditionFailedError);
    spec.given([published, joined]).when(edit({ title: 'Autumn Insight Day' }, 2)).then([
      { type: 'EventEdited', data: { ...details({ title: 'Autumn Insight Day' }), changed: ['title'], editedBy: by, editedAt: now } },
    ]);
  });

  it('does not find another company’s event, nor an unknown one', () => {
    spec.given([published]).when({ ...edit({}), data: { ...edit({}).data, asCompanyId: 'c2' } } as HostingCommand).thenThrows(NotFoundError);
    spec.given([]).when(edit({})).thenThrows(NotFoundError);
  });

  it('refuses to edit a cancelled or ended event', () => {
    const cancelled: EventStreamEvent = { type: 'EventCancelled', data: { eventId: 'e1', companyId: 'c1', reason: '', cancelledBy: by, cancelledAt: now } };
    spec.given([published, cancelled]).when(edit({ title: 'Autumn Insight Day' }, 2)).thenThrows(EventCancelledError);
    spec.given([published]).when(edit({ title: 'Autumn Insight Day' }, 1, afterEnd)).thenThrows(EventClosedError);
  });
});

describe('hosting decider: publish and cancel', () => {
  it('publishes a draft with its details, once, and only for an approved company', () => {
    spec.given([drafted]).when(publishDraft()).then([published]);
    spec.given([drafted]).when(publishDraft(1, false)).thenThrows(CompanyNotApprovedError);
    spec.given([published]).when(publishDraft()).thenThrows(AlreadyPublishedError);
    spec.given([drafted]).when(publishDraft(0)).thenThrows(PreconditionFailedError);
  });

  it('cancels with a trimmed reason, once, before the end', () => {
    spec
      .given([published])
      .when(cancel(1, '  The speaker is ill '))
      .then([{ type: 'EventCancelled', data: { eventId: 'e1', companyId: 'c1', reason: 'The speaker is ill', cancelledBy: by, cancelledAt: now } }]);
    const cancelled = spec.given([published]).when(cancel());
    cancelled.then([{ type: 'EventCancelled', data: { eventId: 'e1', companyId: 'c1', reason: 'The speaker is ill', cancelledBy: by, cancelledAt: now } }]);
    spec
      .given([published, { type: 'EventCancelled', data: { eventId: 'e1', companyId: 'c1', reason: '', cancelledBy: by, cancelledAt: now } }])
      .when(cancel(2))
      .thenThrows(EventCancelledError);
    spec.given([published]).when(cancel(1, 'x', afterEnd)).thenThrows(EventClosedError);
    spec.given([published]).when(cancel(1, 'x'.repeat(501))).thenThrows(ValidationError);
  });

  it('folds the status a host sees', () => {
    expect(spec.given([drafted]).state).toMatchObject({ status: 'draft', version: 1 });
    expect(spec.given([drafted, published]).state).toMatchObject({ status: 'published', version: 2 });
  });
});
