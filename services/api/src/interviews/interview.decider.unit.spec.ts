import { ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import {
  ApplicationNotOpenError,
  calendarDecider,
  interviewDecider,
  InterviewApplicationNotFoundError,
  InterviewBookedError,
  InterviewNotFoundError,
  InterviewNotOpenError,
  SlotNotOfferedError,
  SlotPassedError,
  SlotTakenError,
  type ProposeInterview,
} from './interview.decider.ts';
import { emptyInterview, type ApplicationFacts, type CalendarEvent, type InterviewEvent } from './interview.ts';

const now = '2026-12-01T09:00:00.000Z';
const later = '2026-12-01T09:05:00.000Z';
const applicationId = '1a000000-0000-4000-8000-00000000a001';
const jobId = '1a000000-0000-4000-8000-00000000b001';
const companyId = '1a000000-0000-4000-8000-00000000c001';
const otherCompany = '1a000000-0000-4000-8000-00000000c002';
const studentId = '1a000000-0000-4000-8000-00000000d001';
const otherStudent = '1a000000-0000-4000-8000-00000000d002';
const interviewer = '1a000000-0000-4000-8000-00000000e001';
const proposalId = '1a000000-0000-4000-8000-00000000f001';
const slotA = '1a000000-0000-4000-8000-0000000005a1';
const slotB = '1a000000-0000-4000-8000-0000000005b1';
const facts: ApplicationFacts = { applicationId, jobId, companyId, studentId, stage: 'interview' };

// The application's facts come from the jobs slice's read table, so every spec starts from them.
const spec = (application: ApplicationFacts | null = facts) => deciderSpec({ ...interviewDecider, initialState: () => emptyInterview(application) });

const propose = (slots: ProposeInterview['data']['slots'], extra: Partial<ProposeInterview['data']> = {}): ProposeInterview => ({
  type: 'ProposeInterview',
  data: { applicationId, asCompanyId: companyId, proposalId, slots, timeZone: 'Europe/Berlin', message: 'Looking forward', by: interviewer, now, ...extra },
});
const twoSlots = [
  { slotId: slotA, start: '2026-12-03T13:00:00.000Z', minutes: 45 },
  { slotId: slotB, start: '2026-12-04T13:00:00+01:00', minutes: 30 },
];
const proposed: InterviewEvent = {
  type: 'InterviewProposed',
  data: {
    applicationId,
    jobId,
    companyId,
    studentId,
    proposalId,
    slots: [
      { slotId: slotA, start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T13:45:00.000Z' },
      { slotId: slotB, start: '2026-12-04T12:00:00.000Z', end: '2026-12-04T12:30:00.000Z' },
    ],
    timeZone: 'Europe/Berlin',
    message: 'Looking forward',
    by: interviewer,
    at: now,
    released: null,
  },
};
const picked: InterviewEvent = {
  type: 'InterviewSlotPicked',
  data: { applicationId, proposalId, slotId: slotA, start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T13:45:00.000Z', interviewerId: interviewer, studentId, at: later },
};
const pick = (slotId: string, by = studentId, at = later) => ({ type: 'PickInterviewSlot' as const, data: { applicationId, studentId: by, slotId, now: at } });

describe('interview decider: proposing', () => {
  it('proposes slots as start and end instants in UTC, with the proposer and the zone', () => {
    spec().given([]).when(propose(twoSlots)).then([proposed]);
  });

  it('refuses another company, an unknown application and a closed one', () => {
    spec().given([]).when(propose(twoSlots, { asCompanyId: otherCompany })).thenThrows(InterviewApplicationNotFoundError);
    spec(null).given([]).when(propose(twoSlots)).thenThrows(InterviewApplicationNotFoundError);
    for (const stage of ['withdrawn', 'rejected', 'closed', 'offer']) {
      spec({ ...facts, stage }).given([]).when(propose(twoSlots)).thenThrows(ApplicationNotOpenError);
    }
  });

  it('refuses a past slot, one too far ahead, a wrong length and overlapping slots, naming the slot', () => {
    const cases: [ProposeInterview['data']['slots'], string][] = [
      [[{ slotId: slotA, start: '2026-12-01T08:00:00.000Z', minutes: 30 }], 'slots.0.start: must start in the future'],
      [[{ slotId: slotA, start: '2027-05-01T08:00:00.000Z', minutes: 30 }], 'slots.0.start: must start within 120 days'],
      [[{ slotId: slotA, start: '2026-12-03T08:00:00.000Z', minutes: 10 }], 'slots.0.start: must last 15 to 240 minutes'],
      [[twoSlots[0]!, { slotId: slotB, start: '2026-12-03T13:30:00.000Z', minutes: 30 }], 'slots.1.start: overlaps another slot of this proposal'],
    ];
    for (const [slots, message] of cases) {
      spec().given([]).when(propose(slots)).thenThrows(ValidationError, (e) => e.message === message);
    }
  });

  it('lets one slot end when the next starts', () => {
    const backToBack = [twoSlots[0]!, { slotId: slotB, start: '2026-12-03T13:45:00.000Z', minutes: 30 }];
    const decided = interviewDecider.decide(propose(backToBack), emptyInterview(facts));
    expect(decided).toHaveLength(1);
  });

  it('proposing instead of a booked time lets the interviewer’s window go', () => {
    const again = propose([{ slotId: slotB, start: '2026-12-05T10:00:00.000Z', minutes: 30 }], { now: later, message: '' });
    const [event] = interviewDecider.decide(again, spec().given([proposed, picked]).state);
    expect(event).toMatchObject({ type: 'InterviewProposed', data: { released: { interviewerId: interviewer } } });
  });
});

describe('interview decider: picking', () => {
  it('books an offered future slot for the applicant, with the interviewer to hold it', () => {
    spec().given([proposed]).when(pick(slotA)).then([picked]);
  });

  it('a repeated pick of the booked slot changes nothing; another slot is refused', () => {
    spec().given([proposed, picked]).when(pick(slotA)).thenNothingHappened();
    spec().given([proposed, picked]).when(pick(slotB)).thenThrows(InterviewBookedError);
  });

  it('refuses another student, nothing proposed, an old slot, a passed slot, a cancelled interview', () => {
    spec().given([proposed]).when(pick(slotA, otherStudent)).thenThrows(InterviewNotFoundError);
    spec().given([]).when(pick(slotA)).thenThrows(InterviewNotFoundError);
    spec().given([proposed]).when(pick('1a000000-0000-4000-8000-0000000005c1')).thenThrows(SlotNotOfferedError);
    spec().given([proposed]).when(pick(slotA, studentId, '2026-12-03T13:00:00.000Z')).thenThrows(SlotPassedError);
    const cancelled: InterviewEvent = { type: 'InterviewCancelled', data: { applicationId, side: 'company', by: interviewer, message: '', at: later, released: null } };
    spec().given([proposed, cancelled]).when(pick(slotA)).thenThrows(InterviewNotOpenError);
    spec({ ...facts, stage: 'withdrawn' }).given([proposed]).when(pick(slotA)).thenThrows(ApplicationNotOpenError);
  });
});

describe('interview decider: cancelling and asking for another time', () => {
  const cancelByStudent = { type: 'CancelInterview' as const, data: { applicationId, side: 'student' as const, by: studentId, message: 'Sorry, exams', now: later } };

  it('either side cancels; a booked window is released; a second cancel changes nothing', () => {
    spec()
      .given([proposed, picked])
      .when(cancelByStudent)
      .then([{ type: 'InterviewCancelled', data: { applicationId, side: 'student', by: studentId, message: 'Sorry, exams', at: later, released: { interviewerId: interviewer } } }]);
    const byCompany = { type: 'CancelInterview' as const, data: { applicationId, side: 'company' as const, asCompanyId: companyId, by: interviewer, message: '', now: later } };
    spec()
      .given([proposed])
      .when(byCompany)
      .then([{ type: 'InterviewCancelled', data: { applicationId, side: 'company', by: interviewer, message: '', at: later, released: null } }]);
    const cancelled: InterviewEvent = { type: 'InterviewCancelled', data: { applicationId, side: 'company', by: interviewer, message: '', at: later, released: null } };
    spec().given([proposed, cancelled]).when(cancelByStudent).thenNothingHappened();
  });

  it('refuses another company, another student, and an interview never proposed', () => {
    spec()
      .given([proposed])
      .when({ type: 'CancelInterview', data: { applicationId, side: 'company', asCompanyId: otherCompany, by: interviewer, message: '', now: later } })
      .thenThrows(InterviewNotFoundError);
    spec().given([proposed]).when({ ...cancelByStudent, data: { ...cancelByStudent.data, by: otherStudent } }).thenThrows(InterviewNotFoundError);
    spec().given([]).when(cancelByStudent).thenThrows(InterviewNotFoundError);
  });

  it('the student asks for another time, once; a booked window is released; not after a cancellation', () => {
    const ask = { type: 'RequestNewInterviewTime' as const, data: { applicationId, studentId, message: 'Mornings?', now: later } };
    const asked: InterviewEvent = { type: 'InterviewNewTimeRequested', data: { applicationId, studentId, message: 'Mornings?', at: later, released: { interviewerId: interviewer } } };
    spec().given([proposed, picked]).when(ask).then([asked]);
    spec().given([proposed, picked, asked]).when(ask).thenNothingHappened();
    const cancelled: InterviewEvent = { type: 'InterviewCancelled', data: { applicationId, side: 'company', by: interviewer, message: '', at: later, released: null } };
    spec().given([proposed, cancelled]).when(ask).thenThrows(InterviewNotOpenError);
    expect(spec().given([proposed, picked, asked]).state.booked).toBeNull();
  });
});

describe('interview decider: the application ends', () => {
  const end = (reason: 'withdrawn' | 'rejected' | 'offer' | 'closed' = 'rejected') => ({ type: 'EndInterview' as const, data: { applicationId, reason, now: later } });
  const ended = (stage: string) => ({ ...facts, stage });

  it('ends a booked interview and lets its window go, whatever ended the application', () => {
    for (const [stage, reason] of [['rejected', 'rejected'], ['offer', 'offer'], ['withdrawn', 'withdrawn'], ['closed', 'closed']] as const) {
      spec(ended(stage))
        .given([proposed, picked])
        .when(end(reason))
        .then([{ type: 'InterviewEnded', data: { applicationId, reason, at: later, released: { interviewerId: interviewer } } }]);
    }
  });

  it('ends times still offered, or a request for another time, with no window to let go', () => {
    spec(ended('rejected')).given([proposed]).when(end()).then([{ type: 'InterviewEnded', data: { applicationId, reason: 'rejected', at: later, released: null } }]);
    const asked: InterviewEvent = { type: 'InterviewNewTimeRequested', data: { applicationId, studentId, message: '', at: later, released: { interviewerId: interviewer } } };
    spec(ended('closed')).given([proposed, picked, asked]).when(end('closed')).then([{ type: 'InterviewEnded', data: { applicationId, reason: 'closed', at: later, released: null } }]);
  });

  it('changes nothing without an interview, after a cancellation, a second time, or while the application is open', () => {
    spec(ended('rejected')).given([]).when(end()).thenNothingHappened();
    const cancelled: InterviewEvent = { type: 'InterviewCancelled', data: { applicationId, side: 'company', by: interviewer, message: '', at: later, released: null } };
    spec(ended('rejected')).given([proposed, cancelled]).when(end()).thenNothingHappened();
    const over: InterviewEvent = { type: 'InterviewEnded', data: { applicationId, reason: 'rejected', at: later, released: null } };
    spec(ended('rejected')).given([proposed, over]).when(end()).thenNothingHappened();
    spec(facts).given([proposed, picked]).when(end()).thenNothingHappened();
  });

  it('after it ended: nothing to pick, no other time to ask for, a cancellation changes nothing', () => {
    const over: InterviewEvent = { type: 'InterviewEnded', data: { applicationId, reason: 'closed', at: later, released: { interviewerId: interviewer } } };
    spec(ended('closed')).given([proposed, over]).when({ type: 'PickInterviewSlot', data: { applicationId, studentId, slotId: slotA, now: later } }).thenThrows(InterviewNotOpenError);
    spec(ended('closed')).given([proposed, over]).when({ type: 'RequestNewInterviewTime', data: { applicationId, studentId, message: '', now: later } }).thenThrows(InterviewNotOpenError);
    spec(ended('closed')).given([proposed, over]).when({ type: 'CancelInterview', data: { applicationId, side: 'student', by: studentId, message: '', now: later } }).thenNothingHappened();
    spec(ended('closed')).given([proposed, over]).when(propose(twoSlots)).thenThrows(ApplicationNotOpenError);
  });
});

describe('interviewer calendar decider', () => {
  const calendar = deciderSpec(calendarDecider);
  const otherApplication = '1a000000-0000-4000-8000-00000000a002';
  const held: CalendarEvent = { type: 'InterviewSlotHeld', data: { interviewerId: interviewer, applicationId, start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T13:45:00.000Z', at: later } };
  const hold = (forApplication: string, start: string, end: string, ended: string[] = []) => ({
    type: 'HoldSlot' as const,
    data: { interviewerId: interviewer, applicationId: forApplication, start, end, ended, now: later },
  });

  it('holds a free window; refuses one that overlaps another application’s', () => {
    calendar.given([]).when(hold(applicationId, held.data.start, held.data.end)).then([held]);
    calendar.given([held]).when(hold(otherApplication, '2026-12-03T13:30:00.000Z', '2026-12-03T14:00:00.000Z')).thenThrows(SlotTakenError);
    calendar.given([held]).when(hold(otherApplication, '2026-12-03T13:45:00.000Z', '2026-12-03T14:15:00.000Z')).then([
      { type: 'InterviewSlotHeld', data: { interviewerId: interviewer, applicationId: otherApplication, start: '2026-12-03T13:45:00.000Z', end: '2026-12-03T14:15:00.000Z', at: later } },
    ]);
  });

  it('a window held for an application that has ended since is taken over', () => {
    calendar.given([held]).when(hold(otherApplication, held.data.start, held.data.end, [applicationId])).then([
      { type: 'InterviewSlotReleased', data: { interviewerId: interviewer, applicationId, at: later } },
      { type: 'InterviewSlotHeld', data: { interviewerId: interviewer, applicationId: otherApplication, start: held.data.start, end: held.data.end, at: later } },
    ]);
  });

  it('a released window is free again; releasing nothing changes nothing', () => {
    const released: CalendarEvent = { type: 'InterviewSlotReleased', data: { interviewerId: interviewer, applicationId, at: later } };
    calendar.given([held]).when({ type: 'ReleaseSlot', data: { interviewerId: interviewer, applicationId, now: later } }).then([released]);
    calendar.given([held, released]).when(hold(otherApplication, held.data.start, held.data.end)).then([
      { type: 'InterviewSlotHeld', data: { interviewerId: interviewer, applicationId: otherApplication, start: held.data.start, end: held.data.end, at: later } },
    ]);
    calendar.given([]).when({ type: 'ReleaseSlot', data: { interviewerId: interviewer, applicationId, now: later } }).thenNothingHappened();
  });
});
