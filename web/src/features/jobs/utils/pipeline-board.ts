import type { BoardStage, PipelineBoard, PipelineCard } from '../api/pipeline.ts';

// The board's state changes, pure: what a move does to the columns and counts the page holds, so a move shows at
// once without reloading every column (and the pages already shown stay).

/** The board after these applications moved to `to`: out of their columns, into the target in the order they applied. */
export function withMoved(board: PipelineBoard, moved: readonly string[], to: BoardStage): PipelineBoard {
  if (moved.length === 0) return board;
  const ids = new Set(moved);
  const counts = { ...board.counts };
  const columns = { ...board.columns };
  const arriving: PipelineCard[] = [];
  for (const [stage, column] of Object.entries(board.columns) as [BoardStage, PipelineBoard['columns'][BoardStage]][]) {
    const leaving = column.cards.filter((c) => ids.has(c.applicationId));
    if (leaving.length === 0) continue;
    columns[stage] = { ...column, cards: column.cards.filter((c) => !ids.has(c.applicationId)) };
    counts[stage] = Math.max(0, (counts[stage] ?? 0) - leaving.length);
    arriving.push(...leaving.map((c) => ({ ...c, stage: to })));
  }
  const target = columns[to];
  counts[to] = (counts[to] ?? 0) + arriving.length;
  columns[to] = { ...target, cards: [...target.cards, ...arriving].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.applicationId.localeCompare(b.applicationId)) };
  return { ...board, counts, columns };
}

/** The board with one card changed (its rating or note count after a review). */
export function withCard(board: PipelineBoard, applicationId: string, change: Partial<Pick<PipelineCard, 'rating' | 'notes'>>): PipelineBoard {
  const columns = Object.fromEntries(
    Object.entries(board.columns).map(([stage, column]) => [stage, { ...column, cards: column.cards.map((c) => (c.applicationId === applicationId ? { ...c, ...change } : c)) }]),
  ) as PipelineBoard['columns'];
  return { ...board, columns };
}

/** A column's next page appended. */
export function withPage(board: PipelineBoard, stage: BoardStage, page: { cards: PipelineCard[]; next: string | null }): PipelineBoard {
  const known = new Set(board.columns[stage].cards.map((c) => c.applicationId));
  const cards = [...board.columns[stage].cards, ...page.cards.filter((c) => !known.has(c.applicationId))];
  return { ...board, columns: { ...board.columns, [stage]: { cards, next: page.next } } };
}

/** Where a card may go from its stage (the server's rule, from the board's answer). */
export const targetsOf = (board: PipelineBoard, stage: string): BoardStage[] => (board.moves[stage] ?? []) as BoardStage[];

/** A card picked up with the keyboard: which column it would drop into. */
export interface Lifted {
  applicationId: string;
  from: BoardStage;
  targets: BoardStage[];
  index: number;
}

/** Arrow keys cycle through the allowed columns. */
export function nextTarget(lifted: Lifted, step: 1 | -1): Lifted {
  const n = lifted.targets.length;
  return { ...lifted, index: (lifted.index + step + n) % n };
}
