import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { describe, it } from 'vitest';
import { EventClosedError, EventFullError, NotAttendingError } from '../event.errors.ts';
import { attendanceDecider } from './participation.decider.ts';
import type { AttendanceState, EventFacts } from './participation.ts';
import { afterEnd, details, now } from '../testing/event-fixtures.ts';

// Issue 26 part 8: capacity and waitlist, tickets and check-in, decided on one student's attendance stream from
// what the read tables counted under the event row's lock.

const event = (over: Partial<EventFacts> = {}): EventFacts => ({
  eventId: 'e1',
  companyId: 'c1',
  endTime: details().endTime,
  approval: false,
  capacity: 2,
  attending: 0,
  waiting: 0,
  ...over,
});
const start = (over: Partial<AttendanceState> = {}, facts: Partial<EventFacts> = {}): AttendanceState => ({
  event: event(facts),
  standing: 'none',
  ticket: null,
  checkedIn: false,
  ahead: 0,
  ...over,
});
const spec = (over: Partial<AttendanceState> = {}, facts: Partial<EventFacts> = {}) =>
  deciderSpec({ ...attendanceDecider, initialState: () => start(over, facts) });

const student = { eventId: 'e1', userId: 'u1' };
const apply = (at = now) => ({ type: 'ApplyToEvent' as const, data: { ...student, now: at } });
const promote = (at = now) => ({ type: 'PromoteFromWaitlist' as const, data: { ...student, now: at } });
const issue = (code = 'K7QX3M9P', at = now) => ({ type: 'IssueTicket' as const, data: { ...student, code, now: at } });
const checkIn = (asCompanyId = 'c1', at = now) => ({
  type: 'CheckInAttendee' as const,
  data: { ...student, checkedInBy: 'h1', asCompanyId, by: 'code' as const, now: at },
});
const joined = { type: 'ParticipantJoined' as const, data: { ...student, joinedAt: now } };
const left = { type: 'ParticipantLeft' as const, data: { ...student, leftAt: now } };
const waiting = { type: 'WaitlistJoined' as const, data: { ...student, joinedAt: now } };
const leftWaitlist = { type: 'WaitlistLeft' as const, data: { ...student, leftAt: now } };
const promoted = { type: 'WaitlistPromoted' as const, data: { ...student, promotedAt: now } };
const ticket = { type: 'TicketIssued' as const, data: { ...student, code: 'K7QX3M9P', issuedAt: now } };
const checkedIn = { type: 'AttendeeCheckedIn' as const, data: { ...student, checkedInBy: 'h1', checkedInAt: now, by: 'code' as const } };

describe('capacity and waitlist', () => {
  it('lets a student in while places are free, and onto the waitlist when every place is taken', () => {
    spec({}, { attending: 1 }).given([]).when(apply()).then([joined]);
    spec({}, { attending: 2 }).given([]).when(apply()).then([waiting]);
    // Lowered below the number attending: nobody is removed, newcomers wait.
    spec({}, { attending: 5 }).given([]).when(apply()).then([waiting]);
  });

  it('never lets a newcomer pass the students already waiting', () => {
    spec({}, { attending: 1, waiting: 3 }).given([]).when(apply()).then([waiting]);
  });

  it('has no waitlist without a capacity', () => {
    spec({}, { capacity: null, attending: 10_000 }).given([]).when(apply()).then([joined]);
  });

  it('lets a waiting student leave the waitlist, and join it again at its end', () => {
    spec({ standing: 'waiting' }, { attending: 2 }).given([]).when(apply()).then([leftWaitlist]);
    spec({}, { attending: 2 }).given([waiting, leftWaitlist]).when(apply()).then([waiting]);
  });

  it('gives a freed place to the first in line only, once', () => {
    spec({ standing: 'waiting' }, { attending: 1, waiting: 2 }).given([]).when(promote()).then([promoted, joined]);
    spec({ standing: 'waiting', ahead: 1 }, { attending: 1, waiting: 2 }).given([]).when(promote()).thenNothingHappened();
    spec({ standing: 'waiting' }, { attending: 2, waiting: 2 }).given([]).when(promote()).thenNothingHappened();
    spec({ standing: 'waiting' }, { attending: 1 }).given([promoted, joined]).when(promote()).thenNothingHappened();
    spec({ standing: 'waiting' }, { attending: 1 }).given([]).when(promote(afterEnd)).thenNothingHappened();
  });

  it('refuses a host’s approval when every place is taken (approval events have no waitlist: requests wait)', () => {
    const approve = { type: 'DecideRequest' as const, data: { ...student, decision: 'approve' as const, decidedBy: 'h1', asCompanyId: 'c1', now } };
    spec({ standing: 'pending' }, { approval: true, attending: 2 }).given([]).when(approve).thenThrows(EventFullError);
    spec({ standing: 'pending' }, { approval: true, attending: 1 }).given([]).when(approve).then([
      { type: 'AttendanceRequestApproved', data: { ...student, decidedBy: 'h1', decidedAt: now } },
      joined,
    ]);
  });

  it('frees the place of a student who leaves (the promotion runs next in the same transaction)', () => {
    spec({ standing: 'attending' }, { attending: 2, waiting: 4 }).given([]).when(apply()).then([left]);
  });
});

describe('tickets and check-in', () => {
  it('issues a ticket to an attending student once, with the code the command carries', () => {
    spec({ standing: 'attending' }).given([]).when(issue()).then([ticket]);
    spec({ standing: 'attending' }).given([ticket]).when(issue('ZZZZZZZZ')).thenNothingHappened();
    spec({ standing: 'attending', ticket: 'K7QX3M9P' }).given([]).when(issue('ZZZZZZZZ')).thenNothingHappened();
  });

  it('has no ticket for a student who does not attend, nor after the end', () => {
    spec({ standing: 'waiting' }).given([]).when(issue()).thenThrows(NotAttendingError);
    spec({ standing: 'pending' }).given([]).when(issue()).thenThrows(NotAttendingError);
    spec().given([joined, left]).when(issue()).thenThrows(NotAttendingError);
    spec({ standing: 'attending' }).given([]).when(issue('K7QX3M9P', afterEnd)).thenThrows(EventClosedError);
  });

  it('starts a new attendance without the old ticket', () => {
    spec().given([joined, ticket, left, joined]).when(issue('NEWCODE2')).then([{ ...ticket, data: { ...ticket.data, code: 'NEWCODE2' } }]);
  });

  it('checks an attending student in once, by the host only, until the end', () => {
    spec({ standing: 'attending' }).given([ticket]).when(checkIn()).then([checkedIn]);
    spec({ standing: 'attending' }).given([checkedIn]).when(checkIn()).thenNothingHappened();
    spec({ standing: 'attending', checkedIn: true }).given([]).when(checkIn()).thenNothingHappened();
    spec({ standing: 'attending' }).given([]).when(checkIn('c2')).thenThrows(ForbiddenError);
    spec({ standing: 'waiting' }).given([]).when(checkIn()).thenThrows(NotFoundError);
    spec({ standing: 'attending' }).given([]).when(checkIn('c1', afterEnd)).thenThrows(EventClosedError);
  });
});

describe('an event an admin took down (docs/admin.md § Takedowns)', () => {
  const down = { takenDown: true };
  const decide = (decision: 'approve' | 'decline') => ({ type: 'DecideRequest' as const, data: { ...student, decision, decidedBy: 'h1', asCompanyId: 'c1', now } });
  const requested = { type: 'AttendanceRequested' as const, data: { ...student, requestedAt: now } };
  const withdrawn = { type: 'AttendanceRequestWithdrawn' as const, data: { ...student, withdrawnAt: now } };
  const declined = { type: 'AttendanceRequestDeclined' as const, data: { ...student, decidedBy: 'h1', decidedAt: now } };

  it('refuses anything new as it refuses an unknown event: joining, waiting, requesting, approving, tickets, check-in', () => {
    spec({}, down).given([]).when(apply()).thenThrows(NotFoundError);
    spec({}, { ...down, attending: 2 }).given([]).when(apply()).thenThrows(NotFoundError);
    spec({}, { ...down, approval: true }).given([]).when(apply()).thenThrows(NotFoundError);
    spec({ standing: 'declined' }, { ...down, approval: true }).given([]).when(apply()).thenThrows(NotFoundError);
    spec({ standing: 'pending' }, { ...down, approval: true }).given([]).when(decide('approve')).thenThrows(NotFoundError);
    spec({ standing: 'attending' }, down).given([]).when(issue()).thenThrows(NotFoundError);
    spec({ standing: 'attending' }, down).given([]).when(checkIn()).thenThrows(NotFoundError);
    spec({}, down).given([joined, left]).when(apply()).thenThrows(NotFoundError);
  });

  it('lets a student leave it, its waitlist or a pending request, and a host decline', () => {
    spec({ standing: 'attending' }, down).given([]).when(apply()).then([left]);
    spec({}, down).given([waiting]).when(apply()).then([leftWaitlist]);
    spec({ standing: 'pending' }, { ...down, approval: true }).given([]).when(apply()).then([withdrawn]);
    spec({ standing: 'pending' }, { ...down, approval: true }).given([]).when(decide('decline')).then([declined]);
    spec({}, { ...down, approval: true }).given([requested]).when(apply()).then([withdrawn]);
  });

  it('moves nobody from the waitlist into a place freed on it', () => {
    spec({ standing: 'waiting' }, { ...down, attending: 1 }).given([]).when(promote()).thenNothingHappened();
    spec({ standing: 'waiting' }, { attending: 1 }).given([]).when(promote()).then([promoted, joined]);
  });
});
