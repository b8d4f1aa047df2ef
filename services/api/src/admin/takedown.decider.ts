import { ConflictError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveTakedown, type ContentTakenDown, type TakedownEvent, type TakedownState } from './takedown.ts';

/** The content is down already (409 TAKEN_DOWN): a takedown is final, a second one would mail the owner twice. */
export class TakenDownError extends ConflictError {
  override readonly code = 'TAKEN_DOWN';
}

export type TakeDownContent = DomainCommand<'TakeDownContent', Omit<ContentTakenDown['data'], 'takenDownAt'> & { now: string }>;
export type TakedownCommand = TakeDownContent;

function decide(command: TakedownCommand, state: TakedownState): TakedownEvent[] {
  if (state.status !== 'none') throw new TakenDownError('This content has been taken down already.');
  const { now, ...data } = command.data;
  return [{ type: 'ContentTakenDown', data: { ...data, takenDownAt: now } }];
}

export const takedownDecider: Decider<TakedownState, TakedownCommand, TakedownEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveTakedown,
  decide,
};
