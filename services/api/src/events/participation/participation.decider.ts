import type { Decider } from '@fast-track/shared/event-store/types';
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
import { answerQuestionRule, applyRule, decideRequestRule, joinRule, postQuestionRule, setUpvoteRule } from './participation.rules.ts';

// Deciders of the split streams. Their initial state is loaded per command (participation.commands.ts): the
// event's publication and, for older logs, where the student stood before their stream existed.

export type AttendanceCommand = ApplyToEvent | DecideRequest | JoinEvent;

export const attendanceDecider: Decider<AttendanceState, AttendanceCommand, AttendanceEvent> = {
  initialState: () => ({ event: null, standing: 'none' }),
  evolve: evolveAttendance,
  decide: (command, { event, standing }) => {
    switch (command.type) {
      case 'ApplyToEvent':
        return applyRule(event, standing, command.data);
      case 'DecideRequest':
        return decideRequestRule(event, standing, command.data);
      case 'JoinEvent':
        return joinRule(event, standing, command.data);
    }
  },
};

export type QuestionCommand = PostQuestion | MarkQuestionAnswered;

export const questionDecider: Decider<QuestionState, QuestionCommand, QuestionEvent> = {
  initialState: () => ({ event: null, questionOf: null, answered: false }),
  evolve: evolveQuestion,
  decide: (command, { event, questionOf, answered }) => {
    switch (command.type) {
      case 'PostQuestion':
        return postQuestionRule(event, questionOf !== null, command.data);
      case 'MarkQuestionAnswered':
        return answerQuestionRule(event, questionOf, answered, command.data);
    }
  },
};

export const voteDecider: Decider<VoteState, SetUpvote, VoteEvent> = {
  initialState: () => ({ event: null, questionOf: null, upvoted: false }),
  evolve: evolveVote,
  decide: (command, { event, questionOf, upvoted }) => setUpvoteRule(event, questionOf, upvoted, command.data),
};
