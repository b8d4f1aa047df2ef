import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { rankVisibilityDecider, type RankVisibilitySet, type SetRankVisibility } from './rank-visibility.ts';

const spec = deciderSpec(rankVisibilityDecider);
const now = '2026-11-22T12:00:00.000Z';
const setVisible = (visible: boolean): SetRankVisibility => ({ type: 'SetRankVisibility', data: { studentId: 's1', visible, now } });
const wasSet = (visible: boolean): RankVisibilitySet => ({ type: 'RankVisibilitySet', data: { studentId: 's1', visible, at: now } });

describe('rank visibility decider', () => {
  it("shows a student's score and rank to employers until the student hides them", () => {
    expect(spec.given([]).state).toEqual({ visible: true });
    spec.given([]).when(setVisible(false)).then([wasSet(false)]);
  });

  it('shows them again once the student says so', () => {
    spec.given([wasSet(false)]).when(setVisible(true)).then([wasSet(true)]);
    expect(spec.given([wasSet(false), wasSet(true)]).state).toEqual({ visible: true });
  });

  it('records nothing when the setting is already what the student asks for', () => {
    spec.given([]).when(setVisible(true)).thenNothingHappened();
    spec.given([wasSet(false)]).when(setVisible(false)).thenNothingHappened();
  });
});
