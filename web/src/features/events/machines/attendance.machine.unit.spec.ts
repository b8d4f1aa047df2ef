import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { attendanceMachine, visibleParticipants } from './attendance.machine.ts';
import type { ApplyAnswer, ApplyInput, AttendanceEmitted, AttendanceInput } from './attendance.types.ts';

type Reply = ApplyAnswer | Error;

/** A fake apply endpoint answering with `replies` in order; `hold` keeps the next call open until released. */
function start(input: Partial<AttendanceInput>, replies: Reply[] = []) {
  const calls: string[] = [];
  const emitted: AttendanceEmitted[] = [];
  let release: (() => void) | null = null;
  const machine = attendanceMachine.provide({
    actors: {
      apply: fromPromise<ApplyAnswer, ApplyInput>(async ({ input: applyInput }) => {
        calls.push(applyInput.eventId);
        await new Promise<void>((resolve) => (release = resolve));
        const reply = replies.shift();
        if (!reply || reply instanceof Error) throw reply ?? new Error('no reply');
        return reply;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { eventId: 'ev-1', signedIn: true, userId: 'me', attendance: 'none', participants: ['a', 'b'], ...input },
  });
  for (const type of ['notify', 'login', 'failed'] as const) actor.on(type, (e) => emitted.push(e));
  actor.start();
  const answer = async () => {
    await waitFor(actor, () => release !== null);
    const r = release!;
    release = null;
    r();
  };
  return { actor, calls, emitted, answer };
}

const settled = (s: { hasTag: (t: string) => boolean }) => !s.hasTag('loading');

describe('attendance machine', () => {
  it('starts from the attendance the event call reported', () => {
    expect(start({ attendance: 'attending' }).actor.getSnapshot().value).toBe('Attending');
    expect(start({ attendance: 'pending' }).actor.getSnapshot().value).toBe('Pending');
    expect(start({ attendance: 'none' }).actor.getSnapshot().value).toBe('NotAttending');
    const declined = start({ attendance: 'declined' }).actor.getSnapshot();
    expect(declined.value).toBe('NotAttending');
    expect(declined.context.declined).toBe(true);
    expect(start({ signedIn: false, userId: null, attendance: undefined }).actor.getSnapshot().value).toBe('Visitor');
  });

  it('sends a visitor to login without calling the API', () => {
    const { actor, calls, emitted } = start({ signedIn: false, userId: null, attendance: undefined });
    actor.send({ type: 'PRESS' });
    expect(emitted).toEqual([{ type: 'login' }]);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('Visitor');
  });

  it('attends: loading while the call runs, then Attending with the student counted and a toast', async () => {
    const { actor, calls, emitted, answer } = start({}, ['added']);
    actor.send({ type: 'PRESS' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // the button is disabled: more presses while loading do nothing
    actor.send({ type: 'PRESS' });
    await answer();
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('Attending');
    expect(s.context.participants).toEqual(['a', 'b', 'me']);
    expect(emitted).toEqual([{ type: 'notify', key: 'added' }]);
    expect(calls).toEqual(['ev-1']);
  });

  it('asks before leaving; Cancel keeps attending, Leave Event removes the student', async () => {
    const { actor, calls, emitted, answer } = start({ attendance: 'attending', participants: ['a', 'me'] }, ['removed']);
    actor.send({ type: 'PRESS' });
    expect(actor.getSnapshot().hasTag('confirmLeave')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('Attending');
    expect(calls).toEqual([]);

    actor.send({ type: 'PRESS' });
    actor.send({ type: 'CONFIRM' });
    await answer();
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('NotAttending');
    expect(s.context.participants).toEqual(['a']);
    expect(emitted).toEqual([{ type: 'notify', key: 'removed' }]);
  });

  it('a failed call is reported and changes nothing', async () => {
    const boom = new Error('409 EVENT_CLOSED');
    const { actor, emitted, answer } = start({ attendance: 'attending', participants: ['me'] }, [boom]);
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'CONFIRM' });
    await answer();
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('Attending');
    expect(s.context.participants).toEqual(['me']);
    expect(emitted).toEqual([{ type: 'failed', error: boom }]);
  });

  it('a failed attend stays NotAttending', async () => {
    const { actor, emitted, answer } = start({}, [new Error('offline')]);
    actor.send({ type: 'PRESS' });
    await answer();
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('NotAttending');
    expect(s.context.participants).toEqual(['a', 'b']);
    expect(emitted.map((e) => e.type)).toEqual(['failed']);
  });

  it('an expired session (401) goes to login and changes nothing', async () => {
    const { actor, emitted, answer } = start({}, ['unauthorized']);
    actor.send({ type: 'PRESS' });
    await answer();
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('NotAttending');
    expect(emitted).toEqual([{ type: 'login' }]);
  });

  it('approval events: a request is pending (not counted), can be withdrawn, and a declined one re-requested', async () => {
    const { actor, emitted, answer } = start({ attendance: 'declined' }, ['requested', 'withdrawn']);
    actor.send({ type: 'PRESS' });
    await answer();
    let s = await waitFor(actor, settled);
    expect(s.value).toBe('Pending');
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.declined).toBe(false);
    expect(s.context.participants).toEqual(['a', 'b']);

    actor.send({ type: 'PRESS' });
    await answer();
    s = await waitFor(actor, settled);
    expect(s.value).toBe('NotAttending');
    expect(emitted).toEqual([
      { type: 'notify', key: 'requested' },
      { type: 'notify', key: 'withdrawn' },
    ]);
  });

  it('follows the answer, not the intent (another tab toggled meanwhile)', async () => {
    const { actor, answer } = start({ attendance: 'none' }, ['removed']);
    actor.send({ type: 'PRESS' });
    await answer();
    expect((await waitFor(actor, settled)).value).toBe('NotAttending');
  });

  it('live participant lists move the count; a pending request approved live becomes Attending', () => {
    const attending = start({ attendance: 'attending', participants: ['me'] }).actor;
    attending.send({ type: 'PARTICIPANTS', participants: ['x', 'y'] });
    // a late broadcast does not flip the student's own state
    expect(attending.getSnapshot().value).toBe('Attending');
    expect(attending.getSnapshot().context.participants).toEqual(['x', 'y']);
    expect(visibleParticipants(attending.getSnapshot())).toEqual(['x', 'y', 'me']);

    const pending = start({ attendance: 'pending' }).actor;
    pending.send({ type: 'PARTICIPANTS', participants: ['a'] });
    expect(pending.getSnapshot().value).toBe('Pending');
    expect(visibleParticipants(pending.getSnapshot())).toEqual(['a']);
    pending.send({ type: 'PARTICIPANTS', participants: ['a', 'me'] });
    expect(pending.getSnapshot().value).toBe('Attending');
  });

  it('a student whose id arrives after the token is counted once it is known', async () => {
    const { actor, answer } = start({ userId: null, participants: ['a'] }, ['added']);
    expect(actor.getSnapshot().value).toBe('NotAttending');
    actor.send({ type: 'IDENTIFIED', userId: 'me' });
    actor.send({ type: 'PRESS' });
    await answer();
    const s = await waitFor(actor, settled);
    expect(visibleParticipants(s)).toEqual(['a', 'me']);
  });

  it('joins the waitlist of a full event, leaves it, returns to it after a failed call, and attends when a place is given', async () => {
    const { actor, emitted, answer } = start({}, ['waitlisted', new Error('offline'), 'left-waitlist']);
    actor.send({ type: 'PRESS' });
    await answer();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('Waiting');
    expect(emitted).toContainEqual({ type: 'notify', key: 'waitlisted' });
    actor.send({ type: 'PRESS' });
    await answer();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('Waiting');
    actor.send({ type: 'PRESS' });
    await answer();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('NotAttending');
    expect(emitted).toContainEqual({ type: 'notify', key: 'leftWaitlist' });

    const waiting = start({ attendance: 'waiting' }).actor;
    expect(waiting.getSnapshot().value).toBe('Waiting');
    waiting.send({ type: 'PARTICIPANTS', participants: ['a', 'b'] });
    expect(waiting.getSnapshot().value).toBe('Waiting');
    waiting.send({ type: 'PARTICIPANTS', participants: ['a', 'b', 'me'] });
    expect(waiting.getSnapshot().value).toBe('Attending');
  });
});
