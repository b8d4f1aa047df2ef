import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import type { MarkQuestionAnswered, ApplyToEvent, DecideRequest, JoinEvent, PostQuestion, SetUpvote } from '../event.decider.ts';
import {
  evolveAttendance,
  evolveQuestion,
  evolveVote,
  type AttendanceEvent,
  type AttendanceState,
  type QuestionEvent,
  type QuestionState,
  type VoteEvent,
  type VoteState,
} from './participation.ts';
import {
  answerQuestionRule,
  applyRule,
  checkInRule,
  decideRequestRule,
  issueTicketRule,
  joinRule,
  postQuestionRule,
  promoteRule,
  setUpvoteRule,
} from './participation.rules.ts';

// Deciders of the split streams. Their initial state is loaded per command (participation.commands.ts): the
// event's publication and, for older logs, where the student stood before their stream existed.

/** Given by the server when a place may have freed (a leave, a declined attendee, a raised capacity): to the first in line. */
export type PromoteFromWaitlist = DomainCommand<'PromoteFromWaitlist', { eventId: string; userId: string; now: string }>;
/** The student opens their ticket; `code` is drawn by the route (random, see check-in.ts). */
export type IssueTicket = DomainCommand<'IssueTicket', { eventId: string; userId: string; code: string; now: string }>;
/** The host lets a student in; `by` says whether the ticket's code or the attendance list was used. */
export type CheckInAttendee = DomainCommand<
  'CheckInAttendee',
  { eventId: string; userId: string; checkedInBy: string; asCompanyId: string; by: 'code' | 'list'; now: string }
>;

export type AttendanceCommand = ApplyToEvent | DecideRequest | JoinEvent | PromoteFromWaitlist | IssueTicket | CheckInAttendee;

export const attendanceDecider: Decider<AttendanceState, AttendanceCommand, AttendanceEvent> = {
  initialState: () => ({ event: null, standing: 'none', ticket: null, checkedIn: false, ahead: 0 }),
  evolve: evolveAttendance,
  decide: (command, state) => {
    const { event, standing } = state;
    switch (command.type) {
      case 'ApplyToEvent':
        return applyRule(event, standing, command.data);
      case 'DecideRequest':
        return decideRequestRule(event, standing, command.data);
      case 'JoinEvent':
        return joinRule(event, standing, command.data);
      case 'PromoteFromWaitlist':
        return promoteRule(event, state, command.data);
      case 'IssueTicket':
        return issueTicketRule(event, state, command.data);
      case 'CheckInAttendee':
        return checkInRule(event, state, command.data);
    }
  },
};

export type QuestionCommand = PostQuestion | MarkQuestionAnswered;

export const questionDecider: Decider<QuestionState, QuestionCommand, QuestionEvent> = {
  initialState: () => ({ event: null, questionOf: null, answered: false }),
  evolve: evolveQuestion,
  decide: (command, { event, questionOf, answered, questionTakenDown }) => {
    switch (command.type) {
      case 'PostQuestion':
        return postQuestionRule(event, questionOf !== null, command.data);
      case 'MarkQuestionAnswered':
        return answerQuestionRule(event, questionOf, answered, command.data, questionTakenDown);
    }
  },
};

export const voteDecider: Decider<VoteState, SetUpvote, VoteEvent> = {
  initialState: () => ({ event: null, questionOf: null, upvoted: false }),
  evolve: evolveVote,
  decide: (command, { event, questionOf, upvoted, questionTakenDown }) => setUpvoteRule(event, questionOf, upvoted, command.data, questionTakenDown),
};
