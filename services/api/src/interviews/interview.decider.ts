import { ConflictError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { overlaps, slotProblems, type SlotProblem } from '@fast-track/shared/interview-rules';
import {
  emptyInterview,
  evolveCalendar,
  evolveInterview,
  type CalendarEvent,
  type CalendarState,
  type InterviewEndReason,
  type InterviewEvent,
  type InterviewState,
  type Released,
  type Slot,
} from './interview.ts';

export class InterviewApplicationNotFoundError extends NotFoundError {
  override readonly code = 'APPLICATION_NOT_FOUND';
}
export class InterviewNotFoundError extends NotFoundError {
  override readonly code = 'INTERVIEW_NOT_FOUND';
}
/** Withdrawn, declined, closed or at an offer: nothing to interview for. */
export class ApplicationNotOpenError extends ConflictError {
  override readonly code = 'APPLICATION_NOT_OPEN';
}
export class InterviewBookedError extends ConflictError {
  override readonly code = 'INTERVIEW_BOOKED';
}
/** Cancelled, or waiting for the company's new times: there is nothing to pick. */
export class InterviewNotOpenError extends ConflictError {
  override readonly code = 'INTERVIEW_NOT_OPEN';
}
/** A slot of an older proposal (the page was open while the company proposed again). */
export class SlotNotOfferedError extends ConflictError {
  override readonly code = 'SLOT_NOT_OFFERED';
}
export class SlotPassedError extends ConflictError {
  override readonly code = 'SLOT_PASSED';
}
/** The interviewer's window was just booked by another applicant. */
export class SlotTakenError extends ConflictError {
  override readonly code = 'SLOT_TAKEN';
}

const openStages = ['applied', 'shortlisted', 'interview'];

const problemText: Record<SlotProblem, string> = {
  past: 'must start in the future',
  tooFar: 'must start within 120 days',
  length: 'must last 15 to 240 minutes',
  overlap: 'overlaps another slot of this proposal',
};

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
type Key = { applicationId: string; now: string };
/** `asCompanyId`: the organisation whose membership the route proved; slot ids come in on the command. */
export type ProposeInterview = DomainCommand<
  'ProposeInterview',
  Key & { asCompanyId: string; proposalId: string; slots: { slotId: string; start: string; minutes: number }[]; timeZone: string; message: string; by: string }
>;
export type PickInterviewSlot = DomainCommand<'PickInterviewSlot', Key & { studentId: string; slotId: string }>;
/** Either side: the company (a member, `asCompanyId`) or the student (`by` is then the student). */
export type CancelInterview = DomainCommand<'CancelInterview', Key & { side: 'company'; asCompanyId: string; by: string; message: string } | Key & { side: 'student'; by: string; message: string }>;
export type RequestNewInterviewTime = DomainCommand<'RequestNewInterviewTime', Key & { studentId: string; message: string }>;
/** The application ended (the jobs slice says so in its transaction): an interview still on ends with it. */
export type EndInterview = DomainCommand<'EndInterview', Key & { reason: InterviewEndReason }>;
export type InterviewCommand = ProposeInterview | PickInterviewSlot | CancelInterview | RequestNewInterviewTime | EndInterview;

function released(state: InterviewState): Released | null {
  return state.status === 'booked' && state.interviewerId ? { interviewerId: state.interviewerId } : null;
}

function checkedSlots(command: ProposeInterview): Slot[] {
  const { slots, now } = command.data;
  const problems = slotProblems(slots, Date.parse(now));
  if (problems.size > 0) {
    const errors = [...problems].map(([index, problem]) => ({ path: `slots.${index}.start`, message: problemText[problem] }));
    throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  return slots.map((s) => ({ slotId: s.slotId, start: new Date(s.start).toISOString(), end: new Date(Date.parse(s.start) + s.minutes * 60_000).toISOString() }));
}

export const interviewDecider: Decider<InterviewState, InterviewCommand, InterviewEvent> = {
  initialState: () => emptyInterview(null),
  evolve: evolveInterview,
  decide(command, state) {
    const { application } = state;
    const { applicationId, now } = command.data;
    switch (command.type) {
      case 'ProposeInterview': {
        const { asCompanyId, proposalId, timeZone, message, by } = command.data;
        if (!application || application.companyId !== asCompanyId) throw new InterviewApplicationNotFoundError('No such application for this job.');
        if (!openStages.includes(application.stage)) throw new ApplicationNotOpenError('This application is no longer open: no interview can be proposed.');
        const slots = checkedSlots(command);
        const { jobId, companyId, studentId } = application;
        return [{ type: 'InterviewProposed', data: { applicationId, jobId, companyId, studentId, proposalId, slots, timeZone, message, by, at: now, released: released(state) } }];
      }
      case 'PickInterviewSlot': {
        const { studentId, slotId } = command.data;
        if (!application || application.studentId !== studentId || state.status === null) throw new InterviewNotFoundError('No interview has been proposed for this application.');
        // A repeated pick of the booked slot (a double click, a retry) changes nothing.
        if (state.status === 'booked') {
          if (state.booked?.slotId === slotId) return [];
          throw new InterviewBookedError('You have already picked a time. Cancel it or ask for another time first.');
        }
        if (state.status !== 'proposed') throw new InterviewNotOpenError('There are no times to pick right now.');
        if (!openStages.includes(application.stage)) throw new ApplicationNotOpenError('This application is no longer open.');
        const slot = state.slots.find((s) => s.slotId === slotId);
        if (!slot) throw new SlotNotOfferedError('The times offered have changed: reload the page and pick again.');
        if (Date.parse(slot.start) <= Date.parse(now)) throw new SlotPassedError('This time has already passed: pick another one.');
        const { proposalId, interviewerId } = state;
        return [{ type: 'InterviewSlotPicked', data: { applicationId, proposalId: proposalId!, slotId, start: slot.start, end: slot.end, interviewerId: interviewerId!, studentId, at: now } }];
      }
      case 'CancelInterview': {
        const data = command.data;
        const { side, by, message } = data;
        const mine = data.side === 'company' ? application?.companyId === data.asCompanyId : application?.studentId === by;
        if (!application || !mine || state.status === null) throw new InterviewNotFoundError('No interview has been proposed for this application.');
        if (state.status === 'cancelled' || state.status === 'ended') return [];
        return [{ type: 'InterviewCancelled', data: { applicationId, side, by, message, at: now, released: released(state) } }];
      }
      case 'RequestNewInterviewTime': {
        const { studentId, message } = command.data;
        if (!application || application.studentId !== studentId || state.status === null) throw new InterviewNotFoundError('No interview has been proposed for this application.');
        if (state.status === 'new-time-requested') return [];
        if (state.status === 'cancelled') throw new InterviewNotOpenError('This interview was cancelled.');
        if (state.status === 'ended') throw new InterviewNotOpenError('This application has ended: there is no interview any more.');
        return [{ type: 'InterviewNewTimeRequested', data: { applicationId, studentId, message, at: now, released: released(state) } }];
      }
      case 'EndInterview': {
        // Nothing to end: no interview, one already over, or an application that is (still) open after all.
        if (!application || state.status === null || state.status === 'cancelled' || state.status === 'ended') return [];
        if (openStages.includes(application.stage)) return [];
        return [{ type: 'InterviewEnded', data: { applicationId, reason: command.data.reason, at: now, released: released(state) } }];
      }
    }
  },
};

// ── The interviewer's calendar ──────────────────────────────────────────────────────────────────────────
/** `ended`: applications among the holders that are no longer open (withdrawn, declined, closed): their windows go. */
export type HoldSlot = DomainCommand<'HoldSlot', { interviewerId: string; applicationId: string; start: string; end: string; ended: readonly string[]; now: string }>;
export type ReleaseSlot = DomainCommand<'ReleaseSlot', { interviewerId: string; applicationId: string; now: string }>;
export type CalendarCommand = HoldSlot | ReleaseSlot;

export const calendarDecider: Decider<CalendarState, CalendarCommand, CalendarEvent> = {
  initialState: () => new Map(),
  evolve: evolveCalendar,
  decide(command, held) {
    const { interviewerId, applicationId, now } = command.data;
    if (command.type === 'ReleaseSlot') {
      return held.has(applicationId) ? [{ type: 'InterviewSlotReleased', data: { interviewerId, applicationId, at: now } }] : [];
    }
    const { start, end, ended } = command.data;
    const freed: CalendarEvent[] = [];
    for (const [other, window] of held) {
      if (other === applicationId || !overlaps(Date.parse(start), Date.parse(end), Date.parse(window.start), Date.parse(window.end))) continue;
      // A window held for an application that has ended since (withdrawn, declined, closed) blocks nobody.
      if (ended.includes(other)) freed.push({ type: 'InterviewSlotReleased', data: { interviewerId, applicationId: other, at: now } });
      else throw new SlotTakenError('Someone else has just booked this time. Pick another one or ask for another time.');
    }
    return [...freed, { type: 'InterviewSlotHeld', data: { interviewerId, applicationId, start, end, at: now } }];
  },
};
