import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import { attendanceOf, type EventEvent } from './event.ts';
import { EventClosedError } from './event.errors.ts';
import { afterEnd, given, now, publishedEvent } from './testing/given.ts';

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
    expect(given([open]).when(apply()).events).toEqual([joined]);
  });

  it('removes a student who attends, so a second click undoes the first', () => {
    expect(given([open, joined]).when(apply()).events).toEqual([left]);
    expect(given([open, joined, left]).when(apply()).events).toEqual([joined]);
  });

  it('never lists a student twice, whatever the order of clicks', () => {
    let past: EventEvent[] = [open];
    for (let click = 0; click < 7; click++) past = [...past, ...(given(past).when(apply()).events ?? [])];
    const { state } = given(past);
    expect(state.status === 'published' && state.participants).toEqual(['u1']);
  });
});

describe('ApplyToEvent on an event that needs approval', () => {
  it('requests, then withdraws the pending request', () => {
    expect(given([approval]).when(apply()).events).toEqual([requested]);
    expect(attendanceOf(given([approval, requested]).state, 'u1')).toBe('pending');
    expect(given([approval, requested]).when(apply()).events).toEqual([withdrawn]);
    expect(attendanceOf(given([approval, requested, withdrawn]).state, 'u1')).toBe('none');
  });

  it('lets a declined student ask again', () => {
    expect(attendanceOf(given([approval, requested, declined]).state, 'u1')).toBe('declined');
    expect(given([approval, requested, declined]).when(apply()).events).toEqual([requested]);
  });

  it('removes an approved participant', () => {
    expect(given([approval, requested, approved, joined]).when(apply()).events).toEqual([left]);
  });
});

describe('ApplyToEvent refusals', () => {
  it('refuses unknown events and, once the event is over, both joining and leaving', () => {
    expect(given([]).when(apply()).error).toBeInstanceOf(NotFoundError);
    const closed = given([open]).when(apply(afterEnd)).error;
    expect(closed).toBeInstanceOf(EventClosedError);
    expect((closed as EventClosedError).code).toBe('EVENT_CLOSED');
    expect(given([open, joined]).when(apply(afterEnd)).error).toBeInstanceOf(EventClosedError);
  });
});

describe('DecideRequest', () => {
  it('approves a pending request into the participants list', () => {
    const { events } = given([approval, requested]).when(decide('approve'));
    expect(events).toEqual([approved, joined]);
    const after = given([approval, requested, approved, joined]).state;
    expect(attendanceOf(after, 'u1')).toBe('attending');
    expect(after.status === 'published' && after.participants).toEqual(['u1']);
  });

  it('declines a pending request, and may approve it later', () => {
    expect(given([approval, requested]).when(decide('decline')).events).toEqual([declined]);
    expect(given([approval, requested, declined]).when(decide('approve')).events).toEqual([approved, joined]);
  });

  it('declining an approved participant takes them off the list', () => {
    const events = given([approval, requested, approved, joined]).when(decide('decline')).events ?? [];
    expect(events).toEqual([left, declined]);
    expect(attendanceOf(given([approval, requested, approved, joined, ...events]).state, 'u1')).toBe('declined');
  });

  it('repeating a decision changes nothing', () => {
    expect(given([approval, requested, approved, joined]).when(decide('approve')).events).toEqual([]);
    expect(given([approval, requested, declined]).when(decide('decline')).events).toEqual([]);
  });

  it('refuses another company, unknown requests and ended events', () => {
    expect(given([approval, requested]).when(decide('approve', 'c2')).error).toBeInstanceOf(ForbiddenError);
    expect(given([approval]).when(decide('approve')).error).toBeInstanceOf(NotFoundError);
    expect(given([approval, requested]).when(decide('approve', 'c1', afterEnd)).error).toBeInstanceOf(EventClosedError);
  });
});
