import { expectedValue } from './expression.ts';
import type { Task } from './challenge.ts';

// Grading rules of docs/challenges.md ("Grading"). Pure functions of the task, the attempt's variant and
// the answer, so a submit's grades can be recomputed and proven in unit tests.

export type Answer =
  | { optionId: string }
  | { optionIds: string[] }
  | { value: number }
  | { itemIds: string[] }
  | { text: string };

/** The attempt's own numbers of a numeric task (param name → value). */
export type ParamValues = Readonly<Record<string, number>>;

export interface Grade {
  taskId: string;
  points: number;
  /** null: a written answer waiting for the firm's rubric scores. */
  earned: number | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Inclusive tolerance with a relative slack of 1e-9 so `expected ± tolerance` typed exactly still counts. */
export function withinTolerance(given: number, expected: number, tolerance: { mode: 'absolute' | 'relative'; value: number }): boolean {
  if (!Number.isFinite(given) || !Number.isFinite(expected)) return false;
  const allowed = tolerance.mode === 'absolute' ? tolerance.value : tolerance.value * Math.abs(expected);
  const slack = 1e-9 * Math.max(1, Math.abs(expected), Math.abs(allowed));
  return Math.abs(given - expected) <= allowed + slack;
}

/** Pairs in the right relative order over all pairs (1 = exact order, 0 = exactly reversed). */
export function orderingFraction(correct: readonly string[], given: readonly string[]): number {
  if (correct.length < 2) return given.join() === correct.join() ? 1 : 0;
  const position = new Map(given.map((id, i) => [id, i]));
  let right = 0;
  let pairs = 0;
  for (let i = 0; i < correct.length; i++) {
    for (let j = i + 1; j < correct.length; j++) {
      pairs++;
      const a = position.get(correct[i] ?? '');
      const b = position.get(correct[j] ?? '');
      if (a !== undefined && b !== undefined && a < b) right++;
    }
  }
  return right / pairs;
}

/** (right chosen − wrong chosen) / number correct, never below 0. */
export function multipleFraction(correct: readonly string[], chosen: readonly string[]): number {
  if (correct.length === 0) return 0;
  const set = new Set(correct);
  const unique = [...new Set(chosen)];
  const right = unique.filter((id) => set.has(id)).length;
  const wrong = unique.length - right;
  return Math.max(0, (right - wrong) / correct.length);
}

export function gradeTask(task: Task, answer: Answer | undefined, params: ParamValues): Grade {
  const grade = (fraction: number): Grade => ({ taskId: task.id, points: task.points, earned: round2(task.points * fraction) });
  if (task.kind === 'written') return { taskId: task.id, points: task.points, earned: answer && 'text' in answer && answer.text.trim() ? null : 0 };
  if (!answer) return grade(0);
  switch (task.kind) {
    case 'single':
      return grade('optionId' in answer && answer.optionId === task.correct ? 1 : 0);
    case 'multiple':
      return grade('optionIds' in answer ? multipleFraction(task.correct, answer.optionIds) : 0);
    case 'numeric':
      return grade('value' in answer && withinTolerance(answer.value, expectedValue(task.answer, params), task.tolerance) ? 1 : 0);
    case 'ordering':
      return grade('itemIds' in answer ? orderingFraction(task.items.map((i) => i.id), answer.itemIds) : 0);
  }
}

/** The rubric's scores for a written answer: one whole number per criterion within its points. */
export function rubricScore(task: Task, scores: readonly number[]): number | undefined {
  if (task.kind !== 'written' || scores.length !== task.rubric.length) return undefined;
  let sum = 0;
  for (const [i, c] of task.rubric.entries()) {
    const s = scores[i];
    if (s === undefined || !Number.isInteger(s) || s < 0 || s > c.points) return undefined;
    sum += s;
  }
  return sum;
}

export function scoreOf(grades: readonly Grade[]): { earned: number; total: number; percent: number } | null {
  if (grades.some((g) => g.earned === null)) return null;
  const earned = round2(grades.reduce((s, g) => s + (g.earned ?? 0), 0));
  const total = grades.reduce((s, g) => s + g.points, 0);
  return { earned, total, percent: total === 0 ? 0 : Math.round((earned / total) * 1000) / 10 };
}
