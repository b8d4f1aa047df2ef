import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ConflictError, ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../demo/demo-random.ts';
import { eventDecider, type EventCommand } from '../event.decider.ts';
import { EventClosedError, InvalidQuestionError } from '../event.errors.ts';
import type { Attendance, EventEvent, EventState } from '../event.ts';
import { attendanceDecider, questionDecider, voteDecider, type AttendanceCommand } from './participation.decider.ts';
import type { AttendanceEvent, EventFacts } from './participation.ts';
import { afterEnd, details, now, publishedEvent } from '../testing/event-fixtures.ts';

const facts = (approval = false): EventFacts => ({ eventId: 'e1', companyId: 'c1', endTime: details().endTime, approval, capacity: null, attending: 0, waiting: 0 });
const fresh = { ticket: null, checkedIn: false, ahead: 0 };
/** The decider as handleCommand runs it: the fold starts from the state loaded for the command. */
const from = <S, C extends DomainCommand, E extends DomainEvent>(decider: Decider<S, C, E>, start: S) =>
  deciderSpec({ ...decider, initialState: () => start });

const student = { eventId: 'e1', userId: 'u1' };
const apply = (at = now) => ({ type: 'ApplyToEvent' as const, data: { ...student, now: at } });
const decide = (decision: 'approve' | 'decline', asCompanyId = 'c1') => ({
  type: 'DecideRequest' as const,
  data: { ...student, decision, decidedBy: 'h1', asCompanyId, now },
});
const joined = { type: 'ParticipantJoined' as const, data: { ...student, joinedAt: now } };
const left = { type: 'ParticipantLeft' as const, data: { ...student, leftAt: now } };
const requested = { type: 'AttendanceRequested' as const, data: { ...student, requestedAt: now } };
const withdrawn = { type: 'AttendanceRequestWithdrawn' as const, data: { ...student, withdrawnAt: now } };
const approved = { type: 'AttendanceRequestApproved' as const, data: { ...student, decidedBy: 'h1', decidedAt: now } };
const declined = { type: 'AttendanceRequestDeclined' as const, data: { ...student, decidedBy: 'h1', decidedAt: now } };

const attendance = (standing: Attendance = 'none', approval = false) => from(attendanceDecider, { event: facts(approval), standing, ...fresh });

describe('a student’s attendance stream', () => {
  it('toggles on an open event, each click deciding on the one before', () => {
    attendance().given([]).when(apply()).then([joined]);
    attendance().given([joined]).when(apply()).then([left]);
    attendance().given([joined, left]).when(apply()).then([joined]);
  });

  it('starts where an older log left the student, until its own stream says otherwise', () => {
    attendance('attending').given([]).when(apply()).then([left]);
    attendance('attending').given([left]).when(apply()).then([joined]);
    attendance('pending', true).given([]).when(apply()).then([withdrawn]);
    attendance('declined', true).given([]).when(apply()).then([requested]);
  });

  it('requests, withdraws, is approved and declined on an approval event', () => {
    attendance('none', true).given([]).when(apply()).then([requested]);
    attendance('none', true).given([requested]).when(apply()).then([withdrawn]);
    attendance('none', true).given([requested]).when(decide('approve')).then([approved, joined]);
    attendance('none', true).given([requested, approved, joined]).when(decide('approve')).thenNothingHappened();
    attendance('none', true).given([requested, approved, joined]).when(decide('decline')).then([left, declined]);
    attendance('none', true).given([requested, declined]).when(decide('decline')).thenNothingHappened();
  });

  it('refuses an unknown event, a past one, a host of another company and a decision without a request', () => {
    from(attendanceDecider, { event: null, standing: 'none', ...fresh }).given([]).when(apply()).thenThrows(NotFoundError);
    attendance().given([]).when(apply(afterEnd)).thenThrows(EventClosedError);
    attendance('pending', true).given([]).when(decide('approve', 'c2')).thenThrows(ForbiddenError);
    attendance('none', true).given([]).when(decide('approve')).thenThrows(NotFoundError);
  });
});

describe('a question’s stream', () => {
  const ask = (text = 'Is it hybrid?') => ({ type: 'PostQuestion' as const, data: { eventId: 'e1', questionId: 'q1', text, askedBy: 'u1', now } });
  const question = (asked = false, event: EventFacts | null = facts(), answered = false) =>
    from(questionDecider, { event, questionOf: asked ? 'e1' : null, answered });
  const added = { type: 'QuestionAdded' as const, data: { eventId: 'e1', questionId: 'q1', text: 'Is it hybrid?', askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } } };
  const markAnswered = (asCompanyId = 'c1', at = now) => ({
    type: 'MarkQuestionAnswered' as const,
    data: { eventId: 'e1', questionId: 'q1', answeredBy: 'h1', asCompanyId, now: at },
  });
  const answered = { type: 'QuestionAnswered' as const, data: { eventId: 'e1', questionId: 'q1', answeredBy: 'h1', answeredAt: now } };

  it('adds the trimmed question with the host the event was published by', () => {
    question().given([]).when(ask('  Is it hybrid?  ')).then([
      { type: 'QuestionAdded', data: { eventId: 'e1', questionId: 'q1', text: 'Is it hybrid?', askedBy: 'u1', askedAt: now, host: { companyId: 'c1' } } },
    ]);
  });

  it('refuses an unknown or past event, bad text and an id already taken', () => {
    question(false, null).given([]).when(ask()).thenThrows(NotFoundError);
    question(false, { ...facts(), endTime: '2026-03-01T09:00:00.000Z' }).given([]).when(ask()).thenThrows(EventClosedError);
    question().given([]).when(ask('ok')).thenThrows(InvalidQuestionError);
    question(true).given([]).when(ask()).thenThrows(ConflictError);
    question().given([added]).when(ask()).thenThrows(ConflictError);
    question().given([added, answered]).when(ask()).thenThrows(ConflictError);
  });

  it('is marked answered by its host once, also after the event', () => {
    question().given([added]).when(markAnswered()).then([answered]);
    question().given([added, answered]).when(markAnswered()).thenNothingHappened();
    // A question of an older log: the read table says it exists and whether it is answered.
    question(true).given([]).when(markAnswered()).then([answered]);
    question(true, facts(), true).given([]).when(markAnswered()).thenNothingHappened();
    question(true, { ...facts(), endTime: '2026-03-01T09:00:00.000Z' }).given([]).when(markAnswered()).then([answered]);
  });

  it('refuses to mark a question answered for another company, an unknown event or a question not asked on it', () => {
    question().given([added]).when(markAnswered('c2')).thenThrows(ForbiddenError);
    question(false, null).given([]).when(markAnswered()).thenThrows(NotFoundError);
    question().given([]).when(markAnswered()).thenThrows(NotFoundError);
    from(questionDecider, { event: facts(), questionOf: 'e2', answered: false }).given([]).when(markAnswered()).thenThrows(NotFoundError);
  });

  it('refuses asking on, and answering for, a taken-down event, and answering a taken-down question, as unknown', () => {
    question(false, { ...facts(), takenDown: true }).given([]).when(ask()).thenThrows(NotFoundError);
    question(true, { ...facts(), takenDown: true }).given([]).when(markAnswered()).thenThrows(NotFoundError);
    from(questionDecider, { event: facts(), questionOf: 'e1', answered: false, questionTakenDown: true }).given([]).when(markAnswered()).thenThrows(NotFoundError);
    from(questionDecider, { event: facts(), questionOf: null, answered: false, questionTakenDown: true }).given([added]).when(markAnswered()).thenThrows(NotFoundError);
  });
});

describe('a student’s vote on a question', () => {
  const vote = (upvoted: boolean) => ({ type: 'SetUpvote' as const, data: { eventId: 'e1', questionId: 'q1', userId: 'u1', upvoted, now } });
  const up = { type: 'QuestionUpvoted' as const, data: { eventId: 'e1', questionId: 'q1', userId: 'u1', upvotedAt: now } };
  const down = { type: 'QuestionUpvoteWithdrawn' as const, data: { eventId: 'e1', questionId: 'q1', userId: 'u1', withdrawnAt: now } };
  const votes = (upvoted = false, questionOf: string | null = 'e1') => from(voteDecider, { event: facts(), questionOf, upvoted });

  it('is the state the student asks for, repeating it changes nothing', () => {
    votes().given([]).when(vote(true)).then([up]);
    votes().given([up]).when(vote(true)).thenNothingHappened();
    votes().given([up]).when(vote(false)).then([down]);
    votes(true).given([]).when(vote(true)).thenNothingHappened(); // upvoted in an older log
    votes(true).given([down]).when(vote(true)).then([up]);
  });

  it('refuses an unknown event and a question of another event', () => {
    from(voteDecider, { event: null, questionOf: null, upvoted: false }).given([]).when(vote(true)).thenThrows(NotFoundError);
    votes(false, null).given([]).when(vote(true)).thenThrows(NotFoundError);
    votes(false, 'e2').given([]).when(vote(true)).thenThrows(NotFoundError);
  });

  it('refuses a vote, given or withdrawn, on a taken-down event or question, as on an unknown question', () => {
    from(voteDecider, { event: { ...facts(), takenDown: true }, questionOf: 'e1', upvoted: false }).given([]).when(vote(true)).thenThrows(NotFoundError);
    from(voteDecider, { event: facts(), questionOf: 'e1', upvoted: true, questionTakenDown: true }).given([]).when(vote(false)).thenThrows(NotFoundError);
    from(voteDecider, { event: facts(), questionOf: 'e1', upvoted: false, questionTakenDown: true }).given([]).when(vote(true)).thenThrows(NotFoundError);
  });
});

describe('the split streams decide as the event’s one stream did', () => {
  // Random walks of attendance commands from several students, decided twice: by the older layout (everything on
  // the event's stream) and by one stream per student. Both must decide the same facts, or refuse alike.
  const outcome = (decision: () => EventEvent[]) => {
    try {
      return decision();
    } catch (error) {
      return (error as Error).constructor.name;
    }
  };

  it.each([false, true])('approval %s: same facts for 300 random commands', (approval) => {
    const random = seededRandom(`split-equivalence:${approval}`);
    const users = ['u1', 'u2', 'u3'];
    let event: EventState = eventDecider.evolve(eventDecider.initialState(), publishedEvent({ approval }));
    const streams = new Map<string, AttendanceEvent[]>();
    for (let step = 0; step < 300; step++) {
      const userId = users[Math.floor(random() * users.length)]!;
      const roll = random();
      const command: AttendanceCommand & EventCommand =
        roll < 0.6
          ? { type: 'ApplyToEvent', data: { eventId: 'e1', userId, now } }
          : roll < 0.9
            ? { type: 'DecideRequest', data: { eventId: 'e1', userId, decision: random() < 0.5 ? 'approve' : 'decline', decidedBy: 'h1', asCompanyId: 'c1', now } }
            : { type: 'JoinEvent', data: { eventId: 'e1', userId, now } };
      const past = streams.get(userId) ?? [];
      const state = past.reduce(attendanceDecider.evolve, { event: facts(approval), standing: 'none', ...fresh });
      const split = outcome(() => attendanceDecider.decide(command, state));
      const single = outcome(() => eventDecider.decide(command, event));
      expect(split, `step ${step}: ${JSON.stringify(command)}`).toEqual(single);
      if (Array.isArray(single)) {
        event = single.reduce(eventDecider.evolve, event);
        streams.set(userId, [...past, ...(single as AttendanceEvent[])]);
      }
    }
  });
});
