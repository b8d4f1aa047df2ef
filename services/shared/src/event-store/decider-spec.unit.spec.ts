import { AssertionError } from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { AppError, ConflictError, DomainRuleError, NotFoundError } from '../errors.ts';
import { deciderSpec } from './decider-spec.ts';
import type { Decider, DomainCommand, DomainEvent } from './types.ts';

// A door: opened once, and only while it exists.
type DoorEvent = DomainEvent<'DoorBuilt', { doorId: string }> | DomainEvent<'DoorOpened', { doorId: string }>;
type DoorCommand = DomainCommand<'BuildDoor', { doorId: string }> | DomainCommand<'OpenDoor', { doorId: string }>;
type Door = { status: 'none' } | { status: 'closed' | 'open'; doorId: string };

const door: Decider<Door, DoorCommand, DoorEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) =>
    event.type === 'DoorBuilt' ? { status: 'closed', doorId: event.data.doorId } : { ...state, status: 'open' } as Door,
  decide: (command, state) => {
    if (command.type === 'BuildDoor') {
      if (state.status !== 'none') throw new ConflictError('Already built');
      return [{ type: 'DoorBuilt', data: command.data }];
    }
    if (state.status === 'none') throw new NotFoundError(`No door ${command.data.doorId}`);
    return state.status === 'open' ? [] : [{ type: 'DoorOpened', data: command.data }];
  },
};

const spec = deciderSpec(door);
const built: DoorEvent = { type: 'DoorBuilt', data: { doorId: 'd1' } };
const opened: DoorEvent = { type: 'DoorOpened', data: { doorId: 'd1' } };
const open: DoorCommand = { type: 'OpenDoor', data: { doorId: 'd1' } };

describe('deciderSpec', () => {
  it('passes when decide returns exactly the expected events, and folds the past with evolve', () => {
    spec.given([built]).when(open).then([opened]);
    spec.given([built, opened]).when(open).thenNothingHappened();
    expect(spec.given([built, opened]).state).toEqual({ status: 'open', doorId: 'd1' });
  });

  it('fails on other events, on missing events and when a command that should change nothing does', () => {
    expect(() => spec.given([built]).when(open).then([])).toThrow(AssertionError);
    expect(() => spec.given([built]).when(open).then([opened, opened])).toThrow(AssertionError);
    expect(() => spec.given([built]).when(open).thenNothingHappened()).toThrow(AssertionError);
  });

  it('lets a refusal through then(), so the failing spec shows the refusal', () => {
    expect(() => spec.given([]).when(open).then([opened])).toThrow(NotFoundError);
  });

  it('thenThrows accepts the class, a base class, a class with a check and a bare predicate', () => {
    spec.given([]).when(open).thenThrows(NotFoundError);
    spec.given([]).when(open).thenThrows(AppError);
    spec.given([]).when(open).thenThrows(NotFoundError, (e) => e.message === 'No door d1');
    spec.given([]).when(open).thenThrows(NotFoundError, (e) => {
      expect(e.status).toBe(404);
    });
    spec.given([]).when(open).thenThrows((e) => e instanceof NotFoundError);
  });

  it('thenThrows fails when nothing is thrown, the class differs or the check says no', () => {
    expect(() => spec.given([built]).when(open).thenThrows(NotFoundError)).toThrow(/to be refused, but it decided \["DoorOpened"\]/);
    expect(() => spec.given([]).when(open).thenThrows(DomainRuleError)).toThrow(/Expected a DomainRuleError, but decide threw NotFoundError/);
    expect(() => spec.given([]).when(open).thenThrows(NotFoundError, (e) => e.message === 'other')).toThrow(AssertionError);
    expect(() => spec.given([]).when(open).thenThrows(() => false)).toThrow(AssertionError);
    expect(() =>
      spec.given([]).when(open).thenThrows(NotFoundError, (e) => {
        expect(e.status).toBe(410);
      }),
    ).toThrow(/410/);
  });
});
