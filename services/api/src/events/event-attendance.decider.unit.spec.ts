import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import { attendanceOf, type EventEvent } from './event.ts';
import { eventDecider } from './event.decider.ts';
import { EventClosedError } from './event.errors.ts';
import { afterEnd, now, publishedEvent } from './testing/event-fixtures.ts';

const spec = deciderSpec(eventDecider);
const open = publishedEvent({ approval: false });
const approval = publishedEvent({ approval: true });
const student = { eventId: 'e1', userId: 'u1' };
const apply = (at = now) => ({ type: 'ApplyToEvent' as const, data: { ...student, now: at } });
const decide = (decision: 'approve' | 'decline', asCompanyId = 'c1', at = now) => ({
  type: 'DecideRequest' as const,
  data: { ...student, decision, decidedBy: 'h1', asCompanyId, now: at },
});

const joined: EventEvent = { type: 'ParticipantJoined', data: { ...student, joinedAt: now } };
const left: EventEvent = { type: 'ParticipantLeft', data: { ...student, leftAt: now } };
const requested: EventEvent = { type: 'AttendanceRequested', data: { ...student, requestedAt: now } };
const withdrawn: EventEvent = { type: 'AttendanceRequestWithdrawn', data: { ...student, withdrawnAt: now } };
const approved: EventEvent = { type: 'AttendanceRequestApproved', data: { ...student, decidedBy: 'h1', decidedAt: now } };
const declined: EventEvent = { type: 'AttendanceRequestDeclined', data: { ...student, decidedBy: 'h1', decidedAt: now } };

describe('ApplyToEvent on an open event', () => {
  it('adds a student who does not attend', () => {
    spec.given([open]).when(apply()).then([joined]);
  });

  it('removes a student who attends, so a second click undoes the first', () => {
    spec.given([open, joined]).when(apply()).then([left]);
    spec.given([open, joined, left]).when(apply()).then([joined]);
  });

  it('never lists a student twice, whatever the order of clicks', () => {
    let past: EventEvent[] = [open];
    for (let click = 0; click < 7; click++) past = [...past, ...eventDecider.decide(apply(), spec.given(past).state)];
    const { state } = spec.given(past);
    expect(state.status === 'published' && state.participants).toEqual(['u1']);
  });
});

describe('ApplyToEvent on an event that needs approval', () => {
  it('requests, then withdraws the pending request', () => {
    spec.given([approval]).when(apply()).then([requested]);
    expect(attendanceOf(spec.given([approval, requested]).state, 'u1')).toBe('pending');
    spec.given([approval, requested]).when(apply()).then([withdrawn]);
    expect(attendanceOf(spec.given([approval, requested, withdrawn]).state, 'u1')).toBe('none');
  });

  it('lets a declined student ask again', () => {
    expect(attendanceOf(spec.given([approval, requested, declined]).state, 'u1')).toBe('declined');
    spec.given([approval, requested, declined]).when(apply()).then([requested]);
  });

  it('removes an approved participant', () => {
    spec.given([approval, requested, approved, joined]).when(apply()).then([left]);
  });
});

describe('ApplyToEvent refusals', () => {
  it('refuses unknown events and, once the event is over, both joining and leaving', () => {
    spec.given([]).when(apply()).thenThrows(NotFoundError);
    spec.given([open]).when(apply(afterEnd)).thenThrows(EventClosedError, (error) => error.code === 'EVENT_CLOSED');
    spec.given([open, joined]).when(apply(afterEnd)).thenThrows(EventClosedError);
  });
});

describe('DecideRequest', () => {
  it('approves a pending request into the participants list', () => {
    spec.given([approval, requested]).when(decide('approve')).then([approved, joined]);
    const after = spec.given([approval, requested, approved, joined]).state;
    expect(attendanceOf(after, 'u1')).toBe('attending');
    expect(after.status === 'published' && after.participants).toEqual(['u1']);
  });

  it('declines a pending request, and may approve it later', () => {
    spec.given([approval, requested]).when(decide('decline')).then([declined]);
    spec.given([approval, requested, declined]).when(decide('approve')).then([approved, joined]);
  });

  it('declining an approved participant takes them off the list', () => {
    spec.given([approval, requested, approved, joined]).when(decide('decline')).then([left, declined]);
    expect(attendanceOf(spec.given([approval, requested, approved, joined, left, declined]).state, 'u1')).toBe('declined');
  });

  it('repeating a decision changes nothing', () => {
    spec.given([approval, requested, approved, joined]).when(decide('approve')).thenNothingHappened();
    spec.given([approval, requested, declined]).when(decide('decline')).thenNothingHappened();
  });

  it('refuses another company, unknown requests and ended events', () => {
    spec.given([approval, requested]).when(decide('approve', 'c2')).thenThrows(ForbiddenError);
    spec.given([approval]).when(decide('approve')).thenThrows(NotFoundError);
    spec.given([approval, requested]).when(decide('approve', 'c1', afterEnd)).thenThrows(EventClosedError);
  });
});
