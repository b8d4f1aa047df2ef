import { assign, fromPromise, setup } from 'xstate';
import type { AttemptView } from '../api/challenge-schema.ts';
import { AttemptRefusal, loadAttempt, saveAnswer, startAttempt, submitAttempt } from '../api/student-challenges.ts';
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
const refusalOf = (event: unknown): AttemptRefusal | null => {
  const error = (event as { error?: unknown }).error;
  return error instanceof AttemptRefusal ? error : null;
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
    endsAt: now + attempt.remainingSeconds * 1000,
    resultId: attempt.resultId,
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
    save: fromPromise<{ remainingSeconds: number }, SaveInput>(({ input }) => saveAnswer(input.challengeId, input.taskId, input.answer)),
    /** Answers still on their way are sent first, so Submit never loses the last one given. */
    submit: fromPromise<string | null, SubmitInput>(async ({ input }) => {
      for (const { taskId, answer } of input.unsaved) await saveAnswer(input.challengeId, taskId, answer);
      return submitAttempt(input.challengeId);
    }),
  },
  delays: {
    untilDeadline: ({ context }) => Math.max(0, context.endsAt - context.now()),
  },
  guards: {
    noAttempt: ({ event }) => outputOf<LoadOutput>(event).attempt === null,
    finished: ({ event }) => outputOf<LoadOutput>(event).attempt?.status !== 'in-progress',
    refusedAs: ({ event }, params: { code: string }) => refusalOf(event)?.code === params.code,
    /** The server will never take this answer (wrong shape, unknown task): retrying cannot help. */
    answerRefused: ({ event }) => {
      const status = refusalOf(event)?.status ?? 0;
      return status === 400 || status === 404;
    },
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
    setError: assign(({ event }) => ({ error: refusalOf(event)?.code ?? 'network' })),
    reanchor: assign(({ context, event }) => ({ endsAt: context.now() + outputOf<{ remainingSeconds: number }>(event).remainingSeconds * 1000 })),
    dropInflight: assign(({ context }) => ({
      pending: context.pending.filter((id) => id !== context.inflight?.taskId),
      inflight: null,
      error: 'ANSWER_REFUSED',
    })),
    takeResult: assign(({ event }) => ({ resultId: outputOf<string | null>(event) })),
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
    endsAt: 0,
    resultId: null,
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
        onError: [
          // Another tab submitted meanwhile: load it to show where its result is.
          { guard: { type: 'refusedAs', params: { code: 'ATTEMPT_SUBMITTED' } }, target: 'Loading' },
          { target: 'Intro', actions: 'setError' },
        ],
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
                input: ({ context }) => ({ challengeId: context.challengeId, ...context.inflight! }),
                onDone: { target: 'Idle', actions: ['confirmSaved', 'reanchor'] },
                onError: [
                  // Time up (or the window closed): the server has submitted what it held.
                  { guard: { type: 'refusedAs', params: { code: 'ATTEMPT_CLOSED' } }, target: '#attempt.TimeUp' },
                  { guard: 'answerRefused', target: 'Idle', actions: 'dropInflight' },
                  { target: 'Waiting', actions: 'markSaveFailing' },
                ],
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
        input: ({ context }) => ({ challengeId: context.challengeId, unsaved: [] }),
        // The server closes a timed-out attempt itself: a refusal here still means the attempt is over.
        onDone: { target: 'Submitted', actions: 'takeResult' },
        onError: 'Submitted',
      },
    },
    Submitting: {
      tags: ['loading'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          challengeId: context.challengeId,
          unsaved: context.pending.map((taskId) => ({ taskId, answer: context.answers[taskId]! })),
        }),
        onDone: { target: 'Submitted', actions: 'takeResult' },
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
  return Math.max(0, context.endsAt - context.now());
}
