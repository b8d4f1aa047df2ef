import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';

// Each student decides whether employers see their score and rank (default: they do). A stream per student whose
// last event states the whole setting, so commands fold only the tail.
export type RankVisibilitySet = DomainEvent<'RankVisibilitySet', { studentId: string; visible: boolean; at: string }>;
export type RankVisibilityEvent = RankVisibilitySet;
export type SetRankVisibility = DomainCommand<'SetRankVisibility', { studentId: string; visible: boolean; now: string }>;

type State = { visible: boolean };

export const rankVisibilityDecider: Decider<State, SetRankVisibility, RankVisibilityEvent> = {
  initialState: () => ({ visible: true }),
  evolve: (_state, event) => ({ visible: event.data.visible }),
  decide: (command, state) =>
    state.visible === command.data.visible ? [] : [{ type: 'RankVisibilitySet', data: { studentId: command.data.studentId, visible: command.data.visible, at: command.data.now } }],
};

export const rankVisibilityStreamId = (studentId: string): string => `challenge-rank-visibility-${studentId}`;
