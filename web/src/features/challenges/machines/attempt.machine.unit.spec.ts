import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { AnswerValue, AttemptView } from '../api/challenge-schema.ts';
import { AttemptRefusal } from '../api/student-challenges.ts';
import { attemptMachine, timeLeft } from './attempt.machine.ts';
import type { LoadOutput, SaveInput, SubmitInput } from './attempt.types.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function attempt(over: Partial<AttemptView> = {}): AttemptView {
  return {
    attemptId: 'att-1',
    challengeId: 'ch-1',
    status: 'in-progress',
    startedAt: new Date(T0).toISOString(),
    deadline: new Date(T0 + 10 * 60_000).toISOString(),
    remainingSeconds: 600,
    serverNow: new Date(T0).toISOString(),
    tasks: ['t1', 't2', 't3'].map((id) => ({ id, kind: 'written' as const, prompt: id, options: [], items: [], unit: '', maxLength: 500, points: 1 })),
    answers: {},
    resultId: null,
    challenge: {
      uniqueId: 'ch-1',
      title: 'Case',
      track: 'Finance',
      series: null,
      summary: '',
      learn: [],
      minutes: 10,
      opensAt: new Date(T0 - 60_000).toISOString(),
      closesAt: new Date(T0 + 86_400_000).toISOString(),
      taskCount: 3,
      status: 'open',
      company: { organisationId: 'o', name: 'Firm', logo: null },
      material: { html: '', images: [], files: [] },
    },
    ...over,
  };
}

/** A fake server: `loaded` is what the loader answers; saves and submits are recorded; `failSaves` makes saves fail. */
function run(loaded: AttemptView | null, options: { browserNow?: number; failSaves?: number; closed?: boolean } = {}) {
  const saves: SaveInput[] = [];
  const submits: SubmitInput[] = [];
  let failures = options.failSaves ?? 0;
  const closed = options.closed ?? false;
  const clock = new SimulatedClock();
  let browserNow = options.browserNow ?? T0;
  const machine = attemptMachine.provide({
    actors: {
      load: fromPromise<LoadOutput, { challengeId: string }>(() => Promise.resolve({ attempt: loaded })),
      start: fromPromise<AttemptView, { challengeId: string }>(() => Promise.resolve(attempt())),
      save: fromPromise<{ remainingSeconds: number }, SaveInput>(({ input }) => {
        if (closed) return Promise.reject(new AttemptRefusal('ATTEMPT_CLOSED', 409));
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('network'));
        }
        saves.push(input);
        return Promise.resolve({ remainingSeconds: Math.round((T0 + 600_000 - browserNow) / 1000) });
      }),
      submit: fromPromise<string | null, SubmitInput>(({ input }) => {
        submits.push(input);
        return Promise.resolve('res-1');
      }),
    },
  });
  const actor = createActor(machine, { input: { challengeId: 'ch-1', now: () => browserNow }, clock });
  actor.start();
  const advance = (ms: number) => {
    browserNow += ms;
    clock.increment(ms);
  };
  return { actor, saves, submits, advance };
}

const text = (t: string): AnswerValue => ({ text: t });

describe('attempt machine', () => {
  it('offers Start when there is no attempt, then shows the first task with the full time', async () => {
    const { actor } = run(null);
    await waitFor(actor, (s) => s.matches('Intro'));
    actor.send({ type: 'START' });
    const s = await waitFor(actor, (x) => x.hasTag('task'));
    expect(s.context.index).toBe(0);
    expect(timeLeft(s.context)).toBe(10 * 60_000);
  });

  it('saves every answer as it is given, the last one per task winning', async () => {
    const { actor, saves } = run(attempt());
    await waitFor(actor, (s) => s.hasTag('task'));
    actor.send({ type: 'ANSWER', taskId: 't1', answer: text('a') });
    actor.send({ type: 'ANSWER', taskId: 't1', answer: text('ab') });
    actor.send({ type: 'ANSWER', taskId: 't2', answer: text('x') });
    await waitFor(actor, (s) => s.context.pending.length === 0 && !s.hasTag('saving'));
    expect(saves.at(-1)?.taskId).toBe('t2');
    expect(saves.filter((s) => s.taskId === 't1').at(-1)?.answer).toEqual(text('ab'));
  });

  it('retries a failed save and says so meanwhile', async () => {
    const { actor, saves, advance } = run(attempt(), { failSaves: 1 });
    await waitFor(actor, (s) => s.hasTag('task'));
    actor.send({ type: 'ANSWER', taskId: 't1', answer: text('a') });
    await waitFor(actor, (s) => s.context.saveFailing);
    advance(2000);
    await waitFor(actor, (s) => !s.context.saveFailing && s.context.pending.length === 0);
    expect(saves).toHaveLength(1);
  });

  it('resumes a reloaded attempt at the first unanswered task with the server’s remaining time', async () => {
    // The browser's clock is 5 minutes fast: the countdown still follows the server (4 minutes used of 10).
    const loaded = attempt({ remainingSeconds: 360, answers: { t1: text('done') } });
    const { actor } = run(loaded, { browserNow: T0 + 9 * 60_000 });
    const s = await waitFor(actor, (x) => x.hasTag('task'));
    expect(s.context.index).toBe(1);
    expect(s.context.answers.t1).toEqual(text('done'));
    expect(timeLeft(s.context)).toBe(6 * 60_000);
  });

  it('submits what was saved when the time is up, from any task', async () => {
    const { actor, submits, advance } = run(attempt());
    await waitFor(actor, (s) => s.hasTag('task'));
    actor.send({ type: 'NEXT' });
    advance(10 * 60_000);
    const s = await waitFor(actor, (x) => x.status === 'done');
    expect(s.context.timedOut).toBe(true);
    expect(submits).toEqual([{ challengeId: 'ch-1', unsaved: [] }]);
    expect(s.context.resultId).toBe('res-1');
  });

  it('goes task → review → submitted; Submit sends unsaved answers first', async () => {
    const { actor, submits } = run(attempt(), { failSaves: 100 });
    await waitFor(actor, (s) => s.hasTag('task'));
    actor.send({ type: 'ANSWER', taskId: 't3', answer: text('late') });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().hasTag('review')).toBe(true);
    actor.send({ type: 'GO_TO', index: 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (x) => x.status === 'done');
    expect(s.context.timedOut).toBe(false);
    expect(submits[0]?.unsaved).toEqual([{ taskId: 't3', answer: text('late') }]);
  });

  it('lands on Submitted for a finished attempt (second tab after submit)', async () => {
    const { actor } = run(attempt({ status: 'submitted', resultId: 'res-9' }));
    const s = await waitFor(actor, (x) => x.status === 'done');
    expect(s.context.resultId).toBe('res-9');
  });

  it('ends the attempt when the server says it is closed on a save (time up in another tab)', async () => {
    const { actor } = run(attempt(), { closed: true });
    await waitFor(actor, (s) => s.hasTag('task'));
    actor.send({ type: 'ANSWER', taskId: 't1', answer: text('a') });
    const s = await waitFor(actor, (x) => x.status === 'done');
    expect(s.context.timedOut).toBe(true);
  });
});
