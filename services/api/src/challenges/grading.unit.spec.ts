import { describe, expect, it } from 'vitest';
import type { Task } from './challenge.ts';
import { ExpressionError, expectedValue, parseExpression } from './expression.ts';
import { gradeTask, multipleFraction, orderingFraction, rubricScore, scoreOf, withinTolerance } from './grading.ts';
import { drawVariant, studentTask } from './variant.ts';

const numeric = (answer: string, tolerance: { mode: 'absolute' | 'relative'; value: number }): Task => ({
  id: 'n',
  kind: 'numeric',
  prompt: 'p {{a}}',
  points: 10,
  params: [{ name: 'a', min: 1, max: 5, step: 1 }],
  answer,
  tolerance,
  unit: '',
});

describe('numeric tolerance', () => {
  it('accepts the edge itself and refuses just past it (absolute)', () => {
    expect(withinTolerance(10.5, 10, { mode: 'absolute', value: 0.5 })).toBe(true);
    expect(withinTolerance(9.5, 10, { mode: 'absolute', value: 0.5 })).toBe(true);
    expect(withinTolerance(10.501, 10, { mode: 'absolute', value: 0.5 })).toBe(false);
    expect(withinTolerance(0.1 + 0.2, 0.3, { mode: 'absolute', value: 0 })).toBe(true);
    expect(withinTolerance(0.31, 0.3, { mode: 'absolute', value: 0 })).toBe(false);
  });
  it('relative tolerance scales with the expected value, including negative ones', () => {
    expect(withinTolerance(101, 100, { mode: 'relative', value: 0.01 })).toBe(true);
    expect(withinTolerance(101.01, 100, { mode: 'relative', value: 0.01 })).toBe(false);
    expect(withinTolerance(-99, -100, { mode: 'relative', value: 0.01 })).toBe(true);
    expect(withinTolerance(Number.NaN, 1, { mode: 'absolute', value: 1 })).toBe(false);
  });
  it("grades against the attempt's own parameters", () => {
    const task = numeric('a * 3', { mode: 'absolute', value: 0 });
    expect(gradeTask(task, { value: 12 }, { a: 4 }).earned).toBe(10);
    expect(gradeTask(task, { value: 12 }, { a: 5 }).earned).toBe(0);
  });
});

describe('multiple choice partial credit: (right − wrong) / correct, never below 0', () => {
  it.each([
    [['a', 'b'], 1],
    [['a'], 0.5],
    [['a', 'c'], 0],
    [['a', 'b', 'c'], 0.5],
    [['a', 'b', 'c', 'd'], 0],
    [['c', 'd'], 0],
    [[], 0],
    [['a', 'a'], 0.5],
  ])('%j → %d', (chosen, fraction) => {
    expect(multipleFraction(['a', 'b'], chosen)).toBe(fraction);
  });
});

describe('ordering: share of pairs in the right order', () => {
  it('exact order is full, reversed is 0, one swap of neighbours loses one pair', () => {
    expect(orderingFraction(['1', '2', '3', '4'], ['1', '2', '3', '4'])).toBe(1);
    expect(orderingFraction(['1', '2', '3', '4'], ['4', '3', '2', '1'])).toBe(0);
    expect(orderingFraction(['1', '2', '3', '4'], ['1', '2', '4', '3'])).toBeCloseTo(5 / 6);
  });
});

describe('written answers and scores', () => {
  const written: Task = { id: 'w', kind: 'written', prompt: 'p', points: 10, maxLength: 100, rubric: [{ id: 'x', criterion: 'c', points: 6 }, { id: 'y', criterion: 'd', points: 4 }] };
  it('are pending until scored; blank ones score 0 at once', () => {
    expect(gradeTask(written, { text: 'An answer' }, {}).earned).toBeNull();
    expect(gradeTask(written, { text: '   ' }, {}).earned).toBe(0);
    expect(gradeTask(written, undefined, {}).earned).toBe(0);
  });
  it('rubric scores are whole numbers within each criterion', () => {
    expect(rubricScore(written, [6, 4])).toBe(10);
    expect(rubricScore(written, [7, 0])).toBeUndefined();
    expect(rubricScore(written, [1.5, 0])).toBeUndefined();
    expect(rubricScore(written, [1])).toBeUndefined();
  });
  it('a result has no score while anything is pending', () => {
    expect(scoreOf([{ taskId: 'a', points: 10, earned: 5 }, { taskId: 'b', points: 10, earned: null }])).toBeNull();
    expect(scoreOf([{ taskId: 'a', points: 10, earned: 5 }, { taskId: 'b', points: 20, earned: 8.33 }])).toEqual({ earned: 13.33, total: 30, percent: 44.4 });
  });
});

describe('expressions', () => {
  it('follow precedence, brackets, unary minus and right-assoc powers', () => {
    expect(expectedValue('a * (1 + b / 100)', { a: 200, b: 5 })).toBe(210);
    expect(expectedValue('-2 ^ 2', {})).toBe(-4);
    expect(expectedValue('2 ^ 3 ^ 2', {})).toBe(512);
    expect(expectedValue('1.5e3 - 500', {})).toBe(1000);
  });
  it('refuse anything else', () => {
    for (const bad of ['', 'a +', '(a', 'a b', 'process.exit()', 'ab', '1 ** 2', '(((((((((((((((((((((1)))))))))))))))))))))']) {
      expect(() => parseExpression(bad)).toThrow(ExpressionError);
    }
  });
});

describe('variants', () => {
  it("draw each parameter on its grid and show the student the attempt's numbers and order, never the key", () => {
    const task = numeric('a', { mode: 'absolute', value: 0 });
    const single: Task = { id: 's', kind: 'single', prompt: 'p', points: 1, options: [{ id: 'x', text: 'X' }, { id: 'y', text: 'Y' }, { id: 'z', text: 'Z' }], correct: 'y' };
    const content = { title: 't', track: 'Finance', series: null, summary: '', learn: [], minutes: 5, opensAt: '', closesAt: '', material: { html: '', images: [], files: [] }, tasks: [task, single] };
    const variant = drawVariant(content, () => 2);
    expect(variant.params['n']).toEqual({ a: 3 });
    expect(studentTask(task, variant)).toEqual({ id: 'n', kind: 'numeric', prompt: 'p 3', points: 10, unit: '' });
    const shown = studentTask(single, variant);
    expect(JSON.stringify(shown)).not.toContain('correct');
    expect('options' in shown ? [...shown.options].sort((x, y) => x.id.localeCompare(y.id)) : []).toEqual([{ id: 'x', text: 'X' }, { id: 'y', text: 'Y' }, { id: 'z', text: 'Z' }]);
  });
});
