import { describe, expect, it } from 'vitest';
import { clockText, currentOrder, isAnswered, move, parseNumber, toggle } from './answers.ts';

const task = {
  id: 't',
  kind: 'ordering' as const,
  prompt: '',
  points: 1,
  options: [],
  items: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }],
  unit: '',
  maxLength: 100,
};

describe('answers', () => {
  it('reads typed numbers in English and continental notation', () => {
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' -0.5 ')).toBe(-0.5);
    expect(parseNumber('1 000')).toBe(1000);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1e16')).toBeNull();
    expect(parseNumber('1,2,3')).toBeNull();
  });

  it('moves ordering items one place and not past the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a saved order only when it is a permutation of the items', () => {
    expect(currentOrder(task, { itemIds: ['c', 'a', 'b'] })).toEqual(['c', 'a', 'b']);
    expect(currentOrder(task, { itemIds: ['c', 'a'] })).toEqual(['a', 'b', 'c']);
    expect(currentOrder(task, undefined)).toEqual(['a', 'b', 'c']);
  });

  it('toggles choices and knows an empty answer', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
    expect(isAnswered({ optionIds: [] })).toBe(false);
    expect(isAnswered({ text: '  ' })).toBe(false);
    expect(isAnswered({ value: 0 })).toBe(true);
  });

  it('shows the countdown rounded up', () => {
    expect(clockText(61_001)).toBe('1:02');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(3_600_000)).toBe('1:00:00');
  });
});
