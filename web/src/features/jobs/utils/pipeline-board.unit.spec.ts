import { describe, expect, it } from 'vitest';
import type { PipelineBoard, PipelineCard } from '../api/pipeline.ts';
import { nextTarget, withCard, withMoved, withPage } from './pipeline-board.ts';

const card = (id: string, stage: PipelineCard['stage'], at: string): PipelineCard => ({
  applicationId: id,
  firstName: id,
  lastName: '',
  university: null,
  tracks: [],
  stage,
  hasCv: false,
  cvName: null,
  submittedAt: at,
  rating: null,
  notes: 0,
  bestBand: null,
});
const empty = { cards: [], next: null };
const board = (): PipelineBoard => ({
  counts: { applied: 3, shortlisted: 1, interview: 0, offer: 0, rejected: 0, closed: 0 },
  columns: {
    applied: { cards: [card('a', 'applied', '2026-01-01'), card('b', 'applied', '2026-01-03'), card('c', 'applied', '2026-01-04')], next: null },
    shortlisted: { cards: [card('d', 'shortlisted', '2026-01-02')], next: null },
    interview: empty,
    offer: empty,
    rejected: empty,
    closed: empty,
  },
  moves: { applied: ['shortlisted', 'rejected'] },
  universities: [],
});

describe('pipeline board state', () => {
  it('moves cards between columns, keeping the order they applied in, and the counts', () => {
    const after = withMoved(board(), ['a', 'c'], 'shortlisted');
    expect(after.columns.applied.cards.map((c) => c.applicationId)).toEqual(['b']);
    expect(after.columns.shortlisted.cards.map((c) => c.applicationId)).toEqual(['a', 'd', 'c']);
    expect(after.columns.shortlisted.cards.every((c) => c.stage === 'shortlisted')).toBe(true);
    expect(after.counts).toMatchObject({ applied: 1, shortlisted: 3 });
    expect(withMoved(board(), [], 'offer')).toEqual(board());
  });

  it('changes one card and appends a page without duplicates', () => {
    expect(withCard(board(), 'b', { rating: 4, notes: 2 }).columns.applied.cards[1]).toMatchObject({ rating: 4, notes: 2 });
    const paged = withPage(board(), 'applied', { cards: [card('c', 'applied', '2026-01-04'), card('e', 'applied', '2026-01-05')], next: 'x' });
    expect(paged.columns.applied.cards.map((c) => c.applicationId)).toEqual(['a', 'b', 'c', 'e']);
    expect(paged.columns.applied.next).toBe('x');
  });

  it('cycles the keyboard target through the allowed columns', () => {
    const lifted = { applicationId: 'a', from: 'applied' as const, targets: ['shortlisted', 'rejected'] as const, index: 0 };
    expect(nextTarget({ ...lifted, targets: [...lifted.targets] }, 1).index).toBe(1);
    expect(nextTarget({ ...lifted, targets: [...lifted.targets], index: 1 }, 1).index).toBe(0);
    expect(nextTarget({ ...lifted, targets: [...lifted.targets] }, -1).index).toBe(1);
  });
});
