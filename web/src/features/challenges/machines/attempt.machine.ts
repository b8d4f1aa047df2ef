import { assign, fromPromise, setup } from 'xstate';
import type { AttemptView } from '../api/challenge-schema.ts';
import { loadAttempt, saveAnswer, startAttempt, submitAttempt } from '../api/student-challenges.ts';
import type { AttemptContext, AttemptEvent, AttemptInput, LoadOutput, SaveInput, SubmitInput } from './attempt.types.ts';

/**
 * One student's attempt at one challenge (issue 12). The server owns the clock and the answers; this machine only
 * shows them, counts down and sends each answer as it is given.
 *
 *   Loading ──none──▶ Intro ──START──▶ Starting ──▶ Running ┬ Flow:  Task(n) ◀─NEXT/PREVIOUS/GO_TO─▶ Review ─SUBMIT─┐
 *      │                                                  ├ Saver: Idle ⇄ Saving (→ Waiting 2 s on failure)       │
 *      ├─in progress─▶ Running (at the first unanswered)   └ Clock: after the deadline ───────────▶ TimeUp ──┐      │
 *      └─finished─▶ Submitted                                                                              ▼      ▼
 *                                                                                       Submitting ──▶ Submitted
 *
 * A reload or a second tab loads the same attempt and resumes at the same remaining time. Time-up submits what the
 * server holds; the server refuses answers after the deadline anyway.
 */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorCode = (event: unknown): string => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error && error.message ? error.message : 'network';
};

function firstUnanswered(attempt: AttemptView): number {
  const index = attempt.tasks.findIndex((task) => attempt.answers[task.id] === undefined);
  return index === -1 ? Math.max(0, attempt.tasks.length - 1) : index;
}

function fromAttempt(attempt: AttemptView, now: number) {
  return {
    attempt,
    answers: { ...attempt.answers },
    index: firstUnanswered(attempt),
    skew: Date.parse(attempt.serverNow) - now,
    error: null,
  };
}

export const attemptMachine = setup({
  types: {
    context: {} as AttemptContext,
    events: {} as AttemptEvent,
    input: {} as AttemptInput,
  },
  actors: {
    load: fromPromise<LoadOutput, { challengeId: string }>(({ input }) => loadAttempt(input.challengeId)),
    start: fromPromise<AttemptView, { challengeId: string }>(({ input }) => startAttempt(input.challengeId)),
    save: fromPromise<void, SaveInput>(({ input }) => saveAnswer(input.attemptId, input.taskId, input.answer)),
    /** Answers still on their way are sent first, so Submit never loses the last one given. */
    submit: fromPromise<void, SubmitInput>(async ({ input }) => {
      for (const { taskId, answer } of input.unsaved) await saveAnswer(input.attemptId, taskId, answer);
      await submitAttempt(input.attemptId);
    }),
  },
  delays: {
    untilDeadline: ({ context }) =>
      context.attempt ? Math.max(0, Date.parse(context.attempt.deadline) - (context.now() + context.skew)) : 0,
  },
  guards: {
    noAttempt: ({ event }) => outputOf<LoadOutput>(event).attempt === null,
    finished: ({ event }) => outputOf<LoadOutput>(event).attempt?.status !== 'in_progress',
    hasNext: ({ context }) => context.attempt !== null && context.index < context.attempt.tasks.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    validIndex: ({ context, event }) =>
      event.type === 'GO_TO' && context.attempt !== null && event.index >= 0 && event.index < context.attempt.tasks.length,
    hasPending: ({ context }) => context.pending.length > 0,
  },
  actions: {
    takeLoaded: assign(({ context, event }) => fromAttempt(outputOf<LoadOutput>(event).attempt!, context.now())),
    takeStarted: assign(({ context, event }) => fromAttempt(outputOf<AttemptView>(event), context.now())),
    recordAnswer: assign(({ context, event }) => {
      if (event.type !== 'ANSWER') return {};
      return {
        answers: { ...context.answers, [event.taskId]: event.answer },
        pending: [...context.pending.filter((id) => id !== event.taskId), event.taskId],
      };
    }),
    takeInflight: assign(({ context }) => {
      const taskId = context.pending[0] ?? '';
      return { inflight: { taskId, answer: context.answers[taskId]! } };
    }),
    /** The saved answer leaves the queue unless the student changed it again while it was on its way. */
    confirmSaved: assign(({ context }) => {
      const sent = context.inflight;
      const current = sent ? context.answers[sent.taskId] === sent.answer : false;
      return {
        pending: sent && current ? context.pending.filter((id) => id !== sent.taskId) : context.pending,
        inflight: null,
        saveFailing: false,
      };
    }),
    markSaveFailing: assign({ saveFailing: true }),
    setError: assign(({ event }) => ({ error: errorCode(event) })),
    clearError: assign({ error: null }),
    next: assign(({ context }) => ({ index: context.index + 1 })),
    previous: assign(({ context }) => ({ index: context.index - 1 })),
    goTo: assign(({ event }) => (event.type === 'GO_TO' ? { index: event.index } : {})),
    markTimedOut: assign({ timedOut: true }),
  },
}).createMachine({
  id: 'attempt',
  context: ({ input }) => ({
    challengeId: input.challengeId,
    now: input.now ?? Date.now,
    attempt: null,
    answers: {},
    pending: [],
    inflight: null,
    index: 0,
    skew: 0,
    saveFailing: false,
    error: null,
    timedOut: false,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ challengeId: context.challengeId }),
        onDone: [
          { guard: 'noAttempt', target: 'Intro' },
          { guard: 'finished', target: 'Submitted', actions: 'takeLoaded' },
          { target: 'Running', actions: 'takeLoaded' },
        ],
        onError: { target: 'LoadFailed', actions: 'setError' },
      },
    },
    LoadFailed: {
      on: { RETRY: { target: 'Loading', actions: 'clearError' } },
    },
    Intro: {
      on: { START: { target: 'Starting', actions: 'clearError' } },
    },
    Starting: {
      tags: ['loading'],
      invoke: {
        src: 'start',
        input: ({ context }) => ({ challengeId: context.challengeId }),
        onDone: { target: 'Running', actions: 'takeStarted' },
        onError: { target: 'Intro', actions: 'setError' },
      },
    },
    Running: {
      type: 'parallel',
      on: {
        ANSWER: { actions: 'recordAnswer' },
      },
      states: {
        Flow: {
          initial: 'Task',
          states: {
            Task: {
              tags: ['task'],
              on: {
                NEXT: [{ guard: 'hasNext', actions: 'next' }, { target: 'Review' }],
                PREVIOUS: { guard: 'hasPrevious', actions: 'previous' },
                GO_TO: { guard: 'validIndex', actions: 'goTo' },
                REVIEW: 'Review',
              },
            },
            Review: {
              tags: ['review'],
              on: {
                GO_TO: { guard: 'validIndex', target: 'Task', actions: 'goTo' },
                PREVIOUS: 'Task',
                SUBMIT: '#attempt.Submitting',
              },
            },
          },
        },
        Saver: {
          initial: 'Idle',
          states: {
            Idle: {
              always: { guard: 'hasPending', target: 'Saving' },
            },
            Saving: {
              tags: ['saving'],
              entry: 'takeInflight',
              invoke: {
                src: 'save',
                input: ({ context }) => ({ attemptId: context.attempt?.id ?? '', ...context.inflight! }),
                onDone: { target: 'Idle', actions: 'confirmSaved' },
                onError: { target: 'Waiting', actions: 'markSaveFailing' },
              },
            },
            /** A failed save is tried again shortly (a flaky network must not lose an answer). */
            Waiting: {
              tags: ['saving'],
              after: { 2000: 'Saving' },
            },
          },
        },
        Clock: {
          after: { untilDeadline: { target: '#attempt.TimeUp' } },
        },
      },
    },
    TimeUp: {
      tags: ['loading'],
      entry: 'markTimedOut',
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ attemptId: context.attempt?.id ?? '', unsaved: [] }),
        // The server closes a timed-out attempt itself: a refusal here still means the attempt is over.
        onDone: 'Submitted',
        onError: 'Submitted',
      },
    },
    Submitting: {
      tags: ['loading'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          attemptId: context.attempt?.id ?? '',
          unsaved: context.pending.map((taskId) => ({ taskId, answer: context.answers[taskId]! })),
        }),
        onDone: 'Submitted',
        onError: { target: 'Running.Flow.Review', actions: 'setError' },
      },
    },
    Submitted: {
      type: 'final',
    },
  },
});

/** Milliseconds left by the server's clock (never below 0); null before the attempt has started. */
export function timeLeft(context: AttemptContext): number | null {
  if (!context.attempt) return null;
  return Math.max(0, Date.parse(context.attempt.deadline) - (context.now() + context.skew));
}
