import { assign, emit, fromPromise, setup } from 'xstate';
import { applyToEvent } from '../api/apply-event.ts';
import type { Attendance } from '../api/event-schema.ts';
import type {
  ApplyAnswer,
  ApplyInput,
  AttendanceContext,
  AttendanceEmitted,
  AttendanceEvent,
  AttendanceInput,
  AttendanceNoticeKey,
  SettledState,
} from './attendance.types.ts';

/**
 * The student's attendance of one event (spec §4 Attendance; docs/events.md § Attendance).
 *
 *   Visitor ──PRESS──▶ (emit login)
 *
 *   NotAttending ──PRESS──▶ Submitting ──added──▶ Attending ──PRESS──▶ ConfirmLeave ──CONFIRM──▶ Submitting ──removed──▶ NotAttending
 *        ▲                     │ └─requested─▶ Pending                      ▲   └──CANCEL──▶ Attending
 *        │                     └─error / 401─▶ back where it came from      │
 *        └──withdrawn── Submitting ◀──PRESS── Pending ──PARTICIPANTS (host approved)──┘
 *   Submitting ──waitlisted──▶ Waiting ──PRESS──▶ Submitting ──left-waitlist──▶ NotAttending
 *                              Waiting ──PARTICIPANTS (a place freed and was given to us)──▶ Attending
 *
 * The answer decides the next state (not the intent), so a toggle from another tab cannot leave the button lying.
 */
const answerOf = (event: unknown): ApplyAnswer | undefined => (event as { output?: ApplyAnswer }).output;

export const attendanceMachine = setup({
  types: {
    context: {} as AttendanceContext,
    events: {} as AttendanceEvent,
    input: {} as AttendanceInput,
    emitted: {} as AttendanceEmitted,
  },
  actors: {
    apply: fromPromise<ApplyAnswer, ApplyInput>(({ input }) => applyToEvent(input.eventId)),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    startsAs: ({ context }, params: { attendance: Attendance }) => context.initialAttendance === params.attendance,
    answerIs: ({ event }, params: { msg: ApplyAnswer }) => answerOf(event) === params.msg,
    cameFrom: ({ context }, params: { state: SettledState }) => context.origin === params.state,
    includesSelf: ({ context, event }) =>
      event.type === 'PARTICIPANTS' && context.userId !== null && event.participants.includes(context.userId),
  },
  actions: {
    setOrigin: assign((_, params: { state: SettledState }) => ({ origin: params.state })),
    setParticipants: assign(({ event }) => (event.type === 'PARTICIPANTS' ? { participants: event.participants } : {})),
    addSelf: assign(({ context }) => ({
      participants:
        context.userId && !context.participants.includes(context.userId) ? [...context.participants, context.userId] : context.participants,
      declined: false,
    })),
    removeSelf: assign(({ context }) => ({ participants: context.participants.filter((id) => id !== context.userId) })),
    clearDeclined: assign({ declined: false }),
    notify: emit((_, params: { key: AttendanceNoticeKey }) => ({ type: 'notify' as const, key: params.key })),
    toLogin: emit({ type: 'login' as const }),
    reportFailure: emit(({ event }) => ({ type: 'failed' as const, error: (event as { error?: unknown }).error })),
  },
}).createMachine({
  id: 'attendance',
  context: ({ input }) => ({
    eventId: input.eventId,
    signedIn: input.signedIn,
    userId: input.userId,
    participants: input.participants,
    initialAttendance: input.attendance,
    declined: input.attendance === 'declined',
    origin: 'NotAttending',
  }),
  initial: 'Init',
  // Live participant lists only move the count; whether *this* student attends is decided by their own answers
  // (a late broadcast must not flip the button), except that a pending request can be approved live.
  on: {
    PARTICIPANTS: { actions: 'setParticipants' },
    IDENTIFIED: { actions: assign({ userId: ({ event }) => event.userId }) },
  },
  states: {
    Init: {
      always: [
        { guard: 'isVisitor', target: 'Visitor' },
        { guard: { type: 'startsAs', params: { attendance: 'attending' } }, target: 'Attending' },
        { guard: { type: 'startsAs', params: { attendance: 'pending' } }, target: 'Pending' },
        { guard: { type: 'startsAs', params: { attendance: 'waiting' } }, target: 'Waiting' },
        { target: 'NotAttending' },
      ],
    },
    Visitor: {
      tags: ['notAttending'],
      on: { PRESS: { actions: 'toLogin' } },
    },
    NotAttending: {
      tags: ['notAttending'],
      on: { PRESS: { target: 'Submitting', actions: { type: 'setOrigin', params: { state: 'NotAttending' } } } },
    },
    Attending: {
      tags: ['attending'],
      on: { PRESS: 'ConfirmLeave' },
    },
    ConfirmLeave: {
      tags: ['attending', 'confirmLeave'],
      on: {
        CANCEL: 'Attending',
        CONFIRM: { target: 'Submitting', actions: { type: 'setOrigin', params: { state: 'Attending' } } },
      },
    },
    Pending: {
      tags: ['pending'],
      on: {
        PRESS: { target: 'Submitting', actions: { type: 'setOrigin', params: { state: 'Pending' } } },
        PARTICIPANTS: [
          { guard: 'includesSelf', target: 'Attending', actions: ['setParticipants', 'clearDeclined'] },
          { actions: 'setParticipants' },
        ],
      },
    },
    // On the waitlist of a full event: pressing leaves it; a freed place given to us arrives as a participants list.
    Waiting: {
      tags: ['waiting'],
      on: {
        PRESS: { target: 'Submitting', actions: { type: 'setOrigin', params: { state: 'Waiting' } } },
        PARTICIPANTS: [
          { guard: 'includesSelf', target: 'Attending', actions: 'setParticipants' },
          { actions: 'setParticipants' },
        ],
      },
    },
    Submitting: {
      tags: ['loading'],
      invoke: {
        src: 'apply',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: [
          { guard: { type: 'answerIs', params: { msg: 'added' } }, target: 'Attending', actions: ['addSelf', { type: 'notify', params: { key: 'added' } }] },
          { guard: { type: 'answerIs', params: { msg: 'removed' } }, target: 'NotAttending', actions: ['removeSelf', { type: 'notify', params: { key: 'removed' } }] },
          { guard: { type: 'answerIs', params: { msg: 'requested' } }, target: 'Pending', actions: ['clearDeclined', { type: 'notify', params: { key: 'requested' } }] },
          { guard: { type: 'answerIs', params: { msg: 'withdrawn' } }, target: 'NotAttending', actions: { type: 'notify', params: { key: 'withdrawn' } } },
          { guard: { type: 'answerIs', params: { msg: 'waitlisted' } }, target: 'Waiting', actions: { type: 'notify', params: { key: 'waitlisted' } } },
          { guard: { type: 'answerIs', params: { msg: 'left-waitlist' } }, target: 'NotAttending', actions: { type: 'notify', params: { key: 'leftWaitlist' } } },
          // 401: the session is gone; nothing changed on the server.
          { target: '#attendance.Return', actions: 'toLogin' },
        ],
        onError: { target: '#attendance.Return', actions: 'reportFailure' },
      },
    },
    /** A failed call changes nothing on screen: back to the state the press started from. */
    Return: {
      always: [
        { guard: { type: 'cameFrom', params: { state: 'Attending' } }, target: 'Attending' },
        { guard: { type: 'cameFrom', params: { state: 'Pending' } }, target: 'Pending' },
        { guard: { type: 'cameFrom', params: { state: 'Waiting' } }, target: 'Waiting' },
        { target: 'NotAttending' },
      ],
    },
  },
});


/**
 * The participants the page shows: the last list from the server, with the student counted exactly when the button
 * says Attending (their own answer is newer than any broadcast that crossed it).
 */
export function visibleParticipants(snapshot: { context: AttendanceContext; hasTag: (tag: 'attending') => boolean }): string[] {
  const { participants, userId } = snapshot.context;
  if (!userId) return participants;
  const others = participants.filter((id) => id !== userId);
  return snapshot.hasTag('attending') ? [...others, userId] : others;
}
