import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventDto } from '../api/event-schema.ts';
import { eventsListMachine } from './events-list.machine.ts';
import type { FetchPageInput } from './events-list.types.ts';

const event = (n: number): EventDto => ({
  uniqueId: `id-${n}`,
  link: `event-${n}`,
  title: `Event ${n}`,
  type: 'Live Stream',
  img: '',
  description: '',
  datetime: '2026-12-03T17:00:00.000Z',
  startTime: '2026-12-03T17:00:00.000Z',
  endTime: '2026-12-03T19:00:00.000Z',
  timezone: 'UTC',
  virtualLink: undefined,
  physicalLocation: '',
  company: '',
  approval: false,
  participants: [],
  questions: [],
  schoolYear: [],
  relevantCourses: [],
  targetGroups: [],
});

/** A fake server holding `total` events; `failOn` pages fail once. */
function start(total: number, failOn: number[] = []) {
  const requested: number[] = [];
  const failing = new Set(failOn);
  const machine = eventsListMachine.provide({
    actors: {
      fetchPage: fromPromise<EventDto[], FetchPageInput>(({ input }) => {
        requested.push(input.page);
        if (failing.delete(input.page)) return Promise.reject(new Error('boom'));
        const from = (input.page - 1) * 15;
        return Promise.resolve(Array.from({ length: Math.max(0, Math.min(15, total - from)) }, (_, i) => event(from + i)));
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, requested };
}

describe('events list machine', () => {
  it('stops after a page shorter than 15', async () => {
    const { actor, requested } = start(20);
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(actor.getSnapshot().context.events).toHaveLength(15);
    actor.send({ type: 'LOAD_MORE' });
    const done = await waitFor(actor, (s) => s.matches('Done'));
    expect(done.context.events).toHaveLength(20);
    expect(done.hasTag('hasMore')).toBe(false);
    actor.send({ type: 'LOAD_MORE' });
    expect(requested).toEqual([1, 2]);
  });

  it('asks one more page when the total is an exact multiple of 15 and then ends', async () => {
    const { actor, requested } = start(15);
    await waitFor(actor, (s) => s.matches('Idle'));
    actor.send({ type: 'LOAD_MORE' });
    const done = await waitFor(actor, (s) => s.matches('Done'));
    expect(done.context.events).toHaveLength(15);
    expect(requested).toEqual([1, 2]);
  });

  it('ends empty when there are no events', async () => {
    const { actor } = start(0);
    const done = await waitFor(actor, (s) => s.matches('Done'));
    expect(done.context.events).toEqual([]);
  });

  it('retries the same page after a failure without losing loaded events', async () => {
    const { actor, requested } = start(40, [2]);
    await waitFor(actor, (s) => s.matches('Idle'));
    actor.send({ type: 'LOAD_MORE' });
    const failed = await waitFor(actor, (s) => s.matches('Failed'));
    expect(failed.context.events).toHaveLength(15);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(actor.getSnapshot().context.events).toHaveLength(30);
    expect(requested).toEqual([1, 2, 2]);
  });

  it('ignores LOAD_MORE while a page is loading', async () => {
    const { actor, requested } = start(40);
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(requested).toEqual([1]);
  });
});
