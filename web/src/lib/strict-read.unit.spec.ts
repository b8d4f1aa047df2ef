import { describe, expect, it } from 'vitest';
import { MalformedAnswer, fields, list, num, str, strOrNull } from './strict-read.ts';

describe('strict readers', () => {
  it('return values of the expected type', () => {
    expect(fields({ a: 1 }, 'x')).toEqual({ a: 1 });
    expect(str('s', 'x')).toBe('s');
    expect(num(3, 'x')).toBe(3);
    expect(strOrNull(null, 'x')).toBeNull();
    expect(strOrNull('s', 'x')).toBe('s');
    expect(list(['a', 'b'], 'x', str)).toEqual(['a', 'b']);
  });

  it('throw MalformedAnswer naming the field on anything else', () => {
    expect(() => fields([], 'answer')).toThrow(MalformedAnswer);
    expect(() => fields(null, 'answer')).toThrow('answer is not an object');
    expect(() => str(1, 'title')).toThrow('title is not a string');
    expect(() => num('1', 'total')).toThrow(MalformedAnswer);
    expect(() => num(Number.NaN, 'total')).toThrow(MalformedAnswer);
    expect(() => strOrNull(undefined, 'cover')).toThrow(MalformedAnswer);
    expect(() => list(['a', 2], 'tracks', str)).toThrow('tracks[1] is not a string');
    expect(() => list('a', 'tracks', str)).toThrow('tracks is not a list');
  });
});
